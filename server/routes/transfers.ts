// POST /api/me/transfers: part of the caller's topped-up balance to another user the server
// knows. The conditional debit, the credit and both users' balance records (sent to, received
// from) commit in one transaction, so parallel transfers can never take a balance below zero.
import { Hono } from 'hono';
import { TransferRequestSchema, type TransferResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { credit, debit, readBalances } from '../db/balances.ts';
import { recordTransfer } from '../db/balance-records.ts';
import { isKnownUser } from '../db/users.ts';
import { ApiError, readBody } from '../http.ts';
import { settleNodeReturns } from './nodes.ts';

export function transferRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/', async (c) => {
    const { to, coin, amount } = await readBody(c, TransferRequestSchema);
    const from = c.get('address');
    if (to === from) throw new ApiError(409, 'self_transfer', 'cannot transfer to yourself');
    if (!(await isKnownUser(ctx.db, to))) throw new ApiError(404, 'unknown_recipient', 'the recipient is not a SuiL user');
    const now = ctx.now();
    const createdAt = new Date(now).toISOString();
    // A node price due back is part of what the sender can send.
    await settleNodeReturns(ctx.db, from, now);
    const id = await ctx.db.transaction(async (tx) => {
      if (!(await debit(tx, from, coin, BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
      }
      await credit(tx, to, coin, BigInt(amount));
      // Read by GET /api/me/balance-records: sent to `to` for the sender, received from `from` for the recipient.
      return recordTransfer(tx, { from, to, coin, amount, at: createdAt });
    });
    return c.json({ id, from, to, coin, amount, createdAt, balances: await readBalances(ctx.db, from) } satisfies TransferResponse, 201);
  });

  return app;
}
