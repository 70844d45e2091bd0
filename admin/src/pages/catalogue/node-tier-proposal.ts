// New terms for a node tier as a proposal: the form starts from the tier's terms, and only the
// terms the operator changed go into the payload (the approver sees exactly what changes).
// New terms apply to purchases from then on; bought nodes keep theirs.
import { NodeTierPayloadSchema } from '../../../../contract/admin.ts';
import type { NodeTier } from '../../../../contract/api.ts';
import type { z } from 'zod';
import { countOf } from '../dashboard/format.ts';
import { amountText, parseCoinAmount, parseWholeNumber } from './amount-input.ts';
import { draft, type FieldErrors, type ProposalDraft } from './proposal-draft.ts';

export interface NodeTierFormValues {
  /** In the tier's coin, as a decimal. */
  price: string;
  limitedCount: string;
  /** In SUIL, as a decimal. */
  giftSuil: string;
  autoReturnDays: string;
  reason: string;
}

export type NodeTierPayload = z.infer<typeof NodeTierPayloadSchema>;

export function nodeTierFormValues(tier: NodeTier): NodeTierFormValues {
  return {
    price: amountText(tier.price, tier.coin),
    limitedCount: String(tier.limitedCount),
    giftSuil: amountText(tier.giftSuil, 'SUIL'),
    autoReturnDays: String(tier.autoReturnDays),
    reason: '',
  };
}

/** "1 node of this tier is sold", "12 nodes of this tier are sold". */
export function soldText(sold: number): string {
  return `${countOf(sold, 'node')} of this tier ${sold === 1 ? 'is' : 'are'} sold`;
}

export function toNodeTierProposal(tier: NodeTier, values: NodeTierFormValues): ProposalDraft<'node_tier', NodeTierPayload> {
  const errors: FieldErrors = {};
  const payload: Record<string, unknown> = { tier: tier.tier };

  const price = parseCoinAmount(values.price ?? '', tier.coin, { positive: true });
  if (!price.ok) errors.price = price.error;
  else if (price.value !== tier.price) payload.price = price.value;

  const limitedCount = parseWholeNumber(values.limitedCount ?? '', { min: 0, max: 1_000_000 });
  if (!limitedCount.ok) errors.limitedCount = limitedCount.error;
  else if (limitedCount.value < tier.soldCount) errors.limitedCount = `${soldText(tier.soldCount)}: the limited count cannot go below ${tier.soldCount}.`;
  else if (limitedCount.value !== tier.limitedCount) payload.limitedCount = limitedCount.value;

  const giftSuil = parseCoinAmount(values.giftSuil ?? '', 'SUIL', { positive: false });
  if (!giftSuil.ok) errors.giftSuil = giftSuil.error;
  else if (giftSuil.value !== tier.giftSuil) payload.giftSuil = giftSuil.value;

  const autoReturnDays = parseWholeNumber(values.autoReturnDays ?? '', { min: 1, max: 3650 });
  if (!autoReturnDays.ok) errors.autoReturnDays = autoReturnDays.error;
  else if (autoReturnDays.value !== tier.autoReturnDays) payload.autoReturnDays = autoReturnDays.value;

  return draft('node_tier', NodeTierPayloadSchema, payload, { errors, changed: Object.keys(payload).length > 1, reason: values.reason });
}
