// The pause columns a control row carries (withdrawal_control, sponsor_control: paused,
// paused_reason, paused_by, paused_at): set and cleared the same way on either row.
import { type Executor, sql } from './client.ts';

/** The control rows with a pause, by table, and the id of their one row. */
const CONTROL_ROWS = { withdrawal_control: 'withdrawals', sponsor_control: 'sponsor' } as const;
export type ControlTable = keyof typeof CONTROL_ROWS;

export async function setPausedOn(db: Executor, table: ControlTable, pause: { reason: string; operator: string; at: string }): Promise<void> {
  await db.execute(sql`UPDATE ${sql.identifier(table)} SET paused = TRUE, paused_reason = ${pause.reason}, paused_by = ${pause.operator}, paused_at = ${pause.at}
    WHERE id = ${CONTROL_ROWS[table]}`);
}

export async function clearPauseOn(db: Executor, table: ControlTable): Promise<void> {
  await db.execute(sql`UPDATE ${sql.identifier(table)} SET paused = FALSE, paused_reason = NULL, paused_by = NULL, paused_at = NULL WHERE id = ${CONTROL_ROWS[table]}`);
}
