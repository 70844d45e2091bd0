// The dead_events table's queries (migration 0004): finance events the indexer could not decode,
// kept once each (their raw bytes too) so a page goes on without them and the operator sees them.
import type { HealthResponse } from '../../contract/api.ts';
import { iso } from '../http.ts';
import { type Executor, type SQL, firstRow, rows, sql } from './client.ts';

/** Keeps an event that does not decode; false when that event (transaction, index) was already kept. */
export async function recordDeadEvent(
  db: Executor,
  dead: { txDigest: string; eventSeq: number; eventType: string; reason: string; raw: Uint8Array },
): Promise<boolean> {
  const added = await rows(
    db,
    sql`INSERT INTO dead_events (tx_digest, event_seq, event_type, reason, raw)
        VALUES (${dead.txDigest}, ${dead.eventSeq}, ${dead.eventType}, ${dead.reason}, ${dead.raw}) ON CONFLICT (tx_digest, event_seq) DO NOTHING RETURNING id`,
  );
  return added.length > 0;
}

/** How many events the indexer skipped, as a subquery (read with other figures in one statement). */
export function deadEventCount(): SQL {
  return sql`(SELECT COUNT(*) FROM dead_events)`;
}

/** How many events the indexer skipped, and the latest of them. */
export async function deadEventsSummary(db: Executor): Promise<HealthResponse['chain']['deadEvents']> {
  const latest = await firstRow<{ count: string | number; tx_digest: string; event_seq: number; event_type: string; reason: string; created_at: Date | string }>(
    db,
    sql`SELECT COUNT(*) OVER () AS count, tx_digest, event_seq, event_type, reason, created_at FROM dead_events ORDER BY id DESC LIMIT 1`,
  );
  if (!latest) return { count: 0, latest: null };
  return {
    count: Number(latest.count),
    latest: { txDigest: latest.tx_digest, eventSeq: latest.event_seq, eventType: latest.event_type, reason: latest.reason, at: iso(new Date(latest.created_at)) },
  };
}
