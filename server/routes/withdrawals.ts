// /api/me/withdrawals: income into a voucher for `swap::withdraw` (server/payouts/issuance.ts
// decides: signed now, 201 pending, or waiting for an operator, 202 review), the user's
// withdrawals with their state, and the policy the withdraw sheet shows before anything is asked.
// The contract has no expiry, so a voucher is a cheque: its amount leaves the withdrawable income
// for good, and comes back from nowhere but the chain using its nonce (paid) or an operator's
// rejection of a withdrawal in review (never signed).
import { Hono } from 'hono';
import { PageQuerySchema, WithdrawalRequestSchema, type WithdrawalPolicy, type WithdrawalsResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { isPending, listWithdrawals, outflowSince, toWithdrawal, unpaidVoucherSum } from '../db/withdrawals.ts';
import { cursorId, page, readBody, readQuery } from '../http.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { OUTFLOW_WINDOW_MS, requestWithdrawal } from '../payouts/issuance.ts';
import { shownPayoutReserve } from '../payouts/reserve.ts';
import { recordReserveWaits } from '../db/notifications.ts';
import { iso } from '../http.ts';

const remaining = (limit: bigint, used: bigint) => (used >= limit ? 0n : limit - used).toString();

export function withdrawalRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/', async (c) => {
    const { amount } = await readBody(c, WithdrawalRequestSchema);
    const withdrawal = await requestWithdrawal(ctx, c.get('address'), BigInt(amount));
    return c.json(withdrawal, withdrawal.status === 'review' ? 202 : 201);
  });

  app.get('/', async (c) => {
    const q = readQuery(c, PageQuerySchema);
    const found = await listWithdrawals(ctx.db, c.get('address'), cursorId(q.cursor), q.limit);
    const reserve = found.some((r) => isPending(r.status)) ? await shownPayoutReserve(ctx) : null;
    const shown = found.map((r) => toWithdrawal(r, reserve));
    // Waiting for the reserve is computed on read: the reading that finds it tells the owner (once per withdrawal).
    if (reserve !== null && shown.some((w) => w.waitingForReserve)) await recordReserveWaits(ctx.db, reserve, iso(ctx.now()));
    return c.json(page(shown, q.limit) satisfies WithdrawalsResponse);
  });

  app.get('/policy', async (c) => {
    const address = c.get('address');
    const control = await readWithdrawalControl(ctx.db, ctx.config.withdrawals);
    const since = ctx.now() - OUTFLOW_WINDOW_MS;
    const { limits } = control;
    const reserve = await shownPayoutReserve(ctx);
    const unpaid = await unpaidVoucherSum(ctx.db);
    return c.json({
      paused: control.paused,
      pausedAt: control.pausedAt,
      maxPerWithdrawal: limits.maxPerVoucher.toString(),
      userDailyLimit: limits.userDailyLimit.toString(),
      userRemaining24h: remaining(limits.userDailyLimit, await outflowSince(ctx.db, since, address)),
      totalRemaining24h: remaining(limits.totalDailyLimit, await outflowSince(ctx.db, since, null)),
      reviewThreshold: limits.reviewThreshold.toString(),
      reserveAvailable: reserve === null ? null : remaining(reserve, unpaid),
    } satisfies WithdrawalPolicy);
  });

  return app;
}
