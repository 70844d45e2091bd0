// The two-person rule of the console (contract/admin.ts, "Proposals"; migration 0012): a
// money-relevant change is proposed by one person and takes effect only when an approver who
// is not the proposer approves it, naming the payload they read by its hash. Every step writes
// its audit row in the same transaction as its change: propose, proposal_edit, proposal_cancel,
// proposal_expire, proposal_fail, and on execution the change's own row (set_node_tier,
// set_bank_product, set_limits, set_allowlist, resume, approve, sponsor_resume, sponsor_budget),
// whose seq the proposal keeps (executed_audit_seq) so the audit log links the two.
//
// Execution is one transaction: a conditional UPDATE marks the proposal executed only while it
// is still open, unexpired and carries the hash the approver named (so two racing approvals
// execute it once: the second waits for the first's row lock and then matches nothing), then
// the change, then its audit row. A change that is refused rolls all of that back; the proposal
// is then marked failed, in a transaction of its own, with the refusal as its outcome.
import { createHash } from 'node:crypto';
import {
  type AdminRole,
  PROPOSAL_PAYLOADS,
  PROPOSAL_TTL_MS,
  type Proposal,
  type ProposalKind,
  type ProposalPayload,
  type ProposalStatus,
} from '../../contract/admin.ts';
import type { ServerContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import {
  type ProposalRow,
  cancelOpenProposal,
  editOpenProposal,
  executeOpenProposal,
  failOpenProposal,
  insertProposal,
  linkExecutionAudit,
  markProposalExpired,
  proposalRow,
  proposalRows,
} from '../db/proposals.ts';
import { ApiError, iso } from '../http.ts';
import { type AuditValue, appendAudit, canonicalJson } from '../operator/audit.ts';
import { OperatorError } from '../operator/input.ts';
import { ChangeRefusal, auditValue, currentState, executeChange } from './proposal-changes.ts';

/** Who acts on a proposal: the console caller (server/admin/session.ts). */
export interface ProposalActor {
  address: string;
  role: AdminRole;
}


/** sha256 of the payload's canonical JSON (keys sorted at every level), hex: what an approval names. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload as AuditValue)).digest('hex');
}

function isExpired(row: ProposalRow, now: number): boolean {
  return Date.parse(iso(row.expires_at)) <= now;
}

/**
 * A row as the API shows it. An open proposal past its expiry is shown expired before anyone
 * has acted on it (the row is marked, with its audit row, by the next action that finds it).
 */
function toProposal(row: ProposalRow, now: number): Proposal {
  return {
    id: row.id, kind: row.kind, payload: row.payload, payloadHash: row.payload_hash, reason: row.reason,
    status: row.status === 'open' && isExpired(row, now) ? 'expired' : row.status,
    proposedBy: row.proposed_by, proposedAt: iso(row.proposed_at), expiresAt: iso(row.expires_at), before: row.before,
    approvedBy: row.approved_by, executedAt: row.executed_at === null ? null : iso(row.executed_at), outcome: row.outcome,
  };
}

async function loadRow(db: Executor, id: string): Promise<ProposalRow> {
  const row = await proposalRow(db, id);
  if (!row) throw new ApiError(404, 'not_found', `no proposal ${id}`);
  return row;
}

/** One proposal as the API shows it; 404 when there is none. */
export async function getProposal(ctx: ServerContext, id: string): Promise<Proposal> {
  return toProposal(await loadRow(ctx.db, id), ctx.now());
}

/** Proposals newest first (at most 200), optionally of one status (open excludes the expired ones not yet marked). */
export async function listProposals(ctx: ServerContext, status?: ProposalStatus): Promise<Proposal[]> {
  const found = await proposalRows(ctx.db, status, iso(ctx.now()));
  return found.map((row) => toProposal(row, ctx.now()));
}

// ---------------------------------------------------------------------------------------
// What a change replaces (a proposal's `before`), and whether it can be proposed at all.
// ---------------------------------------------------------------------------------------

function parsePayload(kind: ProposalKind, payload: unknown): ProposalPayload {
  const parsed = PROPOSAL_PAYLOADS[kind].safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `payload${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`);
    throw new ApiError(400, 'invalid_request', issues.join('; '));
  }
  return parsed.data as ProposalPayload;
}

async function stateOrRefuse(ctx: ServerContext, kind: ProposalKind, payload: ProposalPayload, proposer: string): Promise<AuditValue> {
  try {
    return await currentState(ctx, kind, payload, proposer);
  } catch (error) {
    if (error instanceof ChangeRefusal) throw new ApiError(409, 'invalid_change', error.message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// Propose, edit, cancel, and the closed or expired refusals they share with approve.
// ---------------------------------------------------------------------------------------

/**
 * An operator (or approver) proposes a change: the payload checked against its kind, what it
 * replaces read now (for the approver to compare), open for PROPOSAL_TTL_MS, with its audit row.
 */
export async function propose(ctx: ServerContext, actor: ProposalActor, input: { kind: ProposalKind; payload: unknown; reason: string }): Promise<Proposal> {
  const payload = parsePayload(input.kind, input.payload);
  const before = await stateOrRefuse(ctx, input.kind, payload, actor.address);
  const hash = payloadHash(payload);
  const now = ctx.now();
  const expiresAt = iso(now + PROPOSAL_TTL_MS);
  return ctx.db.transaction(async (tx) => {
    const row = await insertProposal(tx, {
      kind: input.kind, payload, payloadHash: hash, before, reason: input.reason, proposedBy: actor.address, proposedAt: iso(now), expiresAt,
    });
    await appendAudit(tx, {
      operator: actor.address, action: 'propose', subject: `proposal:${row.id}`, before: null,
      after: { kind: input.kind, payload: auditValue(payload), payloadHash: hash, before, expiresAt }, reason: input.reason, at: now,
    });
    return toProposal(row, now);
  });
}

/**
 * Marks an open proposal past its expiry as expired, with its audit row (by whoever's action
 * found it), once: a conditional UPDATE (a proposal already marked is left as it is).
 */
async function markExpired(ctx: ServerContext, actor: ProposalActor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await markProposalExpired(tx, id, iso(now));
    if (!row) return;
    await appendAudit(tx, {
      operator: actor.address, action: 'proposal_expire', subject: `proposal:${id}`, before: { status: 'open' },
      after: { status: 'expired', expiresAt: iso(row.expires_at) }, reason: 'not approved before it expired', at: now,
    });
  });
}

/** Throws why `row` cannot take a step: closed (409 proposal_closed) or expired (marked now; 409 proposal_expired). */
async function refuseNotOpen(ctx: ServerContext, actor: ProposalActor, row: ProposalRow): Promise<never> {
  if (row.status === 'open' && isExpired(row, ctx.now())) {
    await markExpired(ctx, actor, row.id);
    throw new ApiError(409, 'proposal_expired', `proposal ${row.id} expired at ${iso(row.expires_at)} without an approval: propose it again`);
  }
  if (row.status === 'expired') throw new ApiError(409, 'proposal_expired', `proposal ${row.id} expired at ${iso(row.expires_at)} without an approval: propose it again`);
  throw new ApiError(409, 'proposal_closed', `proposal ${row.id} is ${row.status === 'open' ? 'no longer as you read it' : row.status}: nothing changed`);
}

function isOpen(row: ProposalRow, now: number): boolean {
  return row.status === 'open' && !isExpired(row, now);
}

/**
 * The proposer replaces the payload of their open proposal: a new hash (an approval naming the
 * old one is refused: 409 payload_changed) and `before` read again, with its audit row.
 */
export async function editProposal(ctx: ServerContext, actor: ProposalActor, id: string, input: { payload: unknown; reason: string }): Promise<Proposal> {
  const current = await loadRow(ctx.db, id);
  if (current.proposed_by !== actor.address) throw new ApiError(403, 'forbidden', 'only the proposer edits a proposal');
  if (!isOpen(current, ctx.now())) await refuseNotOpen(ctx, actor, current);
  const payload = parsePayload(current.kind, input.payload);
  const before = await stateOrRefuse(ctx, current.kind, payload, actor.address);
  const hash = payloadHash(payload);
  const edited = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await editOpenProposal(tx, id, { payload, payloadHash: hash, before, proposer: actor.address, now: iso(now) });
    if (!row) return null;
    await appendAudit(tx, {
      operator: actor.address, action: 'proposal_edit', subject: `proposal:${id}`,
      before: { payload: auditValue(current.payload), payloadHash: current.payload_hash },
      after: { payload: auditValue(payload), payloadHash: hash, before }, reason: input.reason, at: now,
    });
    return toProposal(row, now);
  });
  return edited ?? refuseNotOpen(ctx, actor, await loadRow(ctx.db, id));
}

/** The proposer or any approver withdraws an open proposal, with its audit row; the reason becomes its outcome. */
export async function cancelProposal(ctx: ServerContext, actor: ProposalActor, id: string, reason: string): Promise<Proposal> {
  const current = await loadRow(ctx.db, id);
  if (current.proposed_by !== actor.address && actor.role !== 'approver') {
    throw new ApiError(403, 'forbidden', 'a proposal is cancelled by its proposer or by an approver');
  }
  if (!isOpen(current, ctx.now())) await refuseNotOpen(ctx, actor, current);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await cancelOpenProposal(tx, id, reason, iso(now));
    if (!row) return null;
    await appendAudit(tx, {
      operator: actor.address, action: 'proposal_cancel', subject: `proposal:${id}`, before: { status: 'open' },
      after: { status: 'cancelled' }, reason, at: now,
    });
    return toProposal(row, now);
  });
  return cancelled ?? refuseNotOpen(ctx, actor, await loadRow(ctx.db, id));
}

// ---------------------------------------------------------------------------------------
// Approve and execute.
// ---------------------------------------------------------------------------------------

/** A refusal of the change itself, carried out of the execution transaction to mark the proposal failed. */
class ChangeFailed extends Error {}

/** Errors that say nothing about the change itself: the proposal stays open, to approve again. */
const NOT_ABOUT_THE_CHANGE = new Set(['reserve_unavailable', 'chain_changed', 'internal_error']);

/**
 * Whether `error`, thrown by a change, refuses the change (the proposal fails: a withdrawal no
 * longer in review, withdrawals paused, the reserve short, a term that no longer fits) rather
 * than saying nothing about it (a database failure, a node that could not be read, a node on
 * another chain: the proposal stays open).
 */
function refusesTheChange(error: unknown): boolean {
  if (error instanceof ChangeRefusal || error instanceof OperatorError) return true;
  return error instanceof ApiError && !NOT_ABOUT_THE_CHANGE.has(error.code);
}

/** Marks an open proposal failed with `outcome`, with its audit row, once (its own transaction, after the change rolled back). */
async function markFailed(ctx: ServerContext, actor: ProposalActor, id: string, outcome: string, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await failOpenProposal(tx, id, outcome))) return;
    await appendAudit(tx, {
      operator: actor.address, action: 'proposal_fail', subject: `proposal:${id}`, before: { status: 'open' },
      after: { status: 'failed', outcome }, reason, at: ctx.now(),
    });
  });
}

/**
 * An approver other than the proposer approves the payload they read (`hash`): the proposal is
 * marked executed and its change made, in one transaction. Refused with 409 self_approval (the
 * proposer, or the address an allowlist change is about), proposal_closed (no longer open, or
 * executed by a racing approval), proposal_expired (marked so now), payload_changed (edited
 * since it was read), or invalid_change when the change itself is refused: then nothing of it
 * is kept, and the proposal is failed with the refusal as its outcome.
 */
export async function approveProposal(ctx: ServerContext, actor: ProposalActor, id: string, input: { payloadHash: string; reason: string }): Promise<Proposal> {
  const current = await loadRow(ctx.db, id);
  if (current.proposed_by === actor.address) throw new ApiError(409, 'self_approval', 'a proposal is approved by someone other than its proposer');
  if (current.kind === 'allowlist' && (current.payload as ProposalPayload<'allowlist'>).address === actor.address) {
    throw new ApiError(409, 'self_approval', 'a change of your own allowlist entry is approved by someone else');
  }
  if (!isOpen(current, ctx.now())) await refuseNotOpen(ctx, actor, current);
  if (current.payload_hash !== input.payloadHash) {
    throw new ApiError(409, 'payload_changed', `proposal ${id} was edited after you read it: read it again before approving`);
  }
  let executed: Proposal | null;
  try {
    executed = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const row = await executeOpenProposal(tx, id, { approver: actor.address, payloadHash: input.payloadHash, now: iso(now) });
      if (!row) return null;
      let seq: bigint;
      try {
        seq = await executeChange({ tx, ctx, id, operator: actor.address, reason: input.reason, now }, row.kind, row.payload as ProposalPayload);
      } catch (error) {
        if (refusesTheChange(error)) throw new ChangeFailed((error as Error).message);
        throw error;
      }
      // The change's audit row, found by the audit filter proposal:<id> (its subject is what changed).
      await linkExecutionAudit(tx, id, seq);
      return toProposal(row, now);
    });
  } catch (error) {
    if (!(error instanceof ChangeFailed)) throw error;
    await markFailed(ctx, actor, id, error.message, input.reason);
    throw new ApiError(409, 'invalid_change', error.message);
  }
  if (executed) return executed;
  // Nothing matched: another approval executed it first, it was edited, cancelled or expired meanwhile.
  const fresh = await loadRow(ctx.db, id);
  if (isOpen(fresh, ctx.now()) && fresh.payload_hash !== input.payloadHash) {
    throw new ApiError(409, 'payload_changed', `proposal ${id} was edited after you read it: read it again before approving`);
  }
  return refuseNotOpen(ctx, actor, fresh);
}
