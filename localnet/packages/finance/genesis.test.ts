import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toHex } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_PUBLIC_KEY_HEX, DEV_SPONSOR_ADDRESS } from './dev-keys.ts';
import { DEFAULTS, FINANCE_OBJECT, FINANCE_POOL, LIQUIDITY_SWAP, SUI_TYPE, SUIL_TYPE, TOPUP_OBJECT, UNSTAKE_CONFIG, USDC_SUI_POOL, USDC_TYPE } from './ids.ts';
import { financePackages } from './index.ts';
import { TestChain } from './test-chain.ts';
import { ROOT, SUI, USDC, newChain } from './test-fixture.ts';

function committedEnv(): Record<string, string> {
  const text = readFileSync(fileURLToPath(new URL('../../../.env.localnet', import.meta.url)), 'utf8');
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^VITE_([A-Z_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

describe('genesis', () => {
  it('returns exactly the package and object entries committed in .env.localnet', () => {
    const chain = new TestChain(financePackages(), { operatorPublicKey: DEV_OPERATOR_PUBLIC_KEY_HEX });
    const env = chain.genesis();
    const committed = committedEnv();
    const keys = ['PACKAGE_ID', 'USDC_TYPE', 'SUIL_TYPE', 'FINANCE_OBJECT', 'FINANCE_POOL', 'UNSTAKE_CONFIG', 'LIQUIDITY_SWAP', 'USDC_SUI_POOL', 'TOPUP_OBJECT', 'DEV_ROOT_ADDRESS'];
    expect(Object.keys(env).sort()).toEqual([...keys].sort());
    for (const k of keys) expect(env[k], k).toBe(committed[k]);
  });

  it('creates the shared objects with their documented defaults', () => {
    const chain = newChain();
    for (const id of [FINANCE_OBJECT, FINANCE_POOL, UNSTAKE_CONFIG, LIQUIDITY_SWAP, USDC_SUI_POOL, TOPUP_OBJECT]) {
      expect(chain.object(id).owner).toEqual({ kind: 'shared' });
    }
    expect(chain.object(FINANCE_OBJECT).fields.root).toBe(ROOT);
    expect(chain.object(FINANCE_POOL).fields).toMatchObject({
      claim_hr_rate: '300',
      unstake_hr_rate: '200',
      release_rate: '100',
      min_stake: String(20n * SUI),
      total_staked: '0',
    });
    expect(chain.object(UNSTAKE_CONFIG).fields.lock_ms).toBe(String(7n * 86_400_000n));
    const swap = chain.object<{ operator_pubkey: number[] }>(LIQUIDITY_SWAP).fields;
    expect(swap).toMatchObject({ suil_reserve: String(1_000_000n * SUI), sui_reserve: String(100_000n * SUI), fee_bps: '30' });
    expect(toHex(Uint8Array.from(swap.operator_pubkey))).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    expect(chain.object(USDC_SUI_POOL).fields).toMatchObject({ usdc_reserve: String(3_500_000n * USDC), sui_reserve: String(1_000_000n * SUI) });
    expect(chain.object(TOPUP_OBJECT).fields.min_usdc).toBe(String(50n * USDC));
  });

  it('grants root SUIL and USDC and declares both coins', () => {
    const chain = newChain();
    expect(chain.balance(ROOT, SUIL_TYPE)).toBe(DEFAULTS.rootSuilGrant);
    expect(chain.balance(ROOT, USDC_TYPE)).toBe(DEFAULTS.rootUsdcGrant);
    const coins = financePackages().flatMap((p) => p.coins ?? []);
    expect(coins.map((c) => [c.type, c.decimals, c.symbol])).toEqual([
      [USDC_TYPE, 6, 'USDC'],
      [SUIL_TYPE, 9, 'SUIL'],
    ]);
  });

  it("funds the dev sponsor's SUI address balance with 10,000 SUI and gives it no coin", () => {
    const chain = newChain();
    expect(DEFAULTS.devSponsorAddressBalance).toBe(10_000n * SUI);
    expect(chain.addressBalance(DEV_SPONSOR_ADDRESS, SUI_TYPE)).toBe(DEFAULTS.devSponsorAddressBalance);
    expect(chain.coins(DEV_SPONSOR_ADDRESS, SUI_TYPE)).toEqual([]);
  });

  it('takes the operator key from the node config and rejects a malformed one', () => {
    const key = 'ab'.repeat(32);
    const chain = new TestChain(financePackages(), { operatorPublicKey: `0x${key}` });
    chain.genesis();
    expect(toHex(Uint8Array.from(chain.object<{ operator_pubkey: number[] }>(LIQUIDITY_SWAP).fields.operator_pubkey))).toBe(key);
    expect(() => new TestChain(financePackages(), { operatorPublicKey: 'abcd' }).genesis()).toThrow(/32 bytes/);
  });
});
