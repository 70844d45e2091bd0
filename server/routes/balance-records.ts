// GET /api/me/balance-records?group=transfer|node: the user's moves of the app balance that
// happen on the server only (db/balance-records.ts). A node price due back is given back, with
// its record, before the list is read.
import { Hono } from 'hono';
import { BalanceRecordsQuerySchema, type BalanceRecordsResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { listBalanceRecords } from '../db/balance-records.ts';
import { cursorId, page, readQuery } from '../http.ts';
import { settleNodeReturns } from './nodes.ts';

export function balanceRecordRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', async (c) => {
    const address = c.get('address');
    const q = readQuery(c, BalanceRecordsQuerySchema);
    await settleNodeReturns(ctx.db, address, ctx.now());
    const found = await listBalanceRecords(ctx.db, address, q.group ?? null, cursorId(q.cursor), q.limit);
    return c.json(page(found, q.limit) satisfies BalanceRecordsResponse);
  });

  return app;
}
