import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, checkTopUpWorth, MIN_SUIL_TOP_UP_WORTH_USDC, MIN_USDC_TOP_UP, USDC_TOP_UP_SUI_FEE } from './top-up-rules';

describe('checkTopUpAmount', () => {
  it('asks for the top-up amount first, and says a zero is not one', () => {
    expect(checkTopUpAmount('SUI', '', null)).toMatchObject({ ok: false, key: 'validation.enterTopUpAmount' });
    // '0' once read 'Please enter the top-up amount'.
    expect(checkTopUpAmount('SUI', '0', null)).toMatchObject({ ok: false, key: 'amountInput.topUp.zero' });
  });

  it('reads full-width digits as the number they are, and refuses what it cannot read', () => {
    expect(checkTopUpAmount('SUI', '１２', null)).toEqual({ ok: true, amount: 12_000_000_000n });
    for (const text of ['1e3', '-1', '1.5.5']) expect(checkTopUpAmount('SUI', text, null)).toMatchObject({ ok: false, key: 'amountInput.unreadable' });
  });

  it('holds USDC to 50 and no other coin', () => {
    expect(checkTopUpAmount('USDC', '49.999999', null)).toMatchObject({ ok: false, key: 'amountInput.topUp.belowMinimum', values: { minimum: '50', coin: 'USDC' } });
    expect(checkTopUpAmount('USDC', '50', null)).toEqual({ ok: true, amount: MIN_USDC_TOP_UP });
    expect(checkTopUpAmount('SUIL', '1', null)).toEqual({ ok: true, amount: 1_000_000_000n });
  });

  it('uses each coin its own decimals', () => {
    expect(checkTopUpAmount('USDC', '60.5', null)).toEqual({ ok: true, amount: 60_500_000n });
    expect(checkTopUpAmount('SUI', '0.000000001', null)).toEqual({ ok: true, amount: 1n });
  });

  it('says the balance is short', () => {
    expect(checkTopUpAmount('SUI', '2', 1_000_000_000n)).toMatchObject({ ok: false, key: 'amountInput.topUp.over', values: { coin: 'SUI' } });
  });
});

describe('USDC top-up fee', () => {
  it('is a small SUI amount (0.01 SUI)', () => {
    expect(USDC_TOP_UP_SUI_FEE).toBe(10_000_000n);
  });
});

describe('checkTopUpWorth', () => {
  it('holds a SUIL top-up to 50 USDC in value, wherever it is made, and waits while the chain has not valued it', () => {
    expect(MIN_SUIL_TOP_UP_WORTH_USDC).toBe(50_000_000n);
    expect(checkTopUpWorth('SUIL', null)).toBe('unknown');
    // 0.5 SUIL at the localnet's price: about 0.17 USDC.
    expect(checkTopUpWorth('SUIL', 174_000n)).toBe('belowMinimum');
    expect(checkTopUpWorth('SUIL', 50_000_000n - 1n)).toBe('belowMinimum');
    expect(checkTopUpWorth('SUIL', 50_000_000n)).toBe('enough');
  });

  it('values no other coin', () => {
    expect(checkTopUpWorth('SUI', null)).toBe('notValued');
    expect(checkTopUpWorth('USDC', null)).toBe('notValued');
  });
});
