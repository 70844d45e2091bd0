// The node_purchases table's queries (migration 0001): the nodes users bought, with the
// terms they were bought on, and whether their price has come back. A return is claimed by one
// conditional UPDATE, so a node's price comes back once (balance-records.ts backs this up).
import type { NodePurchase } from '../../contract/api.ts';
import { type Executor, type Row, rows, firstRow, sql } from './client.ts';
import type { nodePurchases } from './schema.ts';

export type NodePurchaseRow = Pick<Row<typeof nodePurchases>, 'id' | 'price' | 'gift_suil' | 'purchased_at' | 'return_at' | 'returned'> & {
  tier: NodePurchase['tier'];
  coin: NodePurchase['coin'];
};

const PURCHASE_COLUMNS = sql`id::text AS id, tier, coin, price::text AS price, gift_suil::text AS gift_suil, purchased_at, return_at, returned`;

/**
 * Marks the user's nodes due back at `at` as returned and gives their ids, coins and prices.
 * The due rows are locked in id order, so two settlements of several nodes never wait for each
 * other in a cycle.
 */
export function claimDueReturns(db: Executor, address: string, at: string): Promise<{ id: string; tier: NodePurchase['tier']; coin: NodePurchase['coin']; price: string }[]> {
  return rows<{ id: string; tier: NodePurchase['tier']; coin: NodePurchase['coin']; price: string }>(
    db,
    sql`UPDATE node_purchases SET returned = TRUE
          WHERE returned = FALSE AND id IN (
            SELECT id FROM node_purchases WHERE address = ${address} AND returned = FALSE AND return_at <= ${at} ORDER BY id FOR UPDATE)
          RETURNING id::text AS id, tier, coin, price::text AS price`,
  );
}

export async function insertNodePurchase(
  db: Executor,
  p: { address: string; tier: string; coin: string; price: string; giftSuil: string; purchasedAt: string; returnAt: string },
): Promise<NodePurchaseRow> {
  return (await firstRow<NodePurchaseRow>(
    db,
    sql`INSERT INTO node_purchases (address, tier, coin, price, gift_suil, purchased_at, return_at)
            VALUES (${p.address}, ${p.tier}, ${p.coin}, ${p.price}, ${p.giftSuil}, ${p.purchasedAt},
                    ${p.returnAt})
            RETURNING ${PURCHASE_COLUMNS}`,
  ))!;
}

/** The user's nodes, newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function nodePurchasePage(db: Executor, address: string, cursor: bigint | null, limit: number): Promise<NodePurchaseRow[]> {
  return rows<NodePurchaseRow>(
    db,
    sql`SELECT ${PURCHASE_COLUMNS}
          FROM node_purchases WHERE address = ${address} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`} ORDER BY node_purchases.id DESC LIMIT ${limit + 1}`,
  );
}

/** Who holds nodes not returned: per holder and tier, their nodes, the tier's fee share and all its nodes held. */
export function nodeHoldings(
  db: Executor,
): Promise<{ address: string; tier: string; nodes: string | number; fee_share_bps: number; tier_nodes: string | number }[]> {
  return rows<{ address: string; tier: string; nodes: string | number; fee_share_bps: number; tier_nodes: string | number }>(
    db,
    sql`SELECT p.address, p.tier, COUNT(*) AS nodes, t.fee_share_bps,
                 (SELECT COUNT(*) FROM node_purchases q WHERE q.tier = p.tier AND NOT q.returned) AS tier_nodes
          FROM node_purchases p JOIN node_tiers t ON t.tier = p.tier WHERE NOT p.returned
          GROUP BY p.address, p.tier, t.fee_share_bps`,
  );
}

/** Users with a node whose price is due back at `at` (a few at a time: the notifications' sweep settles them). */
export async function addressesWithDueReturns(db: Executor, at: string, limit: number): Promise<string[]> {
  const found = await rows<{ address: string }>(
    db,
    sql`SELECT DISTINCT address FROM node_purchases WHERE returned = FALSE AND return_at <= ${at} LIMIT ${limit}`,
  );
  return found.map((r) => r.address);
}
