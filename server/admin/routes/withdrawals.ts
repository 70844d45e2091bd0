// /api/admin/withdrawals: what the operator watches and the two steps one person may take.
// Anyone on the allowlist lists withdrawals by status and the voucher anomalies the indexer
// found; an operator pauses issuing (pauseWithdrawals) or rejects a withdrawal in review
// (rejectWithdrawal), each with its audit row in its own transaction. Resuming and approving
// move money, so they are proposals (server/admin/proposals.ts), never a route here.
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type AdminWithdrawal,
  AdminWithdrawalsQuerySchema,
  type AdminWithdrawalsResponseSchema,
  type PauseResponseSchema,
  PauseSchema,
  RejectSchema,
  type VoucherAnomaliesResponseSchema,
} from '../../../contract/admin.ts';
import { PageQuerySchema, RowIdSchema } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { voucherAnomalyPage } from '../../db/voucher-anomalies.ts';
import { PENDING_STATUSES, adminWithdrawal, adminWithdrawalPage, toAdminWithdrawal } from '../../db/withdrawals.ts';
import { cursorId, iso, page, readBody, readParam, readQuery } from '../../http.ts';
import { rejectWithdrawal } from '../../operator/review.ts';
import { pauseWithdrawals } from '../../operator/withdrawal-control.ts';
import { asConsoleAction } from '../operator-errors.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

/** Rows per page of the withdrawals list. */
const PAGE_SIZE = 50;

export function adminWithdrawalsRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  const viewer = requireAdmin(ctx.adminTokens, 'viewer');
  const operator = requireAdmin(ctx.adminTokens, 'operator');

  app.get('/', viewer, async (c) => {
    const q = readQuery(c, AdminWithdrawalsQuerySchema);
    const cursor = cursorId(q.cursor);
    const statuses = q.status === undefined ? null : q.status === 'pending' ? PENDING_STATUSES : [q.status];
    const found = await adminWithdrawalPage(ctx.db, statuses, cursor, PAGE_SIZE);
    return c.json(page(found.map(toAdminWithdrawal), PAGE_SIZE) satisfies z.infer<typeof AdminWithdrawalsResponseSchema>);
  });

  app.get('/anomalies', viewer, async (c) => {
    const q = readQuery(c, PageQuerySchema);
    const cursor = cursorId(q.cursor);
    const found = await voucherAnomalyPage(ctx.db, cursor, q.limit);
    const items = found.map((r) => ({
      id: r.id, kind: r.kind, nonce: r.nonce, recipient: r.recipient, amount: r.amount, txDigest: r.tx_digest, eventSeq: Number(r.event_seq),
      createdAt: iso(r.created_at),
    }));
    return c.json(page(items, q.limit) satisfies z.infer<typeof VoucherAnomaliesResponseSchema>);
  });

  app.post('/pause', operator, async (c) => {
    const { reason } = await readBody(c, PauseSchema);
    const { control } = await asConsoleAction(() => pauseWithdrawals(ctx, { operator: c.get('admin').address, reason }));
    return c.json({ paused: { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt } } satisfies z.infer<typeof PauseResponseSchema>);
  });

  app.post('/:id/reject', operator, async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const { reason } = await readBody(c, RejectSchema);
    await asConsoleAction(() => rejectWithdrawal(ctx, { id, operator: c.get('admin').address, reason }));
    const row = (await adminWithdrawal(ctx.db, id))!;
    return c.json(toAdminWithdrawal(row) satisfies AdminWithdrawal);
  });

  return app;
}
