import { describe, expect, it } from 'vitest';
import { checkSwapAmount, minAmountOut, parseSlippagePercent } from './swap-math';

const ONE = 1_000_000_000n;

describe('checkSwapAmount', () => {
  it('asks for the Suil amount, then checks the balance', () => {
    expect(checkSwapAmount('', null)).toMatchObject({ ok: false, key: 'validation.enterSuilAmount' });
    expect(checkSwapAmount('0', 5n * ONE)).toMatchObject({ ok: false, key: 'amountInput.swap.zero' });
    expect(checkSwapAmount('5.000000001', 5n * ONE)).toMatchObject({ ok: false, key: 'amountInput.swap.over' });
    expect(checkSwapAmount('5', 5n * ONE)).toEqual({ ok: true, amount: 5n * ONE });
  });

  it('does not claim a shortfall while the balance is unknown', () => {
    expect(checkSwapAmount('5', null)).toEqual({ ok: true, amount: 5n * ONE });
  });
});

describe('parseSlippagePercent', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(parseSlippagePercent('0.5')).toBe(50n);
    expect(parseSlippagePercent('2')).toBe(200n);
    expect(parseSlippagePercent('0.01')).toBe(1n);
    expect(parseSlippagePercent('50')).toBe(5_000n);
  });

  it('refuses nothing, zero, too many decimals and more than 50%', () => {
    for (const text of ['', '0', '0.00', '0.001', '50.01', '-1', 'abc', '1e1', '0.5.5']) expect(parseSlippagePercent(text)).toBeNull();
    // Full-width digits from an input method read as themselves.
    expect(parseSlippagePercent('０．５')).toBe(50n);
  });
});

describe('minAmountOut', () => {
  it('takes the slippage off the quoted amount, in bigint, rounding down', () => {
    expect(minAmountOut(1000n, 50n)).toBe(995n);
    expect(minAmountOut(1000n, 300n)).toBe(970n);
    expect(minAmountOut(999n, 100n)).toBe(989n); // 989.01: never promise more than the quote
    expect(minAmountOut(9_970_089_730n, 1n)).toBe(9_969_092_721n);
  });

  it('keeps the slippage within 0..100%', () => {
    expect(minAmountOut(1000n, 0n)).toBe(1000n);
    expect(minAmountOut(1000n, 20_000n)).toBe(0n);
    expect(minAmountOut(1000n, -5n)).toBe(1000n);
  });
});
