// A new sponsor budget as a proposal: the daily gas budget (SUI typed as a decimal, sent as base
// units) and the daily count, each kept, set, or put back to the server's default (null in the
// payload). Only what changes goes in.
import { SponsorBudgetPayloadSchema, type SponsorStatus } from '../../../../contract/admin.ts';
import type { z } from 'zod';
import { parseCoinAmount, parseWholeNumber } from '../catalogue/amount-input.ts';
import { draft, type FieldErrors, type ProposalDraft } from '../catalogue/proposal-draft.ts';

export type BudgetChoice = 'keep' | 'set' | 'default';

/** The count's bounds, as the contract's SponsorBudgetPayloadSchema has them. */
export const DAILY_COUNT_RANGE = { min: 1, max: 1_000_000 };

export interface SponsorBudgetFormValues {
  dailyBudget: { choice: BudgetChoice; amount: string };
  dailyCount: { choice: BudgetChoice; count: string };
  reason: string;
}

export type SponsorBudgetPayload = z.infer<typeof SponsorBudgetPayloadSchema>;

export function sponsorBudgetFormValues(): SponsorBudgetFormValues {
  return { dailyBudget: { choice: 'keep', amount: '' }, dailyCount: { choice: 'keep', count: '' }, reason: '' };
}

/** `current` is what applies now (the sponsor's status), to refuse a "new" value equal to it. */
export function toSponsorBudgetProposal(
  current: Pick<SponsorStatus, 'dailyBudget' | 'dailyCount'> | null,
  values: SponsorBudgetFormValues,
): ProposalDraft<'sponsor_budget', SponsorBudgetPayload> {
  const errors: FieldErrors = {};
  const payload: { dailyBudget?: string | null; dailyCount?: number | null } = {};
  const budget = values.dailyBudget ?? { choice: 'keep', amount: '' };
  const count = values.dailyCount ?? { choice: 'keep', count: '' };

  if (budget.choice === 'default') payload.dailyBudget = null;
  if (budget.choice === 'set') {
    const amount = parseCoinAmount(budget.amount ?? '', 'SUI', { positive: true });
    if (!amount.ok) errors['dailyBudget.amount'] = amount.error;
    else if (current && amount.value === current.dailyBudget) errors['dailyBudget.amount'] = 'This is the budget now: choose Keep, or type another amount.';
    else payload.dailyBudget = amount.value;
  }

  if (count.choice === 'default') payload.dailyCount = null;
  if (count.choice === 'set') {
    const parsed = parseWholeNumber(count.count ?? '', DAILY_COUNT_RANGE);
    if (!parsed.ok) errors['dailyCount.count'] = parsed.error;
    else if (current && parsed.value === current.dailyCount) errors['dailyCount.count'] = 'This is the count now: choose Keep, or type another number.';
    else payload.dailyCount = parsed.value;
  }

  const result = draft('sponsor_budget', SponsorBudgetPayloadSchema, payload, { errors, changed: Object.keys(payload).length > 0, reason: values.reason });
  if (result.ok) return result;
  // The contract's paths are the payload's keys; the form's fields are one level down.
  const field: Record<string, string> = { dailyBudget: 'dailyBudget.amount', dailyCount: 'dailyCount.count' };
  return { ok: false, errors: Object.fromEntries(Object.entries(result.errors).map(([path, message]) => [field[path] ?? path, message])) };
}
