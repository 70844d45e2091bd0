// The hashrate_records table's queries (migration 0001): each change of a user's hashrate the
// indexer derived from a chain event (staking, static, promotion, fee; negative when released),
// once per (transaction, event index, address, type) (the table's unique key). Every unstake has
// its staking record, with the SUI it took out (`unstaked`, migration 0015), even when it took
// no hashrate.
import type { HashrateRecord } from '../../contract/api.ts';
import { type Executor, type Row, firstRow, rows, sql } from './client.ts';
import type { hashrateRecords } from './schema.ts';

export type HashrateRecordRow = Pick<Row<typeof hashrateRecords>, 'id' | 'amount' | 'unstaked' | 'tx_digest' | 'created_at'> & { type: HashrateRecord['type'] };

/** Records a change; nothing when the same event already did. */
export async function insertHashrateRecord(
  db: Executor,
  r: { address: string; type: string; amount: bigint; unstaked?: bigint | null; txDigest: string; eventSeq: number; at: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO hashrate_records (address, type, amount, unstaked, tx_digest, event_seq, created_at)
            VALUES (${r.address}, ${r.type}, ${r.amount.toString()}, ${r.unstaked?.toString() ?? null}, ${r.txDigest}, ${r.eventSeq}, ${r.at}) ON CONFLICT DO NOTHING`);
}

/** The sum of the user's staking position's records (staking and static), null when it has none. */
export async function positionHashrateSum(db: Executor, address: string): Promise<string | null> {
  const row = await firstRow<{ unpaid: string | null }>(
    db,
    sql`SELECT SUM(amount)::text AS unpaid FROM hashrate_records WHERE address = ${address} AND type IN ('staking', 'static')`,
  );
  return row?.unpaid ?? null;
}

/** The user's changes of a type (all when null), newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function hashrateRecordPage(db: Executor, address: string, type: string | null, cursor: bigint | null, limit: number): Promise<HashrateRecordRow[]> {
  return rows<HashrateRecordRow>(
    db,
    sql`SELECT id::text AS id, type, amount::text AS amount, unstaked::text AS unstaked, tx_digest, created_at FROM hashrate_records
          WHERE address = ${address} AND ${type ? sql`type = ${type}` : sql`TRUE`} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`} ORDER BY hashrate_records.id DESC LIMIT ${limit + 1}`,
  );
}

/** Per type, the user's net hashrate and what it gained (the positive changes only). */
export function hashrateSums(db: Executor, address: string): Promise<{ type: HashrateRecord['type']; total: string; gained: string }[]> {
  return rows<{ type: HashrateRecord['type']; total: string; gained: string }>(
    db,
    sql`SELECT type, SUM(amount)::text AS total, SUM(GREATEST(amount, 0))::text AS gained FROM hashrate_records
          WHERE address = ${address} GROUP BY type`,
  );
}

export interface PositionChangeRow {
  amount: string;
  unstaked: string | null;
  /** The principal after the change: stakes less the SUI unstakes took out. */
  principal: string;
  /** The staking and static records summed up to and with the change (not clamped). */
  remaining: string;
  tx_digest: string | null;
  created_at: Date | string;
  /** How many stakes and unstakes the user has in all. */
  changes: string;
}

/**
 * The staking position's stakes and unstakes (its staking records), oldest first, each with the
 * principal and the not-yet-paid hashrate (staking + static records) after it; the last `limit`.
 */
export async function positionChanges(db: Executor, address: string, limit: number): Promise<PositionChangeRow[]> {
  const found = await rows<PositionChangeRow>(
    db,
    sql`SELECT amount, unstaked, principal, remaining, tx_digest, created_at, changes FROM (
          SELECT id, type, amount::text AS amount, unstaked::text AS unstaked, tx_digest, created_at,
                 (SUM(CASE WHEN type <> 'staking' THEN 0 WHEN unstaked IS NOT NULL THEN -unstaked ELSE GREATEST(amount, 0) END) OVER w)::text AS principal,
                 (SUM(amount) OVER w)::text AS remaining,
                 (COUNT(*) FILTER (WHERE type = 'staking') OVER ())::text AS changes
            FROM hashrate_records WHERE address = ${address} AND type IN ('staking', 'static')
            WINDOW w AS (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
        ) position WHERE type = 'staking' ORDER BY id DESC LIMIT ${limit}`,
  );
  return found.reverse();
}
