import { describe, expect, it } from 'vitest';
import { formatAmount, formatDisplay, parseAmount, sanitizeAmountInput, SUI_DECIMALS, USDC_DECIMALS } from './amount';

describe('parseAmount', () => {
  it('parses whole and fractional amounts to base units', () => {
    expect(parseAmount('20', SUI_DECIMALS)).toBe(20_000_000_000n);
    expect(parseAmount('0.5', SUI_DECIMALS)).toBe(500_000_000n);
    expect(parseAmount('.5', SUI_DECIMALS)).toBe(500_000_000n);
    expect(parseAmount('1.', SUI_DECIMALS)).toBe(1_000_000_000n);
    expect(parseAmount('1.000000001', SUI_DECIMALS)).toBe(1_000_000_001n);
    expect(parseAmount('50', USDC_DECIMALS)).toBe(50_000_000n);
  });

  it('keeps precision beyond what a float holds', () => {
    expect(parseAmount('12345678901.123456789', SUI_DECIMALS)).toBe(12_345_678_901_123_456_789n);
  });

  it('rejects empty, signed, exponent and over-precise texts', () => {
    for (const text of ['', ' ', '.', '-1', '+1', '1e9', '1,000', 'abc', '1.2.3']) {
      expect(parseAmount(text, SUI_DECIMALS)).toBeNull();
    }
    expect(parseAmount('0.0000001', USDC_DECIMALS)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('drops trailing fraction zeros', () => {
    expect(formatAmount(20_000_000_000n, SUI_DECIMALS)).toBe('20');
    expect(formatAmount(1_500_000_000n, SUI_DECIMALS)).toBe('1.5');
    expect(formatAmount(1n, SUI_DECIMALS)).toBe('0.000000001');
    expect(formatAmount(0n, USDC_DECIMALS)).toBe('0');
  });

  it('cuts to the fraction digits asked for and groups thousands', () => {
    expect(formatAmount(1_234_567_899_999_999n, SUI_DECIMALS, { maxFractionDigits: 4, group: true })).toBe(
      '1,234,567.8999',
    );
    expect(formatAmount(-2_500_000n, USDC_DECIMALS)).toBe('-2.5');
  });

  it('round-trips with parseAmount', () => {
    for (const text of ['0', '1', '0.1', '123.456789', '999999999.999999999']) {
      expect(formatAmount(parseAmount(text, SUI_DECIMALS)!, SUI_DECIMALS)).toBe(text);
    }
  });
});

describe('formatDisplay', () => {
  it('shows every coin with up to 4 cut fraction digits, grouped', () => {
    expect(formatDisplay(1_234_567_891_234n, SUI_DECIMALS)).toBe('1,234.5678');
    expect(formatDisplay(20_000_000_000n, SUI_DECIMALS)).toBe('20');
    expect(formatDisplay(12_345_678n, USDC_DECIMALS)).toBe('12.3456');
    expect(formatDisplay(1_000_010_000n, SUI_DECIMALS)).toBe('1');
    expect(formatDisplay(0n, SUI_DECIMALS)).toBe('0');
  });

  it('shows an amount under one coin with at least 3 significant digits, never 0', () => {
    expect(formatDisplay(37_000n, SUI_DECIMALS)).toBe('0.000037');
    expect(formatDisplay(37_123n, SUI_DECIMALS)).toBe('0.0000371');
    expect(formatDisplay(1n, SUI_DECIMALS)).toBe('0.000000001');
    expect(formatDisplay(12n, SUI_DECIMALS)).toBe('0.000000012');
    expect(formatDisplay(1n, USDC_DECIMALS)).toBe('0.000001');
    expect(formatDisplay(12_300_000n, SUI_DECIMALS)).toBe('0.0123');
    expect(formatDisplay(1_234_567n, SUI_DECIMALS)).toBe('0.00123');
    expect(formatDisplay(123_456_789n, SUI_DECIMALS)).toBe('0.1234');
    expect(formatDisplay(100_010n, SUI_DECIMALS)).toBe('0.0001');
    expect(formatDisplay(-37_000n, SUI_DECIMALS)).toBe('-0.000037');
  });

  it('keeps a few-percent fee visible in what arrives, the difference taken in base units', () => {
    // 0.0000167 SUIL claimed, 3% kept (0.000000501): 0.0000161 arrives, not "0.000016" twice.
    const reward = 16_700n;
    const fee = (reward * 300n) / 10_000n;
    expect(formatDisplay(reward, SUI_DECIMALS)).toBe('0.0000167');
    expect(formatDisplay(fee, SUI_DECIMALS)).toBe('0.000000501');
    expect(formatDisplay(reward - fee, SUI_DECIMALS)).toBe('0.0000161');
    expect(formatDisplay(reward - fee, SUI_DECIMALS)).not.toBe(formatDisplay(reward, SUI_DECIMALS));
  });

  it('never reads 0 for any non-zero amount', () => {
    for (let exponent = 0n; exponent < 12n; exponent++) {
      for (const digit of [1n, 5n, 9n]) {
        const value = digit * 10n ** exponent;
        expect(formatDisplay(value, SUI_DECIMALS)).not.toMatch(/^0(\.0*)?$/);
        expect(formatDisplay(value, USDC_DECIMALS)).not.toMatch(/^0(\.0*)?$/);
      }
    }
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point within the coin decimals', () => {
    expect(sanitizeAmountInput('12a.3.4', SUI_DECIMALS)).toBe('12.34');
    expect(sanitizeAmountInput('1.1234567', USDC_DECIMALS)).toBe('1.123456');
    expect(sanitizeAmountInput('1,5', SUI_DECIMALS)).toBe('1.5');
    expect(sanitizeAmountInput('1,000.5', SUI_DECIMALS)).toBe('1000.5');
    expect(sanitizeAmountInput('.5', SUI_DECIMALS)).toBe('0.5');
    expect(sanitizeAmountInput('007', SUI_DECIMALS)).toBe('7');
    expect(sanitizeAmountInput('0.0', SUI_DECIMALS)).toBe('0.0');
    expect(sanitizeAmountInput('-3', SUI_DECIMALS)).toBe('3');
  });
});
