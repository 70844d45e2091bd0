import { describe, expect, it } from 'vitest';
import { describeSwapPreview } from './swap-preview';

const ONE = 1_000_000_000n;

describe('describeSwapPreview', () => {
  it('shows the quote of 10 SUIL on the localnet pool (0.3% fee, 1,000,000 SUIL / 100,000 SUI)', () => {
    // swap_view_v2: fee = 10 * 30 / 10000, swap_value = 9.97, out = 100000 * 9.97 / (1000000 + 9.97)
    const quote = { fee: 30_000_000n, swapValue: 9_970_000_000n, amountOut: 996_990_060n };
    expect(describeSwapPreview(quote, 10n * ONE, 50n)).toEqual({
      fee: '0.03 SUIL',
      feeRate: '0.30%',
      amountOut: '0.9969 SUI',
      price: '1 SUIL ≈ 0.0997 SUI',
      minimumReceived: '0.992 SUI',
      minOut: 992_005_109n,
    });
  });

  it('rounds the fee rate to 2 decimals and the price to 4, half up', () => {
    const quote = { fee: 1n, swapValue: 2n, amountOut: 2n };
    const text = describeSwapPreview(quote, 3n, 100n);
    expect(text.feeRate).toBe('33.33%');
    expect(text.price).toBe('1 SUIL ≈ 0.6667 SUI');
    expect(text.minOut).toBe(1n);
  });
});
