import { describe, expect, it } from 'vitest';
import { ProposalCreateSchema } from '../../../../contract/admin.ts';
import type { NodeTier } from '../../../../contract/api.ts';
import { nodeTierFormValues, toNodeTierProposal } from './node-tier-proposal.ts';

const TIER: NodeTier = {
  tier: 'primary', coin: 'USDC', price: '100000000', limitedCount: 500, soldCount: 12, weightedDividendBps: 10_000, feeShareBps: 500,
  giftSuil: '50000000000', autoReturnDays: 365,
};

describe('toNodeTierProposal', () => {
  it('starts from the tier\'s terms as exact decimals', () => {
    expect(nodeTierFormValues(TIER)).toEqual({ price: '100', limitedCount: '500', giftSuil: '50', autoReturnDays: '365', reason: '' });
  });

  it('sends only the terms that changed, in base units, and passes the contract', () => {
    const result = toNodeTierProposal(TIER, { ...nodeTierFormValues(TIER), price: '120.5', autoReturnDays: '180', reason: ' promotion ' });
    expect(result).toEqual({ ok: true, body: { kind: 'node_tier', payload: { tier: 'primary', price: '120500000', autoReturnDays: 180 }, reason: 'promotion' } });
    expect(ProposalCreateSchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it('sends a gift of 0 SUIL and a limited count equal to what is sold', () => {
    const result = toNodeTierProposal(TIER, { ...nodeTierFormValues(TIER), giftSuil: '0', limitedCount: '12', reason: 'close the tier' });
    expect(result.ok && result.body.payload).toEqual({ tier: 'primary', giftSuil: '0', limitedCount: 12 });
  });

  it('refuses, field by field, what cannot be proposed', () => {
    const result = toNodeTierProposal(TIER, { price: '0', limitedCount: '11', giftSuil: '1.0000000001', autoReturnDays: '0', reason: 'x' });
    expect(result).toEqual({
      ok: false,
      errors: {
        price: 'Must be more than 0.',
        limitedCount: '12 nodes of this tier are sold: the limited count cannot go below 12.',
        giftSuil: 'SUIL has 9 decimals: at most 9 digits after the point.',
        autoReturnDays: 'From 1 to 3650.',
        reason: 'a reason is at least 3 characters',
      },
    });
  });

  it('says one node in the singular', () => {
    const one = { ...TIER, soldCount: 1 };
    const result = toNodeTierProposal(one, { ...nodeTierFormValues(one), limitedCount: '0', reason: 'close the tier' });
    expect(result.ok ? null : result.errors.limitedCount).toBe('1 node of this tier is sold: the limited count cannot go below 1.');
  });

  it('says so when nothing changed', () => {
    expect(toNodeTierProposal(TIER, { ...nodeTierFormValues(TIER), price: '100.000', reason: 'no change' })).toEqual({
      ok: false,
      errors: { form: 'Nothing changed: change at least one value to propose.' },
    });
  });
});
