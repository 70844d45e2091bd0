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
  it('asks for the subscription amount when empty (not the minimum message), then holds it to the minimum', () => {
    expect(checkSubscription('', 10n * SUI, null)).toMatchObject({ ok: false, key: 'amountInput.subscription.empty' });
    expect(checkSubscription('0', 10n * SUI, null)).toMatchObject({ ok: false, key: 'amountInput.subscription.zero' });
    expect(checkSubscription('9.9', 10n * SUI, null)).toMatchObject({ ok: false, key: 'amountInput.subscription.belowMinimum', values: { minimum: '10', coin: 'SUI' } });
    expect(checkSubscription('10', 10n * SUI, null)).toEqual({ ok: true, amount: 10n * SUI });
  });

  it('checks the balance after the minimum', () => {
    expect(checkSubscription('20', 10n * SUI, 15n * SUI)).toMatchObject({ ok: false, key: 'amountInput.subscription.over' });
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
    expect(checkSubscription('50', 50_000_000n, null, 'USDC')).toEqual({ ok: true, amount: 50_000_000n });
    expect(checkSubscription('50.0000001', 50_000_000n, null, 'USDC')).toMatchObject({ ok: false, key: 'amountInput.tooPrecise', values: { coin: 'USDC', decimals: '6' } });
  });
});
