import { describe, expect, it } from 'vitest';
import { DECIMALS } from '../config/constants';
import { formatAmount, formatDisplay, parseAmount, readAmount } from './amount';

describe('parseAmount', () => {
  it('parses whole and fractional amounts to base units', () => {
    expect(parseAmount('20', DECIMALS.SUI)).toBe(20_000_000_000n);
    expect(parseAmount('0.5', DECIMALS.SUI)).toBe(500_000_000n);
    expect(parseAmount('.5', DECIMALS.SUI)).toBe(500_000_000n);
    expect(parseAmount('1.', DECIMALS.SUI)).toBe(1_000_000_000n);
    expect(parseAmount('1.000000001', DECIMALS.SUI)).toBe(1_000_000_001n);
    expect(parseAmount('50', DECIMALS.USDC)).toBe(50_000_000n);
  });

  it('keeps precision beyond what a float holds', () => {
    expect(parseAmount('12345678901.123456789', DECIMALS.SUI)).toBe(12_345_678_901_123_456_789n);
  });

  it('rejects empty, signed, exponent and over-precise texts', () => {
    for (const text of ['', ' ', '.', '-1', '+1', '1e9', '1e3', '1,000', 'abc', '1.2.3', '1.5.5']) {
      expect(parseAmount(text, DECIMALS.SUI)).toBeNull();
    }
    expect(parseAmount('0.0000001', DECIMALS.USDC)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('drops trailing fraction zeros', () => {
    expect(formatAmount(20_000_000_000n, DECIMALS.SUI)).toBe('20');
    expect(formatAmount(1_500_000_000n, DECIMALS.SUI)).toBe('1.5');
    expect(formatAmount(1n, DECIMALS.SUI)).toBe('0.000000001');
    expect(formatAmount(0n, DECIMALS.USDC)).toBe('0');
  });

  it('cuts to the fraction digits asked for and groups thousands', () => {
    expect(formatAmount(1_234_567_899_999_999n, DECIMALS.SUI, { maxFractionDigits: 4, group: true })).toBe(
      '1,234,567.8999',
    );
    expect(formatAmount(-2_500_000n, DECIMALS.USDC)).toBe('-2.5');
  });

  it('round-trips with parseAmount', () => {
    for (const text of ['0', '1', '0.1', '123.456789', '999999999.999999999']) {
      expect(formatAmount(parseAmount(text, DECIMALS.SUI)!, DECIMALS.SUI)).toBe(text);
    }
  });
});

describe('formatDisplay', () => {
  it('shows every coin with up to 4 cut fraction digits, grouped', () => {
    expect(formatDisplay(1_234_567_891_234n, DECIMALS.SUI)).toBe('1,234.5678');
    expect(formatDisplay(20_000_000_000n, DECIMALS.SUI)).toBe('20');
    expect(formatDisplay(12_345_678n, DECIMALS.USDC)).toBe('12.3456');
    expect(formatDisplay(1_000_010_000n, DECIMALS.SUI)).toBe('1');
    expect(formatDisplay(0n, DECIMALS.SUI)).toBe('0');
  });

  it('shows an amount under one coin with at least 3 significant digits, never 0', () => {
    expect(formatDisplay(37_000n, DECIMALS.SUI)).toBe('0.000037');
    expect(formatDisplay(37_123n, DECIMALS.SUI)).toBe('0.0000371');
    expect(formatDisplay(1n, DECIMALS.SUI)).toBe('0.000000001');
    expect(formatDisplay(12n, DECIMALS.SUI)).toBe('0.000000012');
    expect(formatDisplay(1n, DECIMALS.USDC)).toBe('0.000001');
    expect(formatDisplay(12_300_000n, DECIMALS.SUI)).toBe('0.0123');
    expect(formatDisplay(1_234_567n, DECIMALS.SUI)).toBe('0.00123');
    expect(formatDisplay(123_456_789n, DECIMALS.SUI)).toBe('0.1234');
    expect(formatDisplay(100_010n, DECIMALS.SUI)).toBe('0.0001');
    expect(formatDisplay(-37_000n, DECIMALS.SUI)).toBe('-0.000037');
  });

  it('keeps a few-percent fee visible in what arrives, the difference taken in base units', () => {
    // 0.0000167 SUIL claimed, 3% kept (0.000000501): 0.0000161 arrives, not "0.000016" twice.
    const reward = 16_700n;
    const fee = (reward * 300n) / 10_000n;
    expect(formatDisplay(reward, DECIMALS.SUI)).toBe('0.0000167');
    expect(formatDisplay(fee, DECIMALS.SUI)).toBe('0.000000501');
    expect(formatDisplay(reward - fee, DECIMALS.SUI)).toBe('0.0000161');
    expect(formatDisplay(reward - fee, DECIMALS.SUI)).not.toBe(formatDisplay(reward, DECIMALS.SUI));
  });

  it('never reads 0 for any non-zero amount', () => {
    for (let exponent = 0n; exponent < 12n; exponent++) {
      for (const digit of [1n, 5n, 9n]) {
        const value = digit * 10n ** exponent;
        expect(formatDisplay(value, DECIMALS.SUI)).not.toMatch(/^0(\.0*)?$/);
        expect(formatDisplay(value, DECIMALS.USDC)).not.toMatch(/^0(\.0*)?$/);
      }
    }
  });
});

describe('readAmount: what a person types, read as one amount or refused with the reason', () => {
  const read = (text: string, decimals: number = DECIMALS.SUI) => readAmount(text, decimals);
  const amount = (value: bigint) => ({ kind: 'amount', value });

  it('refuses what is not a plain decimal instead of changing its meaning', () => {
    // Each of these once became another number on the way to the wallet: '1e3' -> 13, '-1' -> 1, '1.5.5' -> 1.55.
    for (const text of ['1e3', '1E3', '-1', '+1', '−1', '1.5.5', '12a', '1 000', '0x10', '∞', 'NaN', '1_000', '.', ',', '1.0,5', '1.000,5', '1,0000,000']) {
      expect([text, read(text)]).toEqual([text, { kind: 'unreadable' }]);
    }
  });

  it('reads full-width digits and points from a Chinese, Japanese or Korean input method as the same number', () => {
    expect(read('１２')).toEqual(amount(12n * 10n ** 9n));
    expect(read('１．５')).toEqual(amount(1_500_000_000n));
    expect(read('1。5')).toEqual(amount(1_500_000_000n)); // a Chinese keyboard's full stop
    expect(read('　１２　')).toEqual(amount(12n * 10n ** 9n)); // ideographic spaces around it
    expect(read('１，２３４．５')).toEqual(amount(1_234_500_000_000n));
    expect(read('１ｅ３')).toEqual({ kind: 'unreadable' });
    expect(read('－１')).toEqual({ kind: 'unreadable' });
  });

  it('reads thousands separators only where they cannot be anything else', () => {
    expect(read('1,234.5')).toEqual(amount(1_234_500_000_000n));
    expect(read('1,000,000')).toEqual(amount(1_000_000n * 10n ** 9n));
    expect(read('12,34,567.5', DECIMALS.USDC)).toEqual(amount(1_234_567_500_000n)); // the Indian grouping
    expect(read('1,000.')).toEqual(amount(1_000n * 10n ** 9n));
  });

  it('reads a lone comma as a decimal comma (a comma-decimal keypad), and refuses one before exactly three digits', () => {
    expect(read('1,5')).toEqual(amount(1_500_000_000n));
    expect(read('0,125')).toEqual(amount(125_000_000n));
    expect(read('1,2345')).toEqual(amount(1_234_500_000n));
    expect(read(',5')).toEqual(amount(500_000_000n));
    for (const text of ['1,000', '12,500', '999,999']) expect([text, read(text)]).toEqual([text, { kind: 'ambiguousComma' }]);
  });

  it('refuses more fraction digits than the coin has instead of cutting them', () => {
    expect(read('1.1234567', DECIMALS.USDC)).toEqual({ kind: 'tooPrecise' });
    expect(read('1.123456', DECIMALS.USDC)).toEqual(amount(1_123_456n));
  });

  it('tells an empty text apart, and keeps leading zeros harmless', () => {
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read('   ')).toEqual({ kind: 'empty' });
    expect(read('007')).toEqual(amount(7n * 10n ** 9n));
    expect(read('0.0')).toEqual(amount(0n));
  });
});
