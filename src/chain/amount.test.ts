import { describe, expect, it } from 'vitest';
import { DECIMALS } from '../config/constants';
import { formatAmount, formatDisplay, parseAmount, sanitizeAmountInput } from './amount';

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
    for (const text of ['', ' ', '.', '-1', '+1', '1e9', '1,000', 'abc', '1.2.3']) {
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

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point within the coin decimals', () => {
    expect(sanitizeAmountInput('12a.3.4', DECIMALS.SUI)).toBe('12.34');
    expect(sanitizeAmountInput('1.1234567', DECIMALS.USDC)).toBe('1.123456');
    expect(sanitizeAmountInput('1,5', DECIMALS.SUI)).toBe('1.5');
    expect(sanitizeAmountInput('1,000.5', DECIMALS.SUI)).toBe('1000.5');
    expect(sanitizeAmountInput('.5', DECIMALS.SUI)).toBe('0.5');
    expect(sanitizeAmountInput('007', DECIMALS.SUI)).toBe('7');
    expect(sanitizeAmountInput('0.0', DECIMALS.SUI)).toBe('0.0');
    expect(sanitizeAmountInput('-3', DECIMALS.SUI)).toBe('3');
  });
});
