// Who may sign in to the console, and as what (admin_allowlist). A change writes the entry and
// its audit row (set_allowlist, subject `allowlist:<address>`, before and after the role) in one
// transaction. The operator command `admin-allow` (server/operator/cli.ts) makes the first
// entries on the server itself; later changes are proposals an approver executes.
import { type AdminRole, AdminRoleSchema } from '../../contract/admin.ts';
import { SuiAddressSchema } from '../../contract/api.ts';
import { type Db, firstRow, sql } from '../db/client.ts';
import { iso } from '../http.ts';
import { appendAudit } from '../operator/audit.ts';
import { OperatorError, checkActor, checkInput } from '../operator/input.ts';

export interface AllowlistChange {
  address: string;
  /** The new role; null takes the address off the allowlist. */
  role: AdminRole | null;
  operator: string;
  reason: string;
  /** Business time, ms since the epoch. */
  at: number;
}

/**
 * Gives `address` a role (adding it), changes its role, or takes it off the allowlist. Refused
 * (invalid_input) when it changes nothing, not_found when removing an address not on it. Its
 * tokens follow at their next request: the role is read from the allowlist every time.
 */
export async function setAllowlistRole(db: Db, change: AllowlistChange): Promise<{ before: AdminRole | null; after: AdminRole | null; audit: { seq: bigint; hash: string } }> {
  const { operator, reason } = checkActor(change);
  const address = checkInput(SuiAddressSchema, change.address, 'address');
  const role = change.role === null ? null : checkInput(AdminRoleSchema, change.role, 'role');
  return db.transaction(async (tx) => {
    const row = await firstRow<{ role: AdminRole }>(tx, sql`SELECT role FROM admin_allowlist WHERE address = ${address} FOR UPDATE`);
    const before = row?.role ?? null;
    if (before === null && role === null) throw new OperatorError('not_found', `${address} is not on the console allowlist`);
    if (before === role) throw new OperatorError('invalid_input', `${address} is already on the console allowlist as ${role}`);
    if (role === null) {
      await tx.execute(sql`DELETE FROM admin_allowlist WHERE address = ${address}`);
    } else {
      await tx.execute(sql`INSERT INTO admin_allowlist (address, role, added_by, added_at) VALUES (${address}, ${role}, ${operator}, ${iso(change.at)})
        ON CONFLICT (address) DO UPDATE SET role = EXCLUDED.role, added_by = EXCLUDED.added_by, added_at = EXCLUDED.added_at`);
    }
    const audit = await appendAudit(tx, {
      operator, action: 'set_allowlist', subject: `allowlist:${address}`, before: { role: before }, after: { role }, reason, at: change.at,
    });
    return { before, after: role, audit };
  });
}
