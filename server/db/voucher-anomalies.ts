// The voucher_anomalies table's queries (migration 0006): a use of a voucher's nonce the server
// did not expect, recorded once per event for the operator (/api/health, the console).
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { voucherAnomalies } from './schema.ts';

export type VoucherAnomalyKind = 'unknown_nonce' | 'paid_after_release' | 'paid_again';

export type VoucherAnomalyRow = Row<typeof voucherAnomalies>;

/** Records an anomaly; the same event (transaction and event index) is recorded once. */
export async function recordVoucherAnomaly(
  db: Executor,
  a: { kind: VoucherAnomalyKind; nonce: string; recipient: string; amount: bigint; txDigest: string; eventSeq: number; at: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO voucher_anomalies (kind, nonce, recipient, amount, tx_digest, event_seq, created_at)
    VALUES (${a.kind}, ${a.nonce}, ${a.recipient}, ${a.amount.toString()}, ${a.txDigest}, ${a.eventSeq}, ${a.at})
    ON CONFLICT (tx_digest, event_seq) DO NOTHING`);
}

/** Anomalies newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function voucherAnomalyPage(db: Executor, cursor: bigint | null, limit: number): Promise<VoucherAnomalyRow[]> {
  return rows<VoucherAnomalyRow>(
    db,
    sql`SELECT id::text AS id, kind, nonce::text AS nonce, recipient, amount::text AS amount, tx_digest, event_seq, created_at FROM voucher_anomalies
        WHERE ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`} ORDER BY voucher_anomalies.id DESC LIMIT ${limit + 1}`,
  );
}

/** How many anomalies were recorded, as a subquery (read with other figures in one statement). */
export function voucherAnomalyCountOf(): SQL {
  return sql`(SELECT COUNT(*) FROM voucher_anomalies)`;
}

/** How many anomalies were recorded. */
export async function voucherAnomalyCount(db: Executor): Promise<number> {
  const row = await firstRow<{ count: string | number }>(db, sql`SELECT COUNT(*) AS count FROM voucher_anomalies`);
  return Number(row?.count ?? 0);
}
