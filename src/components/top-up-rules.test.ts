import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, MIN_USDC_TOP_UP, USDC_TOP_UP_SUI_FEE } from './top-up-rules';

describe('checkTopUpAmount', () => {
  it('asks for the top-up amount first', () => {
    expect(checkTopUpAmount('SUI', '', null)).toEqual({ ok: false, key: 'validation.enterTopUpAmount' });
  });

  it('holds USDC to 50 and no other coin', () => {
    expect(checkTopUpAmount('USDC', '49.999999', null)).toEqual({ ok: false, key: 'validation.belowMinimumAmount' });
    expect(checkTopUpAmount('USDC', '50', null)).toEqual({ ok: true, amount: MIN_USDC_TOP_UP });
    expect(checkTopUpAmount('SUIL', '1', null)).toEqual({ ok: true, amount: 1_000_000_000n });
  });

  it('uses each coin its own decimals', () => {
    expect(checkTopUpAmount('USDC', '60.5', null)).toEqual({ ok: true, amount: 60_500_000n });
    expect(checkTopUpAmount('SUI', '0.000000001', null)).toEqual({ ok: true, amount: 1n });
  });

  it('says the balance is short', () => {
    expect(checkTopUpAmount('SUI', '2', 1_000_000_000n)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
  });
});

describe('USDC top-up fee', () => {
  it('is a small SUI amount (0.01 SUI)', () => {
    expect(USDC_TOP_UP_SUI_FEE).toBe(10_000_000n);
  });
});
