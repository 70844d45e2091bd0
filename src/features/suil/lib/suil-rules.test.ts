import { describe, expect, it } from 'vitest';
import { checkSuilAdd, checkSuilWorth, MIN_USDC_TOP_UP } from './suil-rules';

const SUIL = 1_000_000_000n;
const USDC = 1_000_000n;

describe('checkSuilAdd', () => {
  it('asks for the SuiL amount for nothing or zero', () => {
    expect(checkSuilAdd('', null)).toEqual({ ok: false, key: 'validation.enterSuiLAmount' });
    expect(checkSuilAdd('0.0', 5n * SUIL)).toEqual({ ok: false, key: 'validation.enterSuiLAmount' });
  });

  it('refuses more than the SUIL balance', () => {
    expect(checkSuilAdd('10', 5n * SUIL)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
    expect(checkSuilAdd('5', 5n * SUIL)).toEqual({ ok: true, amount: 5n * SUIL });
  });
});

describe('checkSuilWorth', () => {
  it('holds the worth to 50 USDC, and waits while the chain has not valued it', () => {
    expect(MIN_USDC_TOP_UP).toBe(50n * USDC);
    expect(checkSuilWorth(null)).toBe('unknown');
    expect(checkSuilWorth(50n * USDC - 1n)).toBe('belowMinimum');
    expect(checkSuilWorth(50n * USDC)).toBe('enough');
  });
});
