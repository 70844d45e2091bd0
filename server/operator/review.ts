// The review queue: withdrawals above the review threshold wait here, their amount already out
// of the withdrawable income and nothing signed. Approving signs them (approveWithdrawal in
// server/payouts/issuance.ts: the reserve coverage and the pause apply); rejecting gives the
// amount back, which is safe exactly because no signature ever existed.
import { credit } from '../db/balances.ts';
import type { Executor } from '../db/client.ts';
import { rejectInReview, reviewQueue, reviewState } from '../db/withdrawals.ts';
import { iso } from '../http.ts';
import { notifyWithdrawalRejected } from '../notifications/events.ts';
import { appendAudit } from './audit.ts';
import { OperatorError, WithdrawalIdSchema, checkActor, checkInput } from './input.ts';
import type { OperatorContext } from './withdrawal-control.ts';

export interface ReviewItem {
  id: string;
  address: string;
  /** SUI base units. */
  amount: bigint;
  createdAt: string;
}

/** Withdrawals waiting for review, the oldest first. */
export async function listReviewQueue(db: Executor, options: { limit?: number } = {}): Promise<ReviewItem[]> {
  const found = await reviewQueue(db, options.limit ?? 500);
  return found.map((r) => ({ id: r.id, address: r.address, amount: BigInt(r.amount), createdAt: iso(r.created_at) }));
}

export interface RejectResult {
  withdrawal: ReviewItem & { reviewedBy: string; reviewedAt: string; reviewReason: string };
  audit: { seq: bigint; hash: string };
}

/** Why `id` cannot move out of review: it does not exist, or it is no longer in review. */
export async function notInReview(db: Executor, id: string): Promise<OperatorError> {
  const found = await reviewState(db, id);
  if (!found) return new OperatorError('not_found', `no withdrawal ${id}`);
  const by = found.reviewed_by ? ` (reviewed by ${found.reviewed_by})` : '';
  return new OperatorError('not_in_review', `withdrawal ${id} is ${found.status}, not in review${by}: nothing changed`);
}

/**
 * Rejects a withdrawal in review: review -> rejected (one conditional UPDATE, so two operators,
 * or a reject racing an approve, move it once), its amount credited back to the owner's income,
 * and the audit row, in one transaction. `reason` is shown to the owner in the app.
 */
export async function rejectWithdrawal(ctx: OperatorContext, input: { id: string; operator: string; reason: string }): Promise<RejectResult> {
  const { operator, reason } = checkActor(input);
  const id = checkInput(WithdrawalIdSchema, input.id, 'withdrawal id');
  return ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const row = await rejectInReview(tx, id, { operator, at: iso(at), reason });
    if (!row) throw await notInReview(tx, id);
    const amount = BigInt(row.amount);
    await credit(tx, row.address, 'INCOME', amount);
    // The owner reads the reason in the app, in the notification of this rejection.
    await notifyWithdrawalRejected(tx, { id, address: row.address, amount: row.amount, reason }, iso(at));
    const audit = await appendAudit(tx, {
      operator,
      action: 'reject',
      subject: `withdrawal:${id}`,
      before: { status: 'review', address: row.address, amount: row.amount },
      after: { status: 'rejected', address: row.address, amount: row.amount, incomeCredited: row.amount },
      reason,
      at,
    });
    return {
      withdrawal: { id, address: row.address, amount, createdAt: iso(row.created_at), reviewedBy: operator, reviewedAt: iso(at), reviewReason: reason },
      audit,
    };
  });
}
