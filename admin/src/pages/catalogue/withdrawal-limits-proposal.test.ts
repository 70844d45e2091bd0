import { describe, expect, it } from 'vitest';
import { ProposalCreateSchema } from '../../../../contract/admin.ts';
import { toWithdrawalLimitsProposal, withdrawalLimitsFormValues } from './withdrawal-limits-proposal.ts';

const NOW = { maxPerVoucher: '100000000000', userDailyLimit: '200000000000', totalDailyLimit: '5000000000000', reviewThreshold: '50000000000' };

describe('toWithdrawalLimitsProposal', () => {
  it('sends the limits set (SUI base units) and those sent back to the default (null)', () => {
    const values = withdrawalLimitsFormValues();
    values.limits.maxPerVoucher = { choice: 'set', amount: '150.5' };
    values.limits.reviewThreshold = { choice: 'default', amount: '' };
    values.reason = 'busy week';
    const result = toWithdrawalLimitsProposal(NOW, values);
    expect(result).toEqual({ ok: true, body: { kind: 'withdrawal_limits', payload: { limits: { maxPerVoucher: '150500000000', reviewThreshold: null } }, reason: 'busy week' } });
    expect(ProposalCreateSchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it('refuses a bad amount, the same amount as now, and no change', () => {
    const values = withdrawalLimitsFormValues();
    values.limits.maxPerVoucher = { choice: 'set', amount: '0' };
    values.limits.userDailyLimit = { choice: 'set', amount: '200' };
    values.reason = 'limits';
    expect(toWithdrawalLimitsProposal(NOW, values)).toEqual({
      ok: false,
      errors: { 'limits.maxPerVoucher.amount': 'Must be more than 0.', 'limits.userDailyLimit.amount': 'This is the limit now: choose Keep, or type another amount.' },
    });
    expect(toWithdrawalLimitsProposal(NOW, { ...withdrawalLimitsFormValues(), reason: 'limits' })).toEqual({ ok: false, errors: { form: 'Nothing changed: change at least one value to propose.' } });
  });
});
