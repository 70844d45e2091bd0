// The two-person rule of the console (contract/admin.ts, "Proposals"; migration 0012): a
// money-relevant change is proposed by one person and takes effect only when an approver who
// is not the proposer approves it, naming the payload they read by its hash. Every step writes
// its audit row in the same transaction as its change: propose, proposal_edit, proposal_cancel,
// proposal_expire, proposal_fail, and on execution the change's own row (set_node_tier,
// set_bank_product, set_limits, set_allowlist, resume, approve).
//
// Execution is one transaction: a conditional UPDATE marks the proposal executed only while it
// is still open, unexpired and carries the hash the approver named (so two racing approvals
// execute it once: the second waits for the first's row lock and then matches nothing), then
// the change, then its audit row. A change that is refused rolls all of that back; the proposal
// is then marked failed, in a transaction of its own, with the refusal as its outcome.
import { createHash } from 'node:crypto';
import {
  type AdminRole,
  LIMIT_NAMES,
  PROPOSAL_PAYLOADS,
  PROPOSAL_TTL_MS,
  type Proposal,
  type ProposalKind,
  type ProposalPayload,
  type ProposalStatus,
} from '../../contract/admin.ts';
import type { ServerContext } from '../context.ts';
import { type Db, type Executor, firstRow, rows, sql } from '../db/client.ts';
import { ApiError, iso } from '../http.ts';
import { type AuditValue, appendAudit, canonicalJson } from '../operator/audit.ts';
import { OperatorError } from '../operator/input.ts';
import { writeAllowlistRole } from './allowlist.ts';
import { limitsRecord, pauseRecord, readWithdrawalControl, resumeWithdrawalsInTx, setWithdrawalLimitsInTx } from '../operator/withdrawal-control.ts';
import { approveWithdrawal } from '../payouts/issuance.ts';

/** Who acts on a proposal: the console caller (server/admin/session.ts). */
export interface ProposalActor {
  address: string;
  role: AdminRole;
}

/**
 * A change that cannot be made as proposed (a withdrawal no longer in review, a new bank
 * product without its terms, the last approver removed): 409 invalid_change at proposal time,
 * and at execution the proposal fails with this message as its outcome.
 */
export class ChangeRefusal extends Error {}

type ProposalRow = {
  id: string; kind: ProposalKind; payload: unknown; payload_hash: string; before: unknown; reason: string; status: ProposalStatus;
  proposed_by: string; proposed_at: Date | string; expires_at: Date | string; approved_by: string | null;
  executed_at: Date | string | null; outcome: string | null;
};

const PROPOSAL_COLUMNS = sql`id::text AS id, kind, payload, payload_hash, before, reason, status, proposed_by, proposed_at, expires_at,
  approved_by, executed_at, outcome`;

/** sha256 of the payload's canonical JSON (keys sorted at every level), hex: what an approval names. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload as AuditValue)).digest('hex');
}

/** A value as an audit row holds it: numbers become decimal strings (audit values carry none). */
function auditValue(value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(auditValue);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, auditValue(v)]));
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
  const row = await firstRow<ProposalRow>(db, sql`SELECT ${PROPOSAL_COLUMNS} FROM proposals WHERE id = ${id}`);
  if (!row) throw new ApiError(404, 'not_found', `no proposal ${id}`);
  return row;
}

/** One proposal as the API shows it; 404 when there is none. */
export async function getProposal(ctx: ServerContext, id: string): Promise<Proposal> {
  return toProposal(await loadRow(ctx.db, id), ctx.now());
}

/** Proposals newest first (at most 200), optionally of one status (open excludes the expired ones not yet marked). */
export async function listProposals(ctx: ServerContext, status?: ProposalStatus): Promise<Proposal[]> {
  const now = iso(ctx.now());
  const filter =
    status === undefined ? sql`TRUE`
    : status === 'open' ? sql`status = 'open' AND expires_at > ${now}`
    : status === 'expired' ? sql`(status = 'expired' OR (status = 'open' AND expires_at <= ${now}))`
    : sql`status = ${status}`;
  const found = await rows<ProposalRow>(ctx.db, sql`SELECT ${PROPOSAL_COLUMNS} FROM proposals WHERE ${filter} ORDER BY proposals.id DESC LIMIT 200`);
  return found.map((row) => toProposal(row, ctx.now()));
}

// ---------------------------------------------------------------------------------------
// What a change replaces (a proposal's `before`), and whether it can be proposed at all.
// ---------------------------------------------------------------------------------------

type TierRow = { tier: string; coin: string; price: string; limited_count: number; sold_count: number; gift_suil: string; auto_return_days: number };

async function readTier(db: Executor, tier: string, forUpdate = false): Promise<TierRow> {
  const row = await firstRow<TierRow>(
    db,
    sql`SELECT tier, coin, price::text AS price, limited_count, sold_count, gift_suil::text AS gift_suil, auto_return_days
        FROM node_tiers WHERE tier = ${tier} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new ChangeRefusal(`there is no ${tier} node tier`);
  return row;
}

function tierRecord(row: TierRow): AuditValue {
  return {
    tier: row.tier, coin: row.coin, price: row.price, limitedCount: String(row.limited_count), soldCount: String(row.sold_count),
    giftSuil: row.gift_suil, autoReturnDays: String(row.auto_return_days),
  };
}

type ProductRow = { id: string; coin: string; daily_rate_bps: number; lock_days: number; min_amount: string; fee_bps: number; active: boolean };

async function readProduct(db: Executor, id: string, forUpdate = false): Promise<{ row: ProductRow; names: Record<string, string> } | null> {
  const row = await firstRow<ProductRow>(
    db,
    sql`SELECT id, coin, daily_rate_bps, lock_days, min_amount::text AS min_amount, fee_bps, active FROM bank_products WHERE id = ${id}
        ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) return null;
  const names = await rows<{ locale: string; name: string }>(db, sql`SELECT locale, name FROM bank_product_names WHERE product_id = ${id} ORDER BY locale`);
  return { row, names: Object.fromEntries(names.map((n) => [n.locale, n.name])) };
}

function productRecord(product: { row: ProductRow; names: Record<string, string> } | null): AuditValue {
  if (!product) return null;
  const { row, names } = product;
  return {
    id: row.id, coin: row.coin, dailyRateBps: String(row.daily_rate_bps), lockDays: String(row.lock_days), minAmount: row.min_amount,
    feeBps: String(row.fee_bps), active: row.active, names,
  };
}

/** What a bank product payload lacks or gets wrong against the product as it is (null: nothing). */
function productProblem(payload: ProposalPayload<'bank_product'>, current: { row: ProductRow } | null): string | null {
  if (current === null) {
    const missing = (['coin', 'dailyRateBps', 'lockDays', 'minAmount'] as const).filter((k) => payload[k] === undefined);
    if (!payload.names?.en_US) missing.push('names.en_US' as never);
    return missing.length > 0 ? `${payload.id} is a new bank product: it needs ${missing.join(', ')}` : null;
  }
  if (payload.coin !== undefined && payload.coin !== current.row.coin) {
    return `${payload.id} is a ${current.row.coin} product: its coin cannot change (propose a new product instead)`;
  }
  return null;
}

async function allowlistEntry(db: Executor, address: string, forUpdate = false): Promise<{ role: AdminRole } | undefined> {
  return firstRow<{ role: AdminRole }>(db, sql`SELECT role FROM admin_allowlist WHERE address = ${address} ${forUpdate ? sql`FOR UPDATE` : sql``}`);
}

async function approverCount(db: Executor): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM admin_allowlist WHERE role = 'approver'`);
  return Number(row?.n ?? 0);
}

/**
 * The current state of what `payload` changes, refusing (ChangeRefusal) a proposal that could
 * not execute as it stands or would change nothing. An allowlist change of one's own entry is
 * refused: a role is changed by two other people, so nobody promotes (or locks out) themselves.
 */
async function currentState(ctx: ServerContext, kind: ProposalKind, payload: ProposalPayload, proposer: string): Promise<AuditValue> {
  switch (kind) {
    case 'node_tier': {
      const p = payload as ProposalPayload<'node_tier'>;
      if (p.price === undefined && p.limitedCount === undefined && p.giftSuil === undefined && p.autoReturnDays === undefined) {
        throw new ChangeRefusal('name at least one term of the tier to change: price, limitedCount, giftSuil, autoReturnDays');
      }
      const row = await readTier(ctx.db, p.tier);
      if (p.limitedCount !== undefined && p.limitedCount < row.sold_count) {
        throw new ChangeRefusal(`${p.tier} has sold ${row.sold_count} nodes: its limited count cannot go below that`);
      }
      return tierRecord(row);
    }
    case 'bank_product': {
      const p = payload as ProposalPayload<'bank_product'>;
      const current = await readProduct(ctx.db, p.id);
      const problem = productProblem(p, current);
      if (problem) throw new ChangeRefusal(problem);
      if (Object.keys(p).length === 1) throw new ChangeRefusal('name at least one term or name of the product to change');
      return productRecord(current);
    }
    case 'withdrawal_limits': {
      const p = payload as ProposalPayload<'withdrawal_limits'>;
      if (!LIMIT_NAMES.some((name) => p.limits[name] !== undefined)) throw new ChangeRefusal('name at least one limit to set');
      return limitsRecord(await readWithdrawalControl(ctx.db, ctx.config.withdrawals));
    }
    case 'allowlist': {
      const p = payload as ProposalPayload<'allowlist'>;
      if (p.address === proposer) throw new ChangeRefusal('your own allowlist entry is changed by two other people, not proposed by you');
      const entry = await allowlistEntry(ctx.db, p.address);
      if ((entry?.role ?? null) === p.role) throw new ChangeRefusal(p.role === null ? `${p.address} is not on the allowlist` : `${p.address} is already ${p.role}`);
      if (entry?.role === 'approver' && p.role !== 'approver' && (await approverCount(ctx.db)) <= 1) {
        throw new ChangeRefusal('at least one approver must remain on the allowlist');
      }
      return { address: p.address, role: entry?.role ?? null };
    }
    case 'resume_withdrawals': {
      const control = await readWithdrawalControl(ctx.db, ctx.config.withdrawals);
      if (!control.paused) throw new ChangeRefusal('withdrawals are not paused: nothing to resume');
      return pauseRecord(control);
    }
    case 'approve_withdrawal': {
      const p = payload as ProposalPayload<'approve_withdrawal'>;
      const row = await firstRow<{ address: string; amount: string; status: string; created_at: Date | string }>(
        ctx.db,
        sql`SELECT address, amount::text AS amount, status, created_at FROM withdrawals WHERE id = ${p.withdrawalId}`,
      );
      if (!row) throw new ChangeRefusal(`no withdrawal ${p.withdrawalId}`);
      if (row.status !== 'review') throw new ChangeRefusal(`withdrawal ${p.withdrawalId} is ${row.status}, not in review`);
      return { id: p.withdrawalId, address: row.address, amount: row.amount, status: row.status, createdAt: iso(row.created_at) };
    }
  }
}

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
    const row = (await firstRow<ProposalRow>(
      tx,
      sql`INSERT INTO proposals (kind, payload, payload_hash, before, reason, proposed_by, proposed_at, expires_at)
          VALUES (${input.kind}, ${JSON.stringify(payload)}::jsonb, ${hash}, ${JSON.stringify(before)}::jsonb, ${input.reason}, ${actor.address},
                  ${iso(now)}, ${expiresAt})
          RETURNING ${PROPOSAL_COLUMNS}`,
    ))!;
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
    const row = await firstRow<{ expires_at: Date | string }>(
      tx,
      sql`UPDATE proposals SET status = 'expired', outcome = 'not approved before it expired'
          WHERE id = ${id} AND status = 'open' AND expires_at <= ${iso(now)} RETURNING expires_at`,
    );
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
    const row = await firstRow<ProposalRow>(
      tx,
      sql`UPDATE proposals SET payload = ${JSON.stringify(payload)}::jsonb, payload_hash = ${hash}, before = ${JSON.stringify(before)}::jsonb
          WHERE id = ${id} AND status = 'open' AND expires_at > ${iso(now)} AND proposed_by = ${actor.address}
          RETURNING ${PROPOSAL_COLUMNS}`,
    );
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
    const row = await firstRow<ProposalRow>(
      tx,
      sql`UPDATE proposals SET status = 'cancelled', outcome = ${reason} WHERE id = ${id} AND status = 'open' AND expires_at > ${iso(now)}
          RETURNING ${PROPOSAL_COLUMNS}`,
    );
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

interface Execution {
  tx: Executor & Pick<Db, 'transaction'>;
  ctx: ServerContext;
  id: string;
  operator: string;
  reason: string;
  now: number;
}

async function executeNodeTier(e: Execution, p: ProposalPayload<'node_tier'>): Promise<void> {
  const before = await readTier(e.tx, p.tier, true);
  if (p.limitedCount !== undefined && p.limitedCount < before.sold_count) {
    throw new ChangeRefusal(`${p.tier} has sold ${before.sold_count} nodes: its limited count cannot go below that`);
  }
  const sets = [
    p.price !== undefined ? sql`price = ${p.price}` : null,
    p.limitedCount !== undefined ? sql`limited_count = ${p.limitedCount}` : null,
    p.giftSuil !== undefined ? sql`gift_suil = ${p.giftSuil}` : null,
    p.autoReturnDays !== undefined ? sql`auto_return_days = ${p.autoReturnDays}` : null,
  ].filter((s) => s !== null);
  if (sets.length === 0) throw new ChangeRefusal('the proposal names no term of the tier to change');
  // New purchases read the tier row when they are made; node_purchases keep the terms they were bought on.
  await e.tx.execute(sql`UPDATE node_tiers SET ${sql.join(sets, sql`, `)} WHERE tier = ${p.tier}`);
  const after = await readTier(e.tx, p.tier);
  await appendAudit(e.tx, {
    operator: e.operator, action: 'set_node_tier', subject: `node_tier:${p.tier}`, before: tierRecord(before),
    after: { ...(tierRecord(after) as Record<string, AuditValue>), proposal: e.id }, reason: e.reason, at: e.now,
  });
}

async function executeBankProduct(e: Execution, p: ProposalPayload<'bank_product'>): Promise<void> {
  const before = await readProduct(e.tx, p.id, true);
  const problem = productProblem(p, before);
  if (problem) throw new ChangeRefusal(problem);
  // Subscriptions copy the product's rate, lock and fee when they are made: existing ones keep theirs.
  if (before === null) {
    await e.tx.execute(sql`INSERT INTO bank_products (id, sort, coin, daily_rate_bps, lock_days, min_amount, active)
      VALUES (${p.id}, (SELECT COALESCE(MAX(sort), 0) + 1 FROM bank_products), ${p.coin!}, ${p.dailyRateBps!}, ${p.lockDays!}, ${p.minAmount!},
              ${p.active ?? true})`);
  } else {
    const sets = [
      p.dailyRateBps !== undefined ? sql`daily_rate_bps = ${p.dailyRateBps}` : null,
      p.lockDays !== undefined ? sql`lock_days = ${p.lockDays}` : null,
      p.minAmount !== undefined ? sql`min_amount = ${p.minAmount}` : null,
      p.active !== undefined ? sql`active = ${p.active}` : null,
    ].filter((s) => s !== null);
    if (sets.length > 0) await e.tx.execute(sql`UPDATE bank_products SET ${sql.join(sets, sql`, `)} WHERE id = ${p.id}`);
  }
  for (const [locale, name] of Object.entries(p.names ?? {})) {
    await e.tx.execute(sql`INSERT INTO bank_product_names (product_id, locale, name) VALUES (${p.id}, ${locale}, ${name})
      ON CONFLICT (product_id, locale) DO UPDATE SET name = EXCLUDED.name`);
  }
  const after = await readProduct(e.tx, p.id);
  await appendAudit(e.tx, {
    operator: e.operator, action: 'set_bank_product', subject: `bank_product:${p.id}`, before: productRecord(before),
    after: { ...(productRecord(after) as Record<string, AuditValue>), proposal: e.id }, reason: e.reason, at: e.now,
  });
}

async function executeAllowlist(e: Execution, p: ProposalPayload<'allowlist'>): Promise<void> {
  await writeAllowlistRole(e.tx, { address: p.address, role: p.role, operator: e.operator, reason: e.reason, at: e.now, proposal: e.id });
}

/** Makes the change of an approved proposal on the execution transaction, with its audit row. */
async function executeChange(e: Execution, kind: ProposalKind, payload: ProposalPayload): Promise<void> {
  switch (kind) {
    case 'node_tier':
      return executeNodeTier(e, payload as ProposalPayload<'node_tier'>);
    case 'bank_product':
      return executeBankProduct(e, payload as ProposalPayload<'bank_product'>);
    case 'withdrawal_limits': {
      const { limits } = payload as ProposalPayload<'withdrawal_limits'>;
      const values = Object.fromEntries(
        LIMIT_NAMES.filter((name) => limits[name] !== undefined).map((name) => [name, limits[name] === null ? null : BigInt(limits[name] as string)]),
      );
      await setWithdrawalLimitsInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason, limits: values });
      return;
    }
    case 'allowlist':
      return executeAllowlist(e, payload as ProposalPayload<'allowlist'>);
    case 'resume_withdrawals':
      await resumeWithdrawalsInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason });
      return;
    case 'approve_withdrawal': {
      // approveWithdrawal runs inside the execution transaction: its own ctx.db.transaction
      // becomes a savepoint of ours (Drizzle nests transactions so), so the proposal is marked
      // executed exactly when the voucher is signed, and a refusal (no longer in review, paused,
      // reserve short) rolls the mark back with it. It locks the control row and the
      // withdrawal after our proposal row, and reads the reserve while holding them, as it
      // does alone; no other path locks a proposal after those, so no cycle of waits forms.
      const { withdrawalId } = payload as ProposalPayload<'approve_withdrawal'>;
      await approveWithdrawal({ ...e.ctx, db: e.tx as unknown as Db }, { id: withdrawalId, operator: e.operator, reason: e.reason });
      return;
    }
  }
}

/** Marks an open proposal failed with `outcome`, with its audit row, once (its own transaction, after the change rolled back). */
async function markFailed(ctx: ServerContext, actor: ProposalActor, id: string, outcome: string, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await firstRow<{ id: string }>(tx, sql`UPDATE proposals SET status = 'failed', outcome = ${outcome} WHERE id = ${id} AND status = 'open' RETURNING id::text AS id`);
    if (!row) return;
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
      const row = await firstRow<ProposalRow>(
        tx,
        sql`UPDATE proposals SET status = 'executed', approved_by = ${actor.address}, executed_at = ${iso(now)}
            WHERE id = ${id} AND status = 'open' AND payload_hash = ${input.payloadHash} AND expires_at > ${iso(now)}
            RETURNING ${PROPOSAL_COLUMNS}`,
      );
      if (!row) return null;
      try {
        await executeChange({ tx, ctx, id, operator: actor.address, reason: input.reason, now }, row.kind, row.payload as ProposalPayload);
      } catch (error) {
        if (refusesTheChange(error)) throw new ChangeFailed((error as Error).message);
        throw error;
      }
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
