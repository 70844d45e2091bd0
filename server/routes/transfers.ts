// POST /api/me/transfers: part of the caller's topped-up balance to another user the server
// knows. The conditional debit, the credit and both users' records commit in one transaction,
// so parallel transfers can never take a balance below zero.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { TransferRequestSchema, type TransferResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { firstRow, sql } from '../db/client.ts';
import { credit, debit, readBalances } from '../db/balances.ts';
import { ApiError, readBody } from '../http.ts';

export function transferRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/', async (c) => {
    const { to, coin, amount } = await readBody(c, TransferRequestSchema);
    const from = c.get('address');
    if (to === from) throw new ApiError(409, 'self_transfer', 'cannot transfer to yourself');
    const known = await firstRow(ctx.db, sql`SELECT address FROM users WHERE address = ${to}`);
    if (!known) throw new ApiError(404, 'unknown_recipient', 'the recipient is not a SuiL user');
    const createdAt = new Date(ctx.now()).toISOString();
    // Records read by GET /api/me/records: one row per side, under one synthetic digest that
    // can never collide with a chain digest (base58, no colon).
    const id = randomUUID();
    const digest = `transfer:${id}`;
    await ctx.db.transaction(async (tx) => {
      if (!(await debit(tx, from, coin, BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', 'amount must not exceed available quantity');
      }
      await credit(tx, to, coin, BigInt(amount));
      const data = JSON.stringify({ from, to });
      await tx.execute(sql`INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, data, created_at) VALUES
        (${digest}, 0, 'offchain_transfer_out', 'transfer', ${from}, ${coin}, ${amount}, ${data}::jsonb, ${createdAt}),
        (${digest}, 1, 'offchain_transfer_in', 'transfer', ${to}, ${coin}, ${amount}, ${data}::jsonb, ${createdAt})`);
    });
    return c.json({ id, from, to, coin, amount, createdAt, balances: await readBalances(ctx.db, from) } satisfies TransferResponse, 201);
  });

  return app;
}
