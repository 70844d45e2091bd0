// The sponsor_control table's queries (migration 0013): one row, `id = 'sponsor'`, with the
// sponsor's pause and the operator's budget (null: the config's default). What they mean and who
// may change them: server/sponsor/control.ts.
import { type Executor, type Row, firstRow, sql } from './client.ts';
import { clearPauseOn, setPausedOn } from './pause-columns.ts';
import type { sponsorControl } from './schema.ts';

export type SponsorControlRow = Omit<Row<typeof sponsorControl>, 'id'>;

/** The row; with `forUpdate` locked until the transaction ends (a claim for execution locks it too). */
export function sponsorControlRow(db: Executor, options: { forUpdate?: boolean } = {}): Promise<SponsorControlRow | undefined> {
  return firstRow<SponsorControlRow>(
    db,
    sql`SELECT paused, paused_reason, paused_by, paused_at, daily_budget::text AS daily_budget, daily_count
        FROM sponsor_control WHERE id = 'sponsor' ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
}

export const setSponsorPaused = (db: Executor, pause: { reason: string; operator: string; at: string }) => setPausedOn(db, 'sponsor_control', pause);

export const clearSponsorPause = (db: Executor) => clearPauseOn(db, 'sponsor_control');

/** Sets the named parts of the budget (null: back to the default); the other stays. */
export async function setSponsorBudget(db: Executor, budget: { dailyBudget?: bigint | null; dailyCount?: number | null }): Promise<void> {
  const sets = [
    ...(budget.dailyBudget !== undefined ? [sql`daily_budget = ${budget.dailyBudget === null ? null : budget.dailyBudget.toString()}`] : []),
    ...(budget.dailyCount !== undefined ? [sql`daily_count = ${budget.dailyCount}`] : []),
  ];
  if (sets.length === 0) return;
  await db.execute(sql`UPDATE sponsor_control SET ${sql.join(sets, sql`, `)} WHERE id = 'sponsor'`);
}
