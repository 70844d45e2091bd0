import { describe, expect, it } from 'vitest';
import { checkSwapAmount, feeRateBps, formatPrice, minAmountOut } from './swap-math';

const ONE = 1_000_000_000n;

describe('checkSwapAmount', () => {
  it('asks for the Suil amount, then checks the balance', () => {
    expect(checkSwapAmount('', null)).toEqual({ ok: false, key: 'validation.enterSuilAmount' });
    expect(checkSwapAmount('0', 5n * ONE)).toEqual({ ok: false, key: 'validation.enterSuilAmount' });
    expect(checkSwapAmount('5.000000001', 5n * ONE)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
    expect(checkSwapAmount('5', 5n * ONE)).toEqual({ ok: true, amount: 5n * ONE });
  });
});

describe('feeRateBps', () => {
  it('is fee / amount in, in basis points, rounded half up', () => {
    expect(feeRateBps(3n * ONE / 1000n, ONE)).toBe(30n); // 0.3%
    expect(feeRateBps(1n, 3n)).toBe(3333n); // 33.33%
    expect(feeRateBps(2n, 3n)).toBe(6667n); // 66.67%
    expect(feeRateBps(5n, 0n)).toBe(0n);
  });
});

describe('formatPrice', () => {
  it('gives SUI per SUIL with 4 decimals, rounded', () => {
    expect(formatPrice(10n * ONE, 25n * ONE)).toBe('2.5000');
    expect(formatPrice(3n * ONE, ONE)).toBe('0.3333');
    expect(formatPrice(3n * ONE, 2n * ONE)).toBe('0.6667');
  });
});

describe('minAmountOut', () => {
  it('takes the slippage off the quoted amount', () => {
    expect(minAmountOut(1000n, 50n)).toBe(995n);
    expect(minAmountOut(1000n, 300n)).toBe(970n);
    expect(minAmountOut(999n, 100n)).toBe(989n); // rounds down: never promise more
  });
});
