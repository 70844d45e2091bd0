import { describe, expect, it } from 'vitest';
import { canRedeem, checkSubscription, incomeAfterFee } from './bank-rules';

const SUI = 1_000_000_000n;

describe('incomeAfterFee', () => {
  it('takes 3% of income', () => {
    expect(incomeAfterFee(100n * SUI)).toBe(97n * SUI);
    expect(incomeAfterFee(0n)).toBe(0n);
  });
});

describe('checkSubscription', () => {
  it('says the amount cannot be below the minimum, also when empty', () => {
    expect(checkSubscription('', 10n * SUI, null)).toEqual({ ok: false, key: 'validation.belowMinimum' });
    expect(checkSubscription('9.9', 10n * SUI, null)).toEqual({ ok: false, key: 'validation.belowMinimum' });
    expect(checkSubscription('10', 10n * SUI, null)).toEqual({ ok: true, amount: 10n * SUI });
  });

  it('checks the balance after the minimum', () => {
    expect(checkSubscription('20', 10n * SUI, 15n * SUI)).toEqual({ ok: false, key: 'validation.insufficientBalance' });
  });
});

describe('canRedeem', () => {
  const at = Date.parse('2026-11-28T00:00:00.000Z');
  it('waits for the lock to pass and refuses a redeemed subscription', () => {
    expect(canRedeem({ status: 'active', redeemableAt: '2026-11-28T00:00:00.000Z' }, at - 1)).toBe(false);
    expect(canRedeem({ status: 'active', redeemableAt: '2026-11-28T00:00:00.000Z' }, at)).toBe(true);
    expect(canRedeem({ status: 'redeemed', redeemableAt: '2026-11-28T00:00:00.000Z' }, at)).toBe(false);
  });
});

describe('checkSubscription in another coin', () => {
  it('reads the amount in that coin decimals', () => {
    expect(checkSubscription('50', 50_000_000n, null, 6)).toEqual({ ok: true, amount: 50_000_000n });
  });
});
