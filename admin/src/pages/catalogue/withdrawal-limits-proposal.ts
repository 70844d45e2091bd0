// New withdrawal limits as a proposal: each limit is kept, set to a new amount of SUI, or sent
// back to the server's config default (null in the payload). Only the limits changed go in.
import { LIMIT_NAMES, type Limits, WithdrawalLimitsPayloadSchema } from '../../../../contract/admin.ts';
import type { z } from 'zod';
import { parseCoinAmount } from './amount-input.ts';
import { draft, type FieldErrors, type ProposalDraft } from './proposal-draft.ts';

export type LimitName = (typeof LIMIT_NAMES)[number];
export type LimitChoice = 'keep' | 'set' | 'default';

export const LIMIT_LABELS: Record<LimitName, string> = {
  maxPerVoucher: 'Per voucher',
  userDailyLimit: 'Per user per day',
  totalDailyLimit: 'All users per day',
  reviewThreshold: 'Review above',
};

export interface WithdrawalLimitsFormValues {
  limits: Record<LimitName, { choice: LimitChoice; amount: string }>;
  reason: string;
}

export type WithdrawalLimitsPayload = z.infer<typeof WithdrawalLimitsPayloadSchema>;

export function withdrawalLimitsFormValues(): WithdrawalLimitsFormValues {
  return { limits: Object.fromEntries(LIMIT_NAMES.map((name) => [name, { choice: 'keep', amount: '' }])) as WithdrawalLimitsFormValues['limits'], reason: '' };
}

/** `current` is what applies now (the dashboard's limits), to refuse a "new" amount equal to it. */
export function toWithdrawalLimitsProposal(current: Limits | null, values: WithdrawalLimitsFormValues): ProposalDraft<'withdrawal_limits', WithdrawalLimitsPayload> {
  const errors: FieldErrors = {};
  const limits: Record<string, string | null> = {};
  for (const name of LIMIT_NAMES) {
    const field = values.limits?.[name] ?? { choice: 'keep', amount: '' };
    if (field.choice === 'default') limits[name] = null;
    if (field.choice !== 'set') continue;
    const amount = parseCoinAmount(field.amount ?? '', 'SUI', { positive: true });
    if (!amount.ok) errors[`limits.${name}.amount`] = amount.error;
    else if (current && amount.value === current[name]) errors[`limits.${name}.amount`] = 'This is the limit now: choose Keep, or type another amount.';
    else limits[name] = amount.value;
  }
  const result = draft('withdrawal_limits', WithdrawalLimitsPayloadSchema, { limits }, { errors, changed: Object.keys(limits).length > 0, reason: values.reason });
  if (result.ok) return result;
  // The contract's paths are limits.<name>; the form's amount field is limits.<name>.amount.
  return { ok: false, errors: Object.fromEntries(Object.entries(result.errors).map(([path, message]) => [/^limits\.\w+$/.test(path) ? `${path}.amount` : path, message])) };
}
