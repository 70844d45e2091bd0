// The operator's audit trail (migration 0011): every operator action writes one row in the same
// database transaction as the change it records. Rows are numbered without gaps and chained:
// each row's hash is sha256 over the previous row's hash and the row's canonical JSON, so an
// edited, removed or reordered row breaks the chain at that row, and operator_audit_head (the
// last seq and hash, updated with every append) catches rows removed from the end. Whoever can
// rewrite the whole table can recompute the chain: /api/health shows the head, so an operator
// who keeps copies of it elsewhere (a log, a ticket, a monitoring system) can tell.
import { createHash } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { auditHeadRow, auditRowsAfter, insertAuditRow } from '../db/operator-audit.ts';
import { iso } from '../http.ts';

/** What an audit row may hold in `before` and `after`: JSON without numbers (amounts are decimal strings). */
export type AuditValue = string | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** The operator actions on the record. */
export const AUDIT_ACTIONS = [
  'pause',
  'resume',
  'approve',
  'reject',
  'cancel_refused',
  'pay_out',
  'set_limits',
  // The console (server/admin/): its sign-ins, notices, proposals and what they execute, and
  // ending a user's sessions.
  'admin_sign_in',
  'notice_create',
  'notice_update',
  'notice_publish',
  'notice_unpublish',
  'propose',
  'proposal_edit',
  'proposal_cancel',
  'proposal_expire',
  'proposal_fail',
  'set_node_tier',
  'set_bank_product',
  'set_allowlist',
  'revoke_sessions',
  // The sponsor of free binds (server/sponsor/): its pause and budget, and every transaction it
  // signs (sponsor_sign, by the server for the user) and how that ended (sponsor_settle).
  'sponsor_pause',
  'sponsor_resume',
  'sponsor_budget',
  'sponsor_sign',
  'sponsor_settle',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Who: the operator's name (the console: their address). */
  operator: string;
  action: AuditAction;
  /** What it is about: `withdrawal:<id>`, `voucher:<nonce>`, `withdrawals` (the control row). */
  subject: string | null;
  before: AuditValue;
  after: AuditValue;
  /** Why, in the operator's words. */
  reason: string;
  /** When, in business time (ms since the epoch). */
  at: number;
}

export interface AuditRow extends Omit<AuditEntry, 'at'> {
  seq: bigint;
  at: string;
  prevHash: string;
  hash: string;
}

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level: one text for one value, whatever the key order. */
export function canonicalJson(value: AuditValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}

/** The hash of a row: sha256(prev_hash, newline, canonical JSON of the row's fields), hex. */
export function auditHash(prevHash: string, row: Omit<AuditRow, 'prevHash' | 'hash'>): string {
  const body = canonicalJson({
    seq: row.seq.toString(),
    at: row.at,
    operator: row.operator,
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
    reason: row.reason,
  });
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}

/**
 * Appends `entry` to the chain. Call it inside the transaction that makes the change: the head
 * row's lock orders concurrent appends, and the row commits or rolls back with the change.
 */
export async function appendAudit(tx: Executor, entry: AuditEntry): Promise<{ seq: bigint; hash: string }> {
  const head = await auditHeadRow(tx, { forUpdate: true });
  if (!head) throw new Error('operator_audit_head is missing: the audit chain cannot be extended');
  const row = { ...entry, seq: BigInt(head.seq) + 1n, at: iso(entry.at) };
  const hash = auditHash(head.hash, row);
  await insertAuditRow(tx, { ...row, prevHash: head.hash, hash });
  return { seq: row.seq, hash };
}

/** The chain's last row (seq 0 and the genesis hash when empty). */
export async function auditHead(db: Executor): Promise<{ seq: bigint; hash: string }> {
  const head = await auditHeadRow(db);
  return { seq: BigInt(head?.seq ?? '0'), hash: head?.hash ?? GENESIS_HASH };
}

/** Audit rows in order, `limit` at a time after `afterSeq`. */
export async function readAudit(db: Executor, afterSeq = 0n, limit = 500): Promise<AuditRow[]> {
  const found = await auditRowsAfter(db, afterSeq, limit);
  return found.map((r) => ({
    seq: BigInt(r.seq), at: iso(r.at), operator: r.operator, action: r.action as AuditAction, subject: r.subject,
    before: r.before, after: r.after, reason: r.reason, prevHash: r.prev_hash, hash: r.hash,
  }));
}

export type AuditCheck =
  | { ok: true; rows: bigint; head: string }
  | { ok: false; rows: bigint; brokenAt: bigint; problem: string };

/**
 * Walks the whole chain and names the first row that breaks it: a gap in the numbering (a row
 * removed), a prev_hash that is not the previous row's hash (removed or reordered), a hash that
 * is not the row's own (edited), or a head that is not the last row (rows removed from the end).
 */
export async function verifyAuditChain(db: Executor): Promise<AuditCheck> {
  let expectedSeq = 1n;
  let prevHash = GENESIS_HASH;
  for (let batch = await readAudit(db); batch.length > 0; batch = await readAudit(db, expectedSeq - 1n)) {
    for (const row of batch) {
      const fail = (problem: string): AuditCheck => ({ ok: false, rows: expectedSeq - 1n, brokenAt: row.seq, problem });
      if (row.seq !== expectedSeq) return fail(`row ${expectedSeq} is missing (the next row is ${row.seq})`);
      if (row.prevHash !== prevHash) return fail(`row ${row.seq} does not follow row ${row.seq - 1n} (its prev_hash is not that row's hash)`);
      if (auditHash(prevHash, row) !== row.hash) return fail(`row ${row.seq} was changed after it was written (its hash does not match its contents)`);
      prevHash = row.hash;
      expectedSeq += 1n;
    }
  }
  const rowsSeen = expectedSeq - 1n;
  const head = await auditHead(db);
  if (head.seq !== rowsSeen || head.hash !== prevHash) {
    return { ok: false, rows: rowsSeen, brokenAt: rowsSeen + 1n, problem: `the chain ends at row ${rowsSeen} but its head says row ${head.seq}: rows were removed from the end` };
  }
  return { ok: true, rows: rowsSeen, head: prevHash };
}
