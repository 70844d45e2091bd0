import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-validation';

const SUI = 1_000_000_000n;

describe('checkAmount', () => {
  const pledge = {
    decimals: 9,
    emptyKey: 'validation.enterPledgeAmount' as const,
    minimum: 20n * SUI,
    available: 25n * SUI,
  };

  it('asks for an amount when empty, zero or unparseable', () => {
    for (const text of ['', '0', '0.000', '.', 'x']) {
      expect(checkAmount(text, pledge)).toEqual({ ok: false, key: 'validation.enterPledgeAmount' });
    }
  });

  it('rejects amounts below the minimum with the minimum message', () => {
    expect(checkAmount('19.999999999', pledge)).toEqual({ ok: false, key: 'validation.belowMinimumAmount' });
  });

  it('rejects amounts above what is available with the balance message by default', () => {
    expect(checkAmount('25.000000001', pledge)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
    expect(checkAmount('26', { ...pledge, overKey: 'validation.exceedsAvailable' })).toEqual({
      ok: false,
      key: 'validation.exceedsAvailable',
    });
  });

  it('accepts the bounds themselves and returns base units', () => {
    expect(checkAmount('20', pledge)).toEqual({ ok: true, amount: 20n * SUI });
    expect(checkAmount('25', pledge)).toEqual({ ok: true, amount: 25n * SUI });
  });

  it('does not judge the balance while it is unknown', () => {
    expect(checkAmount('1000', { ...pledge, available: null })).toEqual({ ok: true, amount: 1000n * SUI });
  });
});
