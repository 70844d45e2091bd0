// POST /api/me/transfers: part of the caller's topped-up balance to another user the server
// knows. The conditional debit, the credit and both users' balance records (sent to, received
// from) commit in one transaction, so parallel transfers can never take a balance below zero.
// Both rows are locked first, in the one order (lockBalances), so opposite transfers (A to B
// while B to A) queue instead of deadlocking.
//
// GET /api/me/transfers/recipient/:address: whether a transfer to that address would reach a
// user, so the app can say so before the user confirms one. It answers exactly what the
// transfer's own refusals already tell (unknown_recipient, self_transfer), no more, and it is
// rate-limited per client and per caller like sign-in, in buckets of its own, so it is no
// faster a way to learn who uses SuiL than the transfer was.
import { Hono } from 'hono';
import {
  TransferRecipientParamSchema,
  type TransferRecipientResponse,
  TransferRequestSchema,
  type TransferResponse,
} from '../../contract/api.ts';
import { clientIp } from '../auth/middleware.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { credit, debit, lockBalances, readBalances } from '../db/balances.ts';
import { recordTransfer } from '../db/balance-records.ts';
import { transaction } from '../db/client.ts';
import { isKnownUser } from '../db/users.ts';
import { ApiError, readBody } from '../http.ts';
import { settleNodeReturns } from './nodes.ts';
import { notifyTransferReceived } from '../notifications/events.ts';

export function transferRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Sign-in's limits (config.rateLimit), counted apart from sign-in's by every instance together.
  const rl = ctx.config.rateLimit;
  const lookupsByClient = new RateLimiter(ctx.db, 'recipient-ip', { capacity: rl.perIpCapacity, refillPerSecond: rl.perIpRefillPerSecond });
  const lookupsByCaller = new RateLimiter(ctx.db, 'recipient-address', { capacity: rl.capacity, refillPerSecond: rl.refillPerSecond });

  app.get('/recipient/:address', async (c) => {
    const parsed = TransferRecipientParamSchema.safeParse({ address: c.req.param('address') });
    if (!parsed.success) throw new ApiError(400, 'invalid_request', 'address: Invalid Sui address');
    const to = parsed.data.address;
    const from = c.get('address');
    const [clientOk, callerOk] = await Promise.all([lookupsByClient.take(clientIp(c, ctx.config.trustProxy)), lookupsByCaller.take(from)]);
    if (!clientOk || !callerOk) throw new ApiError(429, 'rate_limited', 'too many recipient checks; wait a moment and try again');
    // The same refusals, in the same order, as the transfer's.
    if (to === from) throw new ApiError(409, 'self_transfer', 'cannot transfer to yourself');
    if (!(await isKnownUser(ctx.db, to))) throw new ApiError(404, 'unknown_recipient', 'the recipient is not a SuiL user');
    return c.json({ known: true } satisfies TransferRecipientResponse);
  });

  app.post('/', async (c) => {
    const { to, coin, amount } = await readBody(c, TransferRequestSchema);
    const from = c.get('address');
    if (to === from) throw new ApiError(409, 'self_transfer', 'cannot transfer to yourself');
    if (!(await isKnownUser(ctx.db, to))) throw new ApiError(404, 'unknown_recipient', 'the recipient is not a SuiL user');
    const now = ctx.now();
    const createdAt = new Date(now).toISOString();
    // A node price due back is part of what the sender can send.
    await settleNodeReturns(ctx.db, from, now);
    const made = await transaction(ctx.db, async (tx) => {
      await lockBalances(tx, [{ address: from, coin }, { address: to, coin }]);
      if (!(await debit(tx, from, coin, BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
      }
      await credit(tx, to, coin, BigInt(amount));
      // Read by GET /api/me/balance-records: sent to `to` for the sender, received from `from` for the recipient.
      const id = await recordTransfer(tx, { from, to, coin, amount, at: createdAt });
      await notifyTransferReceived(tx, { transferId: id, from, to, coin, amount }, createdAt);
      // The answer's balances are read before the commit: once it commits, the answer needs the
      // database no more, so an outage right after cannot answer 503 for a transfer made.
      return { id, balances: await readBalances(tx, from) };
    });
    return c.json({ id: made.id, from, to, coin, amount, createdAt, balances: made.balances } satisfies TransferResponse, 201);
  });

  return app;
}
