// The indexer_state table's queries (migrations 0001, 0004, 0010, 0012): one row per stream the
// indexer follows (only `finance` today): where it has read to, which chain it follows, how its
// last poll went.
import { type Executor, type SQL, firstRow, rows, sql } from './client.ts';

/** The finance package's event stream: the one row the indexer keeps. */
export const FINANCE_STREAM = 'finance';

/** Creates the stream's row if it is missing. */
export async function ensureIndexerState(db: Executor, stream: string): Promise<void> {
  await db.execute(sql`INSERT INTO indexer_state (id) VALUES (${stream}) ON CONFLICT (id) DO NOTHING`);
}

/** The node's cursor the stream has read up to (null: from the start). */
export async function indexerCursor(db: Executor, stream: string): Promise<string | null> {
  const state = await firstRow<{ cursor: string | null }>(db, sql`SELECT cursor FROM indexer_state WHERE id = ${stream}`);
  return state?.cursor ?? null;
}

/**
 * Moves the cursor after a page: unconditionally, or with `from` only while it is still there
 * (one conditional UPDATE: an indexer whose page is stale moves nothing). False when it did not move.
 */
export async function moveIndexerCursor(
  db: Executor,
  stream: string,
  move: { cursor: string | null; lastDigest: string | null; from?: string | null },
): Promise<boolean> {
  const { cursor, lastDigest } = move;
  const moved = await rows(
    db,
    move.from === undefined
      ? sql`UPDATE indexer_state SET cursor = ${cursor}, last_digest = COALESCE(${lastDigest}, last_digest) WHERE id = ${stream} RETURNING id`
      : sql`UPDATE indexer_state SET cursor = ${cursor}, last_digest = COALESCE(${lastDigest}, last_digest)
            WHERE id = ${stream} AND cursor IS NOT DISTINCT FROM ${move.from} RETURNING id`,
  );
  return moved.length > 0;
}

/** A poll that read every page: its time, its instance, and the checkpoint reached (never lowered). */
export async function recordPollSuccess(db: Executor, stream: string, poll: { at: string; instance: string; reached: string | null }): Promise<void> {
  await db.execute(sql`UPDATE indexer_state SET last_poll_at = ${poll.at}, last_error = NULL,
    polled_by = ${poll.instance}, checkpoint = GREATEST(checkpoint, ${poll.reached}::numeric) WHERE id = ${stream}`);
}

/** A poll that failed: its time, its instance and the error (first 500 characters). */
export async function recordPollFailure(db: Executor, stream: string, poll: { at: string; instance: string; error: string }): Promise<void> {
  await db.execute(sql`UPDATE indexer_state SET last_poll_at = ${poll.at}, last_error = ${poll.error.slice(0, 500)},
    polled_by = ${poll.instance} WHERE id = ${stream}`);
}

/**
 * The chain the stream follows: the first node read names it (set only while none is), and a
 * node serving another is recorded as foreign (null again once the node serves it). Returns the
 * chain followed.
 */
export async function followChain(db: Executor, stream: string, nodeChain: string): Promise<string> {
  await db.execute(sql`UPDATE indexer_state SET chain_id = ${nodeChain} WHERE id = ${stream} AND chain_id IS NULL`);
  const state = await firstRow<{ chain_id: string }>(db, sql`SELECT chain_id FROM indexer_state WHERE id = ${stream}`);
  const followed = state!.chain_id;
  await db.execute(sql`UPDATE indexer_state SET foreign_chain_id = ${followed === nodeChain ? null : nodeChain} WHERE id = ${stream}`);
  return followed;
}

/** The other chain the node serves, when it is not the one followed (withdrawals wait: payouts/issuance.ts). */
export async function foreignChainId(db: Executor): Promise<string | null> {
  const state = await firstRow<{ foreign_chain_id: string | null }>(db, sql`SELECT foreign_chain_id FROM indexer_state WHERE id = ${FINANCE_STREAM}`);
  return state?.foreign_chain_id ?? null;
}

/** The finance stream's cursor and last poll, as /api/health reports them. */
export function indexerPollState(db: Executor): Promise<{ cursor: string | null; last_poll_at: Date | string | null; last_error: string | null } | undefined> {
  return firstRow<{ cursor: string | null; last_poll_at: Date | string | null; last_error: string | null }>(
    db,
    sql`SELECT cursor, last_poll_at, last_error FROM indexer_state WHERE id = ${FINANCE_STREAM}`,
  );
}

/** The finance stream's last checkpoint fully processed, as text, in a subquery (read with other figures in one statement). */
export function indexedCheckpointOf(): SQL {
  return sql`(SELECT checkpoint::text FROM indexer_state WHERE id = ${FINANCE_STREAM})`;
}

/** The instance whose indexer polled the finance stream last, in a subquery. */
export function lastPollerOf(): SQL {
  return sql`(SELECT polled_by FROM indexer_state WHERE id = ${FINANCE_STREAM})`;
}

/** The last checkpoint the finance stream fully processed (null: none yet). */
export async function indexedCheckpoint(db: Executor): Promise<string | null> {
  const row = await firstRow<{ checkpoint: string | number | null }>(db, sql`SELECT checkpoint::text AS checkpoint FROM indexer_state WHERE id = ${FINANCE_STREAM}`);
  return row?.checkpoint == null ? null : String(row.checkpoint);
}
