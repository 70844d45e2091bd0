import { describe, expect, it } from 'vitest';
import { ProposalCreateSchema } from '../../../../contract/admin.ts';
import { sponsorBudgetFormValues, toSponsorBudgetProposal } from './sponsor-budget-proposal.ts';

const NOW = { dailyBudget: '50000000000', dailyCount: 5000 };

describe('toSponsorBudgetProposal', () => {
  it('sends the budget typed in SUI as exact base units, and the count as a number', () => {
    const values = sponsorBudgetFormValues();
    values.dailyBudget = { choice: 'set', amount: ' 75.000000001 ' };
    values.dailyCount = { choice: 'set', count: '12000' };
    values.reason = 'campaign week';
    const result = toSponsorBudgetProposal(NOW, values);
    expect(result).toEqual({ ok: true, body: { kind: 'sponsor_budget', payload: { dailyBudget: '75000000001', dailyCount: 12000 }, reason: 'campaign week' } });
    expect(ProposalCreateSchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it('sends only what changes, and null for a part put back to the default', () => {
    const values = { ...sponsorBudgetFormValues(), reason: 'back to normal' };
    values.dailyBudget = { choice: 'default', amount: '' };
    expect(toSponsorBudgetProposal(NOW, values)).toEqual({ ok: true, body: { kind: 'sponsor_budget', payload: { dailyBudget: null }, reason: 'back to normal' } });
    values.dailyBudget = { choice: 'keep', amount: '9' };
    values.dailyCount = { choice: 'default', count: '' };
    expect(toSponsorBudgetProposal(NOW, values)).toEqual({ ok: true, body: { kind: 'sponsor_budget', payload: { dailyCount: null }, reason: 'back to normal' } });
  });

  it('refuses bad amounts and counts, the value in force, no change and a short reason, with nothing to send', () => {
    const values = { ...sponsorBudgetFormValues(), reason: 'budget' };
    values.dailyBudget = { choice: 'set', amount: '0' };
    values.dailyCount = { choice: 'set', count: '1000001' };
    expect(toSponsorBudgetProposal(NOW, values)).toEqual({ ok: false, errors: { 'dailyBudget.amount': 'Must be more than 0.', 'dailyCount.count': 'From 1 to 1000000.' } });

    values.dailyBudget = { choice: 'set', amount: '1.0000000001' };
    values.dailyCount = { choice: 'set', count: '2.5' };
    expect(toSponsorBudgetProposal(NOW, values)).toEqual({
      ok: false,
      errors: { 'dailyBudget.amount': 'SUI has 9 decimals: at most 9 digits after the point.', 'dailyCount.count': 'A whole number from 1 to 1000000 (digits only).' },
    });

    values.dailyBudget = { choice: 'set', amount: '50' };
    values.dailyCount = { choice: 'set', count: '5000' };
    expect(toSponsorBudgetProposal(NOW, values)).toEqual({
      ok: false,
      errors: { 'dailyBudget.amount': 'This is the budget now: choose Keep, or type another amount.', 'dailyCount.count': 'This is the count now: choose Keep, or type another number.' },
    });

    expect(toSponsorBudgetProposal(NOW, { ...sponsorBudgetFormValues(), reason: 'budget' })).toEqual({ ok: false, errors: { form: 'Nothing changed: change at least one value to propose.' } });
    expect(toSponsorBudgetProposal(NOW, { ...sponsorBudgetFormValues(), dailyCount: { choice: 'set', count: '10' }, reason: 'no' })).toEqual({
      ok: false,
      errors: { reason: 'a reason is at least 3 characters' },
    });
  });
});
