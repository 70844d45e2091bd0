// The operator_audit and operator_audit_head tables' queries (migration 0011): the operator's
// hash-chained audit rows, and the chain's last row (`id = 'head'`). How a row is hashed and
// the chain checked: server/operator/audit.ts.
import type { AuditValue } from '../operator/audit.ts';
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { operatorAudit, operatorAuditHead } from './schema.ts';

/** A row as read: `before` and `after` are the JSON written. */
export type AuditDbRow = Omit<Row<typeof operatorAudit>, 'before' | 'after'> & { before: AuditValue; after: AuditValue };

export type AuditHeadRow = Pick<Row<typeof operatorAuditHead>, 'seq' | 'hash'>;

const AUDIT_COLUMNS = sql`seq::text AS seq, at, operator, action, subject, before, after, reason, prev_hash, hash`;

/** The chain's head; with `forUpdate` locked until the transaction ends (the lock orders concurrent appends). */
export function auditHeadRow(db: Executor, options: { forUpdate?: boolean } = {}): Promise<AuditHeadRow | undefined> {
  return firstRow<AuditHeadRow>(
    db,
    options.forUpdate
      ? sql`SELECT seq::text AS seq, hash FROM operator_audit_head WHERE id = 'head' FOR UPDATE`
      : sql`SELECT seq::text AS seq, hash FROM operator_audit_head WHERE id = 'head'`,
  );
}

/** Writes a row (its JSON values as given) and moves the head to it. */
export async function insertAuditRow(
  tx: Executor,
  row: { seq: bigint; at: string; operator: string; action: string; subject: string | null; before: AuditValue; after: AuditValue; reason: string; prevHash: string; hash: string },
): Promise<void> {
  await tx.execute(sql`INSERT INTO operator_audit (seq, at, operator, action, subject, before, after, reason, prev_hash, hash)
    VALUES (${row.seq.toString()}, ${row.at}, ${row.operator}, ${row.action}, ${row.subject},
            ${JSON.stringify(row.before)}::jsonb, ${JSON.stringify(row.after)}::jsonb, ${row.reason}, ${row.prevHash}, ${row.hash})`);
  await tx.execute(sql`UPDATE operator_audit_head SET seq = ${row.seq.toString()}, hash = ${row.hash} WHERE id = 'head'`);
}

/** Rows in order, `limit` at a time after `afterSeq`. */
export function auditRowsAfter(db: Executor, afterSeq: bigint, limit: number): Promise<AuditDbRow[]> {
  return rows<AuditDbRow>(
    db,
    sql`SELECT ${AUDIT_COLUMNS}
        FROM operator_audit WHERE seq > ${afterSeq.toString()} ORDER BY operator_audit.seq LIMIT ${limit}`,
  );
}

/** What the console filters the trail by; `before` pages (rows with a lower seq). */
export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  /** From this time, inclusive (ISO). */
  from?: string | undefined;
  /** Until this time, exclusive (ISO). */
  to?: string | undefined;
  before?: string | undefined;
}

/**
 * A subject filter: rows about the subject; for `proposal:<id>` also the row the proposal's change
 * wrote when it was executed (its subject is what changed: `withdrawals`, `node_tier:primary`...).
 */
function subjectCondition(subject: string): SQL {
  const proposal = /^proposal:([1-9]\d{0,17})$/.exec(subject)?.[1];
  if (proposal === undefined) return sql`subject = ${subject}`;
  return sql`(subject = ${subject} OR seq = (SELECT executed_audit_seq FROM proposals WHERE id = ${proposal}))`;
}

/** A page's row: the audit row, and the proposal it executed (null: none). */
export type AuditPageRow = AuditDbRow & { proposal: string | null };

/** Rows matching the filter, newest first. */
export function auditPage(db: Executor, f: AuditFilter, limit: number): Promise<AuditPageRow[]> {
  const conditions: SQL[] = [
    ...(f.operator ? [sql`operator = ${f.operator}`] : []),
    ...(f.action ? [sql`action = ${f.action}`] : []),
    ...(f.subject ? [subjectCondition(f.subject)] : []),
    ...(f.from ? [sql`at >= ${f.from}`] : []),
    ...(f.to ? [sql`at < ${f.to}`] : []),
    ...(f.before ? [sql`seq < ${f.before}`] : []),
  ];
  return rows<AuditPageRow>(
    db,
    sql`SELECT ${AUDIT_COLUMNS}, (SELECT id::text FROM proposals WHERE executed_audit_seq = operator_audit.seq) AS proposal FROM operator_audit
        WHERE ${conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`} ORDER BY operator_audit.seq DESC LIMIT ${limit}`,
  );
}
