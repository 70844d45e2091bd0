// Nodes: three tiers an operator fills, bought from the topped-up balance. The sold count is
// raised by a conditional UPDATE (and capped by a CHECK constraint), the price taken by a
// conditional debit, both in one transaction: parallel buyers can neither oversell a tier
// nor overdraw a balance. The purchase and, once its holding period is over, the return of
// its price are balance records (db/balance-records.ts).
import { Hono } from 'hono';
import { type NodePurchase, type NodePurchaseResponse, type NodeTier, NodeTierIdSchema, type NodesResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { type Executor, firstRow, rows, sql } from '../db/client.ts';
import { credit, debit, readBalances } from '../db/balances.ts';
import { recordNodeMovement } from '../db/balance-records.ts';
import { ApiError, iso, readBody, readParam } from '../http.ts';
import { requireAuth } from '../auth/middleware.ts';
import { z } from 'zod';
import { asc } from 'drizzle-orm';
import { nodeTiers } from '../db/schema.ts';

const DAY_MS = 86_400_000;

export type NodePurchaseRow = {
  id: string; tier: NodePurchase['tier']; coin: NodePurchase['coin']; price: string; gift_suil: string;
  purchased_at: Date | string; return_at: Date | string; returned: boolean;
};

export function nodePurchaseJson(r: NodePurchaseRow): NodePurchase {
  return {
    id: r.id, tier: r.tier, coin: r.coin, price: r.price, giftSuil: r.gift_suil, purchasedAt: iso(r.purchased_at),
    returnAt: iso(r.return_at), returned: r.returned,
  };
}

/**
 * Gives back the price of the user's nodes whose holding period is over, with a `node_return`
 * record (computed on read: by every read and move of the user's balance, before it). At most
 * once per node, whatever reads race: the conditional UPDATE claims a node for one transaction
 * only (a concurrent one waits for its row, then finds it returned), and the record's unique
 * index refuses a second return, taking its credit back with it.
 */
export async function settleNodeReturns(db: Executor & Pick<ServerContext['db'], 'transaction'>, address: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction(async (tx) => {
    const due = await rows<{ id: string; coin: NodePurchase['coin']; price: string }>(
      tx,
      // The due rows are locked in id order, so two settlements of several nodes never wait for each other in a cycle.
      sql`UPDATE node_purchases SET returned = TRUE
          WHERE returned = FALSE AND id IN (
            SELECT id FROM node_purchases WHERE address = ${address} AND returned = FALSE AND return_at <= ${at} ORDER BY id FOR UPDATE)
          RETURNING id::text AS id, coin, price::text AS price`,
    );
    for (const d of due) {
      await recordNodeMovement(tx, { address, kind: 'node_return', coin: d.coin, amount: d.price, nodePurchaseId: d.id, at });
      await credit(tx, address, d.coin, BigInt(d.price));
    }
  });
}

export function nodeRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', async (c) => {
    const found = await ctx.db.select().from(nodeTiers).orderBy(asc(nodeTiers.sort));
    const items: NodeTier[] = found.map((r) => ({
      tier: r.tier as NodeTier['tier'], coin: r.coin as NodeTier['coin'], price: r.price, limitedCount: r.limitedCount, soldCount: r.soldCount,
      weightedDividendBps: r.weightedDividendBps, feeShareBps: r.feeShareBps, giftSuil: r.giftSuil, autoReturnDays: r.autoReturnDays,
    }));
    return c.json({ items } satisfies NodesResponse);
  });

  app.post('/:tier/purchase', requireAuth(ctx), async (c) => {
    const tier = readParam(c, 'tier', NodeTierIdSchema);
    await readBody(c, z.object({}).strict());
    const address = c.get('address');
    const now = ctx.now();
    await settleNodeReturns(ctx.db, address, now);
    const purchase = await ctx.db.transaction(async (tx) => {
      const sold = await firstRow<{ coin: NodePurchase['coin']; price: string; gift_suil: string; auto_return_days: number }>(
        tx,
        sql`UPDATE node_tiers SET sold_count = sold_count + 1 WHERE tier = ${tier} AND sold_count < limited_count
            RETURNING coin, price::text AS price, gift_suil::text AS gift_suil, auto_return_days`,
      );
      if (!sold) throw new ApiError(409, 'sold_out', `every ${tier} node has been sold`);
      if (!(await debit(tx, address, sold.coin, BigInt(sold.price)))) {
        throw new ApiError(409, 'insufficient_balance', `insufficient ${sold.coin} balance: top up first`);
      }
      await credit(tx, address, 'SUIL', BigInt(sold.gift_suil));
      const bought = (await firstRow<NodePurchaseRow>(
        tx,
        sql`INSERT INTO node_purchases (address, tier, coin, price, gift_suil, purchased_at, return_at)
            VALUES (${address}, ${tier}, ${sold.coin}, ${sold.price}, ${sold.gift_suil}, ${new Date(now).toISOString()},
                    ${new Date(now + Number(sold.auto_return_days) * DAY_MS).toISOString()})
            RETURNING id::text AS id, tier, coin, price::text AS price, gift_suil::text AS gift_suil, purchased_at, return_at, returned`,
      ))!;
      await recordNodeMovement(tx, {
        address, kind: 'node_purchase', coin: sold.coin, amount: sold.price, nodePurchaseId: bought.id, at: new Date(now).toISOString(),
      });
      return bought;
    });
    return c.json({ purchase: nodePurchaseJson(purchase), balances: await readBalances(ctx.db, address) } satisfies NodePurchaseResponse);
  });

  return app;
}
