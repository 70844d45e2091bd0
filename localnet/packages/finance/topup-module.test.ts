import { describe, expect, it } from 'vitest';
import { SUI_TYPE, SUIL_TYPE, TOPUP_BALANCES_TABLE, TOPUP_OBJECT, USDC_TYPE } from './ids.ts';
import type { TableFields } from './move.ts';
import { type TestChain, abortCode, eventsNamed } from './test-chain.ts';
import { SUI, USDC, newChain, target, user } from './test-fixture.ts';

const SUI_NAME = '0000000000000000000000000000000000000000000000000000000000000002::sui::SUI';
const SUIL_NAME = '0000000000000000000000000000000000000000000000000000000000005011::suil::SUIL';
const USDC_NAME = '00000000000000000000000000000000000000000000000000000000000005dc::usdc::USDC';

function topup(chain: TestChain, fn: 'topup' | 'topup_suil', who: string, coinType: string, amount: bigint) {
  const coin = chain.mintCoin(coinType, amount, who);
  return chain.call(who, target('topup', fn), [{ object: TOPUP_OBJECT }, { object: coin }]);
}

function topupV2(chain: TestChain, who: string, coinType: string, amount: bigint, fee: bigint) {
  const feeCoin = chain.mintCoin(SUI_TYPE, fee, who);
  const coin = chain.mintCoin(coinType, amount, who);
  return chain.call(who, target('topup', 'topup_v2'), [{ object: TOPUP_OBJECT }, { object: feeCoin }, { object: coin }], [coinType]);
}

describe('topup', () => {
  it('topup takes SUI and emits ToppedUp with the type_name string of SUI', () => {
    const chain = newChain();
    const r = topup(chain, 'topup', user(1), SUI_TYPE, 3n * SUI);
    expect(eventsNamed(r, 'ToppedUp')).toEqual([{ user: user(1), coin_type: SUI_NAME, amount: 3n * SUI }]);
    expect(r.events[0].type).toMatch(/::topup::ToppedUp$/);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
  });

  it('topup_suil takes SUIL', () => {
    const chain = newChain();
    const r = topup(chain, 'topup_suil', user(1), SUIL_TYPE, 7n);
    expect(eventsNamed(r, 'ToppedUp')).toEqual([{ user: user(1), coin_type: SUIL_NAME, amount: 7n }]);
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(0n);
  });

  it('topup_v2<USDC> takes the USDC and the SUI fee, and keeps per-type totals in a table', () => {
    const chain = newChain();
    const r = topupV2(chain, user(1), USDC_TYPE, 50n * USDC, 10_000_000n);
    expect(eventsNamed(r, 'ToppedUp')).toEqual([{ user: user(1), coin_type: USDC_NAME, amount: 50n * USDC }]);
    topupV2(chain, user(2), USDC_TYPE, 60n * USDC, 0n);
    topup(chain, 'topup', user(1), SUI_TYPE, SUI);
    expect(chain.balance(user(1), USDC_TYPE)).toBe(0n);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
    const vault = chain.object<{ sui_fees: string; balances: TableFields }>(TOPUP_OBJECT).fields;
    expect(vault.sui_fees).toBe('10000000');
    expect(vault.balances.size).toBe('2');
    expect(chain.dynamicFieldCount(TOPUP_BALANCES_TABLE)).toBe(2);
  });

  it('aborts 5 for USDC below min_usdc (50 USDC) and for an empty coin', () => {
    const chain = newChain();
    expect(abortCode(() => topupV2(chain, user(1), USDC_TYPE, 50n * USDC - 1n, 1n))).toEqual({ module: 'topup', code: 5 });
    expect(chain.object(TOPUP_OBJECT).fields.sui_fees).toBe('0');
    expect(abortCode(() => topup(chain, 'topup', user(1), SUI_TYPE, 0n))).toEqual({ module: 'topup', code: 5 });
    expect(abortCode(() => topup(chain, 'topup_suil', user(1), SUIL_TYPE, 0n))).toEqual({ module: 'topup', code: 5 });
  });

  it('topup_v2 rejects a coin whose type is not its type argument', () => {
    const chain = newChain();
    const feeCoin = chain.mintCoin(SUI_TYPE, 1n, user(1));
    const coin = chain.mintCoin(SUIL_TYPE, 100n * USDC, user(1));
    expect(() =>
      chain.call(user(1), target('topup', 'topup_v2'), [{ object: TOPUP_OBJECT }, { object: feeCoin }, { object: coin }], [USDC_TYPE]),
    ).toThrow(/expected/);
  });
});
