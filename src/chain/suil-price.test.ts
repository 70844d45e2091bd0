import { afterEach, describe, expect, it } from 'vitest';
import { setDigitGroupingLocale } from './digit-grouping';
import { formatSuilPrice, poolPrice, priceValue } from './suil-price';

describe('the SUIL price', () => {
  afterEach(() => setDigitGroupingLocale(null));

  it('shows six significant digits, cut and never rounded up', () => {
    // A swap of 20 SUIL (fee 0.06) that paid 1.98 SUI: 1.98 / 19.94.
    expect(formatSuilPrice({ sui: 1_980_000_000n, suil: 19_940_000_000n })).toBe('0.0992978');
    expect(formatSuilPrice({ sui: 100_000n * 10n ** 9n, suil: 1_000_000n * 10n ** 9n })).toBe('0.1');
    expect(formatSuilPrice({ sui: 2n, suil: 3n })).toBe('0.666666');
    expect(formatSuilPrice({ sui: 1_234_567_891n, suil: 1_000n })).toBe('1,234,567');
  });

  it('never shows 0 for a price that is not 0', () => {
    expect(formatSuilPrice({ sui: 1n, suil: 10n ** 18n })).toBe('0.000000000000000001');
    expect(formatSuilPrice({ sui: 0n, suil: 5n })).toBe('0');
  });

  it('groups the whole part the reader’s way', () => {
    setDigitGroupingLocale('en-IN');
    expect(formatSuilPrice({ sui: 370_370_367n, suil: 1n })).toBe('37,03,70,367');
  });

  it('takes the pool’s price from its reserves, none from an empty pool', () => {
    const price = poolPrice({ suiReserve: 99_000n, suilReserve: 1_010_000n })!;
    expect(price).toEqual({ sui: 99_000n, suil: 1_010_000n });
    expect(priceValue(price)).toBeCloseTo(0.0980198, 6);
    expect(poolPrice({ suiReserve: 0n, suilReserve: 5n })).toBeNull();
  });
});
