import { describe, expect, it } from 'vitest';
import { LIQUIDITY_SWAP, USDC_SUI_POOL } from './ids.ts';
import type { TestChain } from './test-chain.ts';
import { SUI, newChain, target, user } from './test-fixture.ts';

function price(chain: TestChain, amountIn: bigint): bigint {
  return chain.call(
    user(1),
    target('suiprice', 'get_suil_usd_amount_out'),
    [{ object: LIQUIDITY_SWAP }, { object: USDC_SUI_POOL }, { pure: amountIn }],
    [],
    { readOnly: true },
  ).returns[0] as bigint;
}

describe('suiprice::get_suil_usd_amount_out', () => {
  it('quotes SUIL -> SUI -> USDC without fees', () => {
    const chain = newChain();
    const sui = (100_000n * SUI * SUI) / (1_000_000n * SUI + SUI);
    const usdc = (3_500_000_000_000n * sui) / (1_000_000n * SUI + sui);
    expect(price(chain, SUI)).toBe(usdc);
    // 1 SUIL ~ 0.1 SUI ~ 0.35 USDC (6 decimals)
    expect(usdc).toBe(349_999n);
    expect(price(chain, 0n)).toBe(0n);
  });

  it('follows the pools', () => {
    const chain = newChain();
    chain.patch(USDC_SUI_POOL, { usdc_reserve: 7_000_000_000_000n });
    expect(price(chain, SUI)).toBe(699_999n);
    chain.patch(LIQUIDITY_SWAP, { sui_reserve: 0n });
    expect(price(chain, SUI)).toBe(0n);
  });
});
