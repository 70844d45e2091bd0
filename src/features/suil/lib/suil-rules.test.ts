import { describe, expect, it } from 'vitest';
import { checkSuilAdd } from './suil-rules';

const SUIL = 1_000_000_000n;

describe('checkSuilAdd', () => {
  it('asks for the SuiL amount', () => {
    expect(checkSuilAdd('', null, null)).toEqual({ ok: false, key: 'validation.enterSuiLAmount' });
  });

  it('holds the worth to 50 USDC once the price is known', () => {
    const halfUsdc = 500_000n; // one SUIL buys 0.5 USDC
    expect(checkSuilAdd('99.99', null, halfUsdc)).toEqual({ ok: false, key: 'validation.belowMinimumAmount' });
    expect(checkSuilAdd('100', null, halfUsdc)).toEqual({ ok: true, amount: 100n * SUIL });
  });

  it('checks the balance before the worth', () => {
    expect(checkSuilAdd('10', 5n * SUIL, 500_000n)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
  });

  it('does not guess the worth while the price is unknown', () => {
    expect(checkSuilAdd('1', null, null)).toEqual({ ok: true, amount: SUIL });
  });
});
