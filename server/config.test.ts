import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_SECRET_KEY_HEX } from '../localnet/packages/finance/dev-keys.ts';
import { DEFAULT_INCOME_RULES, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the local stack with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      network: 'localnet',
      suiNodeUrl: 'http://127.0.0.1:9000',
      databaseUrl: null,
      dataDir: '.server-data',
      operatorSecretKeyHex: DEV_OPERATOR_SECRET_KEY_HEX,
      bodyLimitBytes: 16384,
    });
    expect(config.publicOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:4173']);
  });

  it('takes origins, database and memory mode from the environment', () => {
    const config = loadConfig({ PUBLIC_ORIGINS: 'https://app.example, https://m.example', DATABASE_URL: 'postgres://x/y', SERVER_DB: 'memory' });
    expect(config.publicOrigins).toEqual(['https://app.example', 'https://m.example']);
    expect(config.databaseUrl).toBe('postgres://x/y');
    expect(config.dataDir).toBeNull();
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY, as a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/integer/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to run off localnet without its own operator key and package ids', () => {
    expect(() => loadConfig({ NETWORK: 'mainnet' })).toThrow(/OPERATOR_SECRET_KEY/);
    expect(() => loadConfig({ NETWORK: 'mainnet', OPERATOR_SECRET_KEY: 'ab'.repeat(32) })).toThrow(/FINANCE_PACKAGE_ID/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/integer/);
  });

  it('reads the income rules from INCOME_* variables, defaults otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).income).toEqual(DEFAULT_INCOME_RULES);
    const rules = loadConfig({ INCOME_DIRECT_BPS: '800', INCOME_TEAM_BPS: '200,400', INCOME_LEVEL_THRESHOLDS_SUI: '500,5000' }).income;
    expect(rules).toMatchObject({ directBps: 800, indirectBps: 500, teamBpsByLevel: [200, 400], levelThresholds: [500_000_000_000n, 5_000_000_000_000n] });
    expect(() => loadConfig({ INCOME_TEAM_BPS: '100' })).toThrow(/one rate per level/);
    expect(() => loadConfig({ INCOME_PEER_BPS: '20000' })).toThrow(/basis points/);
  });
});
