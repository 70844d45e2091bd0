import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, type RawEnv } from './parse-env';

const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

const complete: RawEnv = {
  VITE_NETWORK: 'localnet',
  VITE_NODES: 'http://127.0.0.1:9000, https://node.example:443',
  VITE_FAUCET_URL: 'http://127.0.0.1:9000/faucet',
  VITE_API_BASE: '/api',
  VITE_EXPLORER_URL: '',
  VITE_PACKAGE_ID: '0x5011',
  VITE_USDC_TYPE: '0x5dc::usdc::USDC',
  VITE_SUIL_TYPE: `${id(0x5011)}::suil::SUIL`,
  VITE_FINANCE_OBJECT: id(0xf001),
  VITE_FINANCE_POOL: id(0xf002),
  VITE_UNSTAKE_CONFIG: id(0xf003),
  VITE_LIQUIDITY_SWAP: id(0xf004),
  VITE_USDC_SUI_POOL: id(0xf005),
  VITE_TOPUP_OBJECT: id(0xf006),
};

function problemsOf(raw: RawEnv): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('parses a complete env, normalising ids and coin types', () => {
    const env = parseEnv(complete);
    expect(env.network).toBe('localnet');
    expect(env.nodes).toEqual(['http://127.0.0.1:9000', 'https://node.example:443']);
    expect(env.packageId).toBe(id(0x5011));
    expect(env.usdcType).toBe(`${id(0x5dc)}::usdc::USDC`);
    expect(env.financeObject).toBe(id(0xf001));
    expect(env.explorerUrl).toBeUndefined();
    expect(env.faucetUrl).toBe('http://127.0.0.1:9000/faucet');
  });

  it('reads the committed .env.localnet', async () => {
    // vitest runs the app in localnet mode, so import.meta.env is that file.
    const { env } = await import('./env');
    expect(env.network).toBe('localnet');
    expect(env.nodes).toEqual(['http://127.0.0.1:9000']);
  });

  it('reports every missing or malformed value at once', () => {
    const problems = problemsOf({
      ...complete,
      VITE_NETWORK: 'devnet',
      VITE_NODES: 'ftp://x,,',
      VITE_PACKAGE_ID: 'not-an-id',
      VITE_FINANCE_POOL: '',
      VITE_USDC_TYPE: 'USDC',
      VITE_API_BASE: undefined,
    });
    expect(problems).toEqual([
      expect.stringContaining('VITE_NETWORK'),
      expect.stringContaining('VITE_NODES has a malformed URL: ftp://x'),
      expect.stringContaining('VITE_API_BASE is missing'),
      expect.stringContaining('VITE_PACKAGE_ID is not a Sui object id'),
      expect.stringContaining('VITE_FINANCE_POOL is missing'),
      expect.stringContaining('VITE_USDC_TYPE is not a Move type'),
    ]);
  });

  it('rejects an empty node list, a duplicate node and an id longer than an address', () => {
    expect(problemsOf({ ...complete, VITE_NODES: ' , ' })).toEqual([expect.stringContaining('at least one node')]);
    expect(problemsOf({ ...complete, VITE_NODES: 'http://a:1,http://a:1' })).toEqual([expect.stringContaining('twice')]);
    expect(problemsOf({ ...complete, VITE_TOPUP_OBJECT: `0x${'1'.repeat(65)}` })).toEqual([
      expect.stringContaining('VITE_TOPUP_OBJECT'),
    ]);
  });

  it('fails with a message that names the variable', () => {
    expect(() => parseEnv({ ...complete, VITE_LIQUIDITY_SWAP: 'xyz' })).toThrow(/VITE_LIQUIDITY_SWAP/);
  });
});
