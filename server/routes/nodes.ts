// Nodes: three tiers an operator fills, bought from the topped-up balance. The sold count is
// raised by a conditional UPDATE (and capped by a CHECK constraint), the price taken by a
// conditional debit, both in one transaction: parallel buyers can neither oversell a tier
// nor overdraw a balance. The purchase and, once its holding period is over, the return of
// its price are balance records (db/balance-records.ts).
import { Hono } from 'hono';
import { type NodePurchase, type NodePurchaseResponse, type NodeTier, NodeTierIdSchema, type NodesResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { type Db, transaction } from '../db/client.ts';
import { type BalanceKey, credit, debit, lockBalances, readBalances } from '../db/balances.ts';
import { recordNodeMovement } from '../db/balance-records.ts';
import { type NodePurchaseRow, claimDueReturns, insertNodePurchase } from '../db/node-purchases.ts';
import { nodeTierList, sellNode } from '../db/node-tiers.ts';
import { ApiError, iso, readBody, readParam } from '../http.ts';
import { requireAuth } from '../auth/middleware.ts';
import { z } from 'zod';
import { notifyNodeReturned } from '../notifications/events.ts';

const DAY_MS = 86_400_000;

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
 * index refuses a second return, taking its credit back with it. The nodes are locked first
 * (by id), then the balance rows (lockBalances).
 */
export async function settleNodeReturns(db: Pick<Db, 'transaction'>, address: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await transaction(db, async (tx) => {
    const due = await claimDueReturns(tx, address, at);
    await lockBalances(tx, due.map((d) => ({ address, coin: d.coin })));
    for (const d of due) {
      await recordNodeMovement(tx, { address, kind: 'node_return', coin: d.coin, amount: d.price, nodePurchaseId: d.id, at });
      await credit(tx, address, d.coin, BigInt(d.price));
      // Told once: only the transaction whose UPDATE returned the node gets here.
      await notifyNodeReturned(tx, { id: d.id, address, tier: d.tier, coin: d.coin, amount: d.price }, at);
    }
  });
}

export function nodeRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', async (c) => {
    const found = await nodeTierList(ctx.db);
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
    const purchase = await transaction(ctx.db, async (tx) => {
      const sold = await sellNode(tx, tier);
      if (!sold) throw new ApiError(409, 'sold_out', `every ${tier} node has been sold`);
      const { coin } = sold;
      // The tier's row first (above), then the buyer's two balance rows, in the one order.
      const moved: BalanceKey[] = [{ address, coin }];
      if (BigInt(sold.gift_suil) > 0n) moved.push({ address, coin: 'SUIL' });
      await lockBalances(tx, moved);
      if (!(await debit(tx, address, coin, BigInt(sold.price)))) {
        throw new ApiError(409, 'insufficient_balance', `insufficient ${sold.coin} balance: top up first`);
      }
      await credit(tx, address, 'SUIL', BigInt(sold.gift_suil));
      const bought = await insertNodePurchase(tx, {
        address, tier, coin, price: sold.price, giftSuil: sold.gift_suil, purchasedAt: new Date(now).toISOString(),
        returnAt: new Date(now + Number(sold.auto_return_days) * DAY_MS).toISOString(),
      });
      await recordNodeMovement(tx, {
        address, kind: 'node_purchase', coin, amount: sold.price, nodePurchaseId: bought.id, at: new Date(now).toISOString(),
      });
      // Read before the commit, so nothing after it can turn a purchase made into an error.
      return { bought, balances: await readBalances(tx, address) };
    });
    return c.json({ purchase: nodePurchaseJson(purchase.bought), balances: purchase.balances } satisfies NodePurchaseResponse);
  });

  return app;
}
