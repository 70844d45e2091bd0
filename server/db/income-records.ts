// The income_records table's queries (migration 0001): income the indexer credited from chain
// events (static, direct, indirect, team, peer), once per (transaction, event index, address,
// type) (the table's unique key). Static income is what the user's own claim paid, in the coin
// it arrived in, with the SUIL it claimed (`claimed`, migration 0015).
import type { IncomeRecord } from '../../contract/api.ts';
import { type Executor, type Row, rows, sql } from './client.ts';
import type { incomeRecords } from './schema.ts';

export type IncomeRecordRow = Pick<Row<typeof incomeRecords>, 'id' | 'amount' | 'claimed' | 'source_address' | 'tx_digest' | 'withdrawable' | 'created_at'> & {
  type: IncomeRecord['type'];
  coin: IncomeRecord['coin'];
};

/** Records income; nothing when the same event already did. */
export async function insertIncomeRecord(
  db: Executor,
  r: {
    address: string; type: string; coin: string; amount: bigint; claimed?: bigint | null; source: string | null; txDigest: string; eventSeq: number;
    withdrawable: boolean; at: string;
  },
): Promise<void> {
  await db.execute(sql`INSERT INTO income_records (address, type, coin, amount, claimed, source_address, tx_digest, event_seq, withdrawable, created_at)
            VALUES (${r.address}, ${r.type}, ${r.coin}, ${r.amount.toString()}, ${r.claimed?.toString() ?? null}, ${r.source}, ${r.txDigest}, ${r.eventSeq},
                    ${r.withdrawable}, ${r.at}) ON CONFLICT DO NOTHING`);
}

const ofType = (type: string | null) => (type ? sql`type = ${type}` : sql`TRUE`);

/** The user's income of a type (all when null), newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function incomeRecordPage(db: Executor, address: string, type: string | null, cursor: bigint | null, limit: number): Promise<IncomeRecordRow[]> {
  return rows<IncomeRecordRow>(
    db,
    sql`SELECT id::text AS id, type, coin, amount::text AS amount, claimed::text AS claimed, source_address, tx_digest, withdrawable, created_at
          FROM income_records WHERE address = ${address} AND ${ofType(type)} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
          ORDER BY income_records.id DESC LIMIT ${limit + 1}`,
  );
}

/** The user's income of a type (all when null), summed per coin. */
export function incomeTotals(db: Executor, address: string, type: string | null): Promise<{ coin: string; total: string }[]> {
  return rows<{ coin: string; total: string }>(
    db,
    sql`SELECT coin, SUM(amount)::text AS total FROM income_records WHERE address = ${address} AND ${ofType(type)} GROUP BY coin`,
  );
}

/**
 * The user's income summed per day of `days` (contiguous [from, to) instants, oldest first),
 * per type and coin: rows of (day index, type, coin, total) for the sums above 0.
 */
export function incomeDailySums(
  db: Executor,
  address: string,
  days: { fromMs: number; toMs: number }[],
): Promise<{ day: number; type: IncomeRecord['type']; coin: IncomeRecord['coin']; total: string }[]> {
  if (days.length === 0) return Promise.resolve([]);
  const iso = (ms: number) => new Date(ms).toISOString();
  const bounds = sql.join(
    days.map((d, i) => sql`(${i}::int, ${iso(d.fromMs)}::timestamptz, ${iso(d.toMs)}::timestamptz)`),
    sql`, `,
  );
  return rows(
    db,
    sql`SELECT d.i AS day, r.type, r.coin, SUM(r.amount)::text AS total
          FROM income_records r JOIN (VALUES ${bounds}) AS d(i, from_at, to_at) ON r.created_at >= d.from_at AND r.created_at < d.to_at
          WHERE r.address = ${address} AND r.created_at >= ${iso(days[0]!.fromMs)}::timestamptz AND r.created_at < ${iso(days[days.length - 1]!.toMs)}::timestamptz
          GROUP BY d.i, r.type, r.coin HAVING SUM(r.amount) > 0 ORDER BY d.i, r.type, r.coin`,
  );
}
