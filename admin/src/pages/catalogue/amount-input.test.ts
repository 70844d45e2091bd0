import { describe, expect, it } from 'vitest';
import { amountText, formatCoin, parseCoinAmount, parseWholeNumber } from './amount-input.ts';

describe('formatCoin / amountText', () => {
  it('shows every digit of base units with the coin\'s decimals', () => {
    expect(formatCoin('1234000000001', 'SUI')).toBe('1,234.000000001 SUI');
    expect(formatCoin('1500000', 'USDC')).toBe('1.5 USDC');
    expect(formatCoin('1', 'SUIL')).toBe('0.000000001 SUIL');
    expect(formatCoin('0', 'SUI')).toBe('0 SUI');
    expect(amountText('1234500000000', 'SUI')).toBe('1234.5');
    expect(amountText('1234500000', 'USDC')).toBe('1234.5');
  });
});

describe('parseCoinAmount', () => {
  it('turns a decimal into base units of the coin', () => {
    expect(parseCoinAmount(' 1234.5 ', 'SUI', { positive: true })).toEqual({ ok: true, value: '1234500000000' });
    expect(parseCoinAmount('0.000001', 'USDC', { positive: true })).toEqual({ ok: true, value: '1' });
    expect(parseCoinAmount('0', 'SUIL', { positive: false })).toEqual({ ok: true, value: '0' });
  });

  it('refuses with a message what is not a plain amount', () => {
    expect(parseCoinAmount('', 'SUI', { positive: true })).toEqual({ ok: false, error: 'Enter an amount in SUI.' });
    expect(parseCoinAmount('0.0000001', 'USDC', { positive: true })).toEqual({ ok: false, error: 'USDC has 6 decimals: at most 6 digits after the point.' });
    expect(parseCoinAmount('1,000', 'SUI', { positive: true }).ok).toBe(false);
    expect(parseCoinAmount('-1', 'SUI', { positive: true }).ok).toBe(false);
    expect(parseCoinAmount('1e9', 'SUI', { positive: true }).ok).toBe(false);
    expect(parseCoinAmount('0.0', 'SUI', { positive: true })).toEqual({ ok: false, error: 'Must be more than 0.' });
    expect(parseCoinAmount('18446744073.709551616', 'SUI', { positive: true })).toMatchObject({ ok: false, error: expect.stringContaining('Too large') });
    expect(parseCoinAmount('18446744073.709551615', 'SUI', { positive: true })).toEqual({ ok: true, value: '18446744073709551615' });
  });
});

describe('parseWholeNumber', () => {
  it('takes digits within the bounds only', () => {
    expect(parseWholeNumber(' 30 ', { min: 7, max: 3650 })).toEqual({ ok: true, value: 30 });
    expect(parseWholeNumber('6', { min: 7, max: 3650 })).toEqual({ ok: false, error: 'From 7 to 3650.' });
    expect(parseWholeNumber('7.5', { min: 7, max: 3650 }).ok).toBe(false);
    expect(parseWholeNumber('', { min: 0, max: 5 }).ok).toBe(false);
  });
});
