// The proposals table's queries (migration 0012): the console's two-person changes. Every step
// is one conditional UPDATE on the status (and the expiry, and for an approval the payload
// hash), so racing steps move a proposal at most once. The rule around them:
// server/admin/proposals.ts.
import type { ProposalKind, ProposalStatus } from '../../contract/admin.ts';
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { proposals } from './schema.ts';

export type ProposalRow = Omit<Row<typeof proposals>, 'executed_audit_seq'> & { kind: ProposalKind; status: ProposalStatus };

const PROPOSAL_COLUMNS = sql`id::text AS id, kind, payload, payload_hash, before, reason, status, proposed_by, proposed_at, expires_at,
  approved_by, executed_at, outcome`;

/** Open and not expired at `now`: what can still be edited, cancelled or approved. */
function openAt(now: string): SQL {
  return sql`status = 'open' AND expires_at > ${now}`;
}

export function proposalRow(db: Executor, id: string): Promise<ProposalRow | undefined> {
  return firstRow<ProposalRow>(db, sql`SELECT ${PROPOSAL_COLUMNS} FROM proposals WHERE id = ${id}`);
}

/**
 * Proposals newest first (at most 200), of one status at `now` (every one when undefined): open
 * leaves out those past their expiry, which count as expired before they are marked so.
 */
export function proposalRows(db: Executor, status: ProposalStatus | undefined, now: string): Promise<ProposalRow[]> {
  const filter =
    status === undefined ? sql`TRUE`
    : status === 'open' ? openAt(now)
    : status === 'expired' ? sql`(status = 'expired' OR (status = 'open' AND expires_at <= ${now}))`
    : sql`status = ${status}`;
  return rows<ProposalRow>(db, sql`SELECT ${PROPOSAL_COLUMNS} FROM proposals WHERE ${filter} ORDER BY proposals.id DESC LIMIT 200`);
}

/** How many proposals are open at `now`, as a subquery (the dashboard reads it with other figures). */
export function openProposalCount(now: string): SQL {
  return sql`(SELECT COUNT(*) FROM proposals WHERE ${openAt(now)})`;
}

/** A new open proposal (its JSON values as given). */
export async function insertProposal(
  tx: Executor,
  p: { kind: ProposalKind; payload: unknown; payloadHash: string; before: unknown; reason: string; proposedBy: string; proposedAt: string; expiresAt: string },
): Promise<ProposalRow> {
  return (await firstRow<ProposalRow>(
    tx,
    sql`INSERT INTO proposals (kind, payload, payload_hash, before, reason, proposed_by, proposed_at, expires_at)
          VALUES (${p.kind}, ${JSON.stringify(p.payload)}::jsonb, ${p.payloadHash}, ${JSON.stringify(p.before)}::jsonb, ${p.reason}, ${p.proposedBy},
                  ${p.proposedAt}, ${p.expiresAt})
          RETURNING ${PROPOSAL_COLUMNS}`,
  ))!;
}

/** open -> expired once past its expiry at `now`; its expiry, or undefined when it was not open and expired. */
export function markProposalExpired(tx: Executor, id: string, now: string): Promise<Pick<ProposalRow, 'expires_at'> | undefined> {
  return firstRow<Pick<ProposalRow, 'expires_at'>>(
    tx,
    sql`UPDATE proposals SET status = 'expired', outcome = 'not approved before it expired'
          WHERE id = ${id} AND status = 'open' AND expires_at <= ${now} RETURNING expires_at`,
  );
}

/** The proposer's new payload, its hash and `before`, while it is open at `now`; undefined when it was not. */
export function editOpenProposal(
  tx: Executor,
  id: string,
  edit: { payload: unknown; payloadHash: string; before: unknown; proposer: string; now: string },
): Promise<ProposalRow | undefined> {
  return firstRow<ProposalRow>(
    tx,
    sql`UPDATE proposals SET payload = ${JSON.stringify(edit.payload)}::jsonb, payload_hash = ${edit.payloadHash}, before = ${JSON.stringify(edit.before)}::jsonb
          WHERE id = ${id} AND status = 'open' AND expires_at > ${edit.now} AND proposed_by = ${edit.proposer}
          RETURNING ${PROPOSAL_COLUMNS}`,
  );
}

/** open -> cancelled with `reason` as its outcome, while open at `now`; undefined when it was not. */
export function cancelOpenProposal(tx: Executor, id: string, reason: string, now: string): Promise<ProposalRow | undefined> {
  return firstRow<ProposalRow>(
    tx,
    sql`UPDATE proposals SET status = 'cancelled', outcome = ${reason} WHERE id = ${id} AND status = 'open' AND expires_at > ${now}
          RETURNING ${PROPOSAL_COLUMNS}`,
  );
}

/** open -> failed with `outcome`; false when it was no longer open. */
export async function failOpenProposal(tx: Executor, id: string, outcome: string): Promise<boolean> {
  const row = await firstRow<{ id: string }>(tx, sql`UPDATE proposals SET status = 'failed', outcome = ${outcome} WHERE id = ${id} AND status = 'open' RETURNING id::text AS id`);
  return row !== undefined;
}

/**
 * open -> executed by `approver`, only while it is open at `now` and its payload hash is the one
 * the approver read; undefined when it was not (a racing approval matched it first).
 */
export function executeOpenProposal(tx: Executor, id: string, a: { approver: string; payloadHash: string; now: string }): Promise<ProposalRow | undefined> {
  return firstRow<ProposalRow>(
    tx,
    sql`UPDATE proposals SET status = 'executed', approved_by = ${a.approver}, executed_at = ${a.now}
            WHERE id = ${id} AND status = 'open' AND payload_hash = ${a.payloadHash} AND expires_at > ${a.now}
            RETURNING ${PROPOSAL_COLUMNS}`,
  );
}

/** The audit row the change of an executed proposal wrote (the audit filter `proposal:<id>` finds it). */
export async function linkExecutionAudit(tx: Executor, id: string, seq: bigint): Promise<void> {
  await tx.execute(sql`UPDATE proposals SET executed_audit_seq = ${seq.toString()} WHERE id = ${id}`);
}
