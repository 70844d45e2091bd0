// The withdrawal_control table's queries (migration 0011): one row, `id = 'withdrawals'`, with
// the pause and the operator's limit overrides (null: the config's default). What they mean and
// who may change them: server/operator/withdrawal-control.ts.
import type { WithdrawalLimits } from '../config.ts';
import { type Executor, type Row, firstRow, sql } from './client.ts';
import { clearPauseOn, setPausedOn } from './pause-columns.ts';
import type { withdrawalControl } from './schema.ts';

export type ControlRow = Omit<Row<typeof withdrawalControl>, 'id'>;

/** Each limit's column. */
export const LIMIT_COLUMNS = {
  maxPerVoucher: 'max_per_voucher',
  userDailyLimit: 'user_daily_limit',
  totalDailyLimit: 'total_daily_limit',
  reviewThreshold: 'review_threshold',
} as const satisfies Record<keyof WithdrawalLimits, keyof ControlRow>;

/** The row; with `forUpdate` locked until the transaction ends (issuing and approving lock it too). */
export function controlRow(db: Executor, options: { forUpdate?: boolean } = {}): Promise<ControlRow | undefined> {
  return firstRow<ControlRow>(
    db,
    sql`SELECT paused, paused_reason, paused_by, paused_at, max_per_voucher::text AS max_per_voucher, user_daily_limit::text AS user_daily_limit,
               total_daily_limit::text AS total_daily_limit, review_threshold::text AS review_threshold
        FROM withdrawal_control WHERE id = 'withdrawals' ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
}

export const setPaused = (db: Executor, pause: { reason: string; operator: string; at: string }) => setPausedOn(db, 'withdrawal_control', pause);

export const clearPause = (db: Executor) => clearPauseOn(db, 'withdrawal_control');

/** Sets the named limits' overrides (null: back to the default), in one statement; the others stay. */
export async function setLimitOverrides(db: Executor, overrides: Partial<Record<keyof WithdrawalLimits, bigint | null>>): Promise<void> {
  const assignments = (Object.keys(overrides) as (keyof WithdrawalLimits)[]).map((name) => {
    const value = overrides[name] ?? null;
    return sql`${sql.raw(LIMIT_COLUMNS[name])} = ${value === null ? null : value.toString()}`;
  });
  await db.execute(sql`UPDATE withdrawal_control SET ${sql.join(assignments, sql`, `)} WHERE id = 'withdrawals'`);
}
