// The reserve_refusals table's queries (migration 0014): withdrawal requests refused because the
// payout reserve could not cover them (409 reserve_short), one row each, written after the
// refused request rolled back, and counted on the console's dashboard.
import { iso } from '../http.ts';
import { errorField, log } from '../log.ts';
import { type Executor, firstRow, sql } from './client.ts';

/**
 * Records one refusal. It never throws: the user's answer is the refusal whatever happens here
 * (a failure is logged, and the dashboard counts one fewer).
 */
export async function recordReserveRefusal(db: Executor, refusal: { address: string; amount: bigint; at: string }): Promise<void> {
  try {
    await db.execute(sql`INSERT INTO reserve_refusals (address, amount, at) VALUES (${refusal.address}, ${refusal.amount.toString()}, ${refusal.at})`);
  } catch (error) {
    log.warn(errorField(error), 'payouts: could not count a withdrawal refused for a short reserve');
  }
}

export interface ReserveRefusals {
  /** Refusals since the time asked for. */
  count: number;
  /** Different addresses among them. */
  users: number;
  /** The latest refusal ever (null: none). */
  lastAt: string | null;
}

/** Refusals after `since` (ISO, business time; one exactly at it no longer counts), and when the latest was. */
export async function reserveRefusalsSince(db: Executor, since: string): Promise<ReserveRefusals> {
  const row = await firstRow<{ count: string; users: string; last_at: Date | string | null }>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM reserve_refusals WHERE at > ${since})::text AS count,
               (SELECT COUNT(DISTINCT address) FROM reserve_refusals WHERE at > ${since})::text AS users,
               (SELECT MAX(at) FROM reserve_refusals) AS last_at`,
  );
  return { count: Number(row?.count ?? 0), users: Number(row?.users ?? 0), lastAt: row?.last_at == null ? null : iso(row.last_at) };
}
