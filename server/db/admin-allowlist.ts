// The admin_allowlist table's queries (migration 0012): who may sign in to the console, and as
// what. What a change must keep (an approver left) and its audit row: server/admin/allowlist.ts.
import type { AdminRole } from '../../contract/admin.ts';
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { adminAllowlist } from './schema.ts';

export type AllowlistRow = Row<typeof adminAllowlist> & { role: AdminRole };

/** The entry of `address` (its role), undefined when it is not on the list; `forUpdate` locks it. */
export function allowlistEntry(db: Executor, address: string, options: { forUpdate?: boolean } = {}): Promise<Pick<AllowlistRow, 'role'> | undefined> {
  return firstRow<Pick<AllowlistRow, 'role'>>(db, sql`SELECT role FROM admin_allowlist WHERE address = ${address} ${options.forUpdate ? sql`FOR UPDATE` : sql``}`);
}

/** The role of `address` as a subquery (null: not on the list), read with another table's figures in one statement. */
export function allowlistedRoleOf(address: string): SQL {
  return sql`(SELECT role FROM admin_allowlist WHERE address = ${address})`;
}

/** Whether `address` is on the list. */
export async function isAllowlisted(db: Executor, address: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 AS on_list FROM admin_allowlist WHERE address = ${address}`)) !== undefined;
}

/** Locks the approvers' rows, in address order: changes that could take the last approver away take turns. */
export async function lockApprovers(db: Executor): Promise<void> {
  await db.execute(sql`SELECT address FROM admin_allowlist WHERE role = 'approver' ORDER BY address FOR UPDATE`);
}

/** How many approvers are on the list. */
export async function approverCount(db: Executor): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM admin_allowlist WHERE role = 'approver'`);
  return Number(row?.n ?? 0);
}

/** Puts `address` on the list with `role`, or gives it that role, as added by `addedBy` at `addedAt`. */
export async function upsertAllowlistEntry(db: Executor, entry: { address: string; role: AdminRole; addedBy: string; addedAt: string }): Promise<void> {
  await db.execute(sql`INSERT INTO admin_allowlist (address, role, added_by, added_at) VALUES (${entry.address}, ${entry.role}, ${entry.addedBy}, ${entry.addedAt})
      ON CONFLICT (address) DO UPDATE SET role = EXCLUDED.role, added_by = EXCLUDED.added_by, added_at = EXCLUDED.added_at`);
}

export async function deleteAllowlistEntry(db: Executor, address: string): Promise<void> {
  await db.execute(sql`DELETE FROM admin_allowlist WHERE address = ${address}`);
}

/** Every entry, the earliest added first. */
export function allowlistRows(db: Executor): Promise<AllowlistRow[]> {
  return rows<AllowlistRow>(db, sql`SELECT address, role, added_by, added_at FROM admin_allowlist ORDER BY added_at, address`);
}
