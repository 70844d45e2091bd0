// Balance records (migration 0007): moves of the app balance that happen on the server only,
// written in the transaction that moves the balance. Transfers get one row per side with its
// direction and the other user; a node its purchase and, once, its return.
import type { BalanceRecord, BalanceRecordGroup, BalanceRecordKind, Coin, NodeTierId } from '../../contract/api.ts';
import { type Executor, rows, sql } from './client.ts';

const KINDS_OF: Record<BalanceRecordGroup, readonly BalanceRecordKind[]> = {
  transfer: ['transfer_out', 'transfer_in'],
  node: ['node_purchase', 'node_return'],
};

/** Both sides of a transfer: sent to `to` for the sender, received from `from` for the recipient. Returns the sender's record id. */
export async function recordTransfer(
  db: Executor,
  t: { from: string; to: string; coin: Coin; amount: string; at: string },
): Promise<string> {
  const inserted = await rows<{ id: string; kind: BalanceRecordKind }>(
    db,
    sql`INSERT INTO balance_records (address, kind, coin, amount, counterparty, created_at) VALUES
          (${t.from}, 'transfer_out', ${t.coin}, ${t.amount}, ${t.to}, ${t.at}),
          (${t.to}, 'transfer_in', ${t.coin}, ${t.amount}, ${t.from}, ${t.at})
        RETURNING id::text AS id, kind`,
  );
  return inserted.find((r) => r.kind === 'transfer_out')!.id;
}

/**
 * A node's price paid or given back. The unique index `balance_records_one_per_node` refuses a
 * second record of either for the same node: the transaction that would credit a return twice
 * fails as a whole.
 */
export async function recordNodeMovement(
  db: Executor,
  m: { address: string; kind: 'node_purchase' | 'node_return'; coin: Coin; amount: string; nodePurchaseId: string; at: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO balance_records (address, kind, coin, amount, node_purchase_id, created_at)
    VALUES (${m.address}, ${m.kind}, ${m.coin}, ${m.amount}, ${m.nodePurchaseId}, ${m.at})`);
}

type Row = {
  id: string; kind: BalanceRecordKind; coin: Coin; amount: string; counterparty: string | null; node_id: string | null;
  tier: NodeTierId | null; gift_suil: string | null; created_at: Date | string;
};

/** The user's balance records of a group (all when null), newest first, `limit + 1` of them after the cursor id. */
export async function listBalanceRecords(
  db: Executor,
  address: string,
  group: BalanceRecordGroup | null,
  cursor: bigint | null,
  limit: number,
): Promise<BalanceRecord[]> {
  const kinds = group ? KINDS_OF[group] : [...KINDS_OF.transfer, ...KINDS_OF.node];
  const found = await rows<Row>(
    db,
    sql`SELECT r.id::text AS id, r.kind, r.coin, r.amount::text AS amount, r.counterparty, n.id::text AS node_id, n.tier,
               n.gift_suil::text AS gift_suil, r.created_at
        FROM balance_records r LEFT JOIN node_purchases n ON n.id = r.node_purchase_id
        WHERE r.address = ${address} AND r.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          AND ${cursor === null ? sql`TRUE` : sql`r.id < ${cursor.toString()}`}
        ORDER BY r.id DESC LIMIT ${limit + 1}`,
  );
  return found.map((r) => ({
    id: r.id,
    kind: r.kind,
    coin: r.coin,
    amount: r.amount,
    counterparty: r.counterparty,
    node: r.node_id && r.tier ? { id: r.node_id, tier: r.tier, giftSuil: r.gift_suil ?? '0' } : null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
