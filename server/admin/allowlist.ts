// Who may sign in to the console, and as what (admin_allowlist). A change writes the entry and
// its audit row (set_allowlist, subject `allowlist:<address>`, before and after the role) in one
// transaction. The operator command `admin-allow` (server/operator/cli.ts) makes the first
// entries on the server itself; later changes are proposals an approver executes.
import { type AdminRole, AdminRoleSchema } from '../../contract/admin.ts';
import { SuiAddressSchema } from '../../contract/api.ts';
import { DEV_CONSOLE_ACCOUNTS } from '../../localnet/packages/finance/dev-keys.ts';
import type { Db, Executor } from '../db/client.ts';
import { allowlistEntry, approverCount, deleteAllowlistEntry, isAllowlisted, lockApprovers, upsertAllowlistEntry } from '../db/admin-allowlist.ts';
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
 * The allowlist change itself, on a transaction the caller holds (the operator command's own, or
 * an approved proposal's): writes the entry and its audit row. Refused (OperatorError) when it
 * changes nothing, when removing an address not on it, and when it would take away the last
 * approver (the approvers' rows are locked first, so two removals take turns and the second
 * counts what the first left). `proposal` names the proposal that made it, on the audit row.
 */
export async function writeAllowlistRole(
  tx: Executor,
  change: { address: string; role: AdminRole | null; operator: string; reason: string; at: number; proposal?: string },
): Promise<{ before: AdminRole | null; audit: { seq: bigint; hash: string } }> {
  const { address, role, operator, reason, at } = change;
  await lockApprovers(tx);
  const row = await allowlistEntry(tx, address, { forUpdate: true });
  const before = row?.role ?? null;
  if (before === null && role === null) throw new OperatorError('not_found', `${address} is not on the console allowlist`);
  if (before === role) throw new OperatorError('invalid_input', `${address} is already on the console allowlist as ${role}`);
  if (role === null) {
    await deleteAllowlistEntry(tx, address);
  } else {
    await upsertAllowlistEntry(tx, { address, role, addedBy: operator, addedAt: iso(at) });
  }
  if (before === 'approver') {
    if ((await approverCount(tx)) < 1) throw new OperatorError('invalid_input', 'at least one approver must remain on the allowlist');
  }
  const audit = await appendAudit(tx, {
    operator,
    action: 'set_allowlist',
    subject: `allowlist:${address}`,
    before: { address, role: before },
    after: change.proposal === undefined ? { address, role } : { address, role, proposal: change.proposal },
    reason,
    at,
  });
  return { before, audit };
}

/**
 * The operator command's allowlist change (server/operator/cli.ts), checked and in a
 * transaction of its own. Its tokens follow at their next request: the role is read from the
 * allowlist every time.
 */
export async function setAllowlistRole(db: Db, change: AllowlistChange): Promise<{ before: AdminRole | null; after: AdminRole | null; audit: { seq: bigint; hash: string } }> {
  const { operator, reason } = checkActor(change);
  const address = checkInput(SuiAddressSchema, change.address, 'address');
  const role = change.role === null ? null : checkInput(AdminRoleSchema, change.role, 'role');
  return db.transaction(async (tx) => {
    const { before, audit } = await writeAllowlistRole(tx, { address, role, operator, reason, at: change.at });
    return { before, after: role, audit };
  });
}

/**
 * CONSOLE_DEV_ACCOUNTS=1 on localnet: the local console's operator and approver
 * (localnet/packages/finance/dev-keys.ts) join the allowlist at start, each with its audit
 * row, unless they are on it already (a restart on a kept database changes nothing).
 */
export async function allowDevConsoleAccounts(db: Db, at: number): Promise<string[]> {
  const added: string[] = [];
  for (const { address, role } of DEV_CONSOLE_ACCOUNTS) {
    await db.transaction(async (tx) => {
      if (await isAllowlisted(tx, address)) return;
      await writeAllowlistRole(tx, { address, role, operator: 'localnet', reason: 'the local console accounts (CONSOLE_DEV_ACCOUNTS=1)', at });
      added.push(`${address} (${role})`);
    });
  }
  return added;
}
