// The operator's side of withdrawals in /api/health: the pause, the reserve against what is
// signed and unpaid, the review queue, and the last 24 hours' outflow (business time).
import type { HealthResponse } from '../../contract/api.ts';
import type { ServerContext } from '../context.ts';
import { outflowSince, reviewQueueTotals, unpaidVoucherSum } from '../db/withdrawals.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { OUTFLOW_WINDOW_MS } from './issuance.ts';
import { shownPayoutReserve } from './reserve.ts';

export async function withdrawalsHealth(ctx: ServerContext): Promise<HealthResponse['withdrawals']> {
  const control = await readWithdrawalControl(ctx.db, ctx.config.withdrawals);
  const reserve = await shownPayoutReserve(ctx);
  const review = await reviewQueueTotals(ctx.db);
  return {
    paused: control.paused,
    payoutReserve: reserve === null ? null : reserve.toString(),
    unpaid: (await unpaidVoucherSum(ctx.db)).toString(),
    inReview: { count: review.count, amount: review.amount.toString() },
    outflow24h: (await outflowSince(ctx.db, ctx.now() - OUTFLOW_WINDOW_MS, null)).toString(),
  };
}
