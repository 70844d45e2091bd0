// What each kind of proposal changes (server/admin/proposals.ts runs the two-person rule around
// these): the current state a proposal replaces, read when it is proposed (and refused at once
// when the change could not run or would change nothing), and the change itself, made on the
// approval's transaction with its audit row: node tier terms and bank products (new purchases
// and subscriptions only: bought nodes and running subscriptions keep the terms they have),
// the withdrawal limits, the allowlist, resuming withdrawals, approving a withdrawal in review,
// resuming the sponsor of free binds and its budget.
import {
  LIMIT_NAMES,
  type ProposalKind,
  type ProposalPayload,
} from '../../contract/admin.ts';
import type { ServerContext } from '../context.ts';
import type { Db, Executor } from '../db/client.ts';
import { allowlistEntry, approverCount } from '../db/admin-allowlist.ts';
import { type BankProductRow, bankProductNameRows, bankProductRow, insertBankProduct, setBankProductName, setBankProductTerms } from '../db/bank-products.ts';
import { type TierTerms, setTierTerms, tierTerms } from '../db/node-tiers.ts';
import { withdrawalSummary } from '../db/withdrawals.ts';
import { iso } from '../http.ts';
import { type AuditValue, appendAudit } from '../operator/audit.ts';
import { writeAllowlistRole } from './allowlist.ts';
import { limitsRecord, pauseRecord, readWithdrawalControl, resumeWithdrawalsInTx, setWithdrawalLimitsInTx } from '../operator/withdrawal-control.ts';
import { approveWithdrawal } from '../payouts/issuance.ts';
import { readSponsorControl, resumeSponsorInTx, setSponsorBudgetInTx, sponsorBudgetRecord, sponsorPauseRecord } from '../sponsor/control.ts';

/**
 * A change that cannot be made as proposed (a withdrawal no longer in review, a new bank
 * product without its terms, the last approver removed): 409 invalid_change at proposal time,
 * and at execution the proposal fails with this message as its outcome.
 */
export class ChangeRefusal extends Error {}

/** A value as an audit row holds it: numbers become decimal strings (audit values carry none). */
export function auditValue(value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(auditValue);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, auditValue(v)]));
}

const nodes = (count: number) => `${count} node${count === 1 ? '' : 's'}`;

async function readTier(db: Executor, tier: string, forUpdate = false): Promise<TierTerms> {
  const row = await tierTerms(db, tier, { forUpdate });
  if (!row) throw new ChangeRefusal(`there is no ${tier} node tier`);
  return row;
}

function tierRecord(row: TierTerms): AuditValue {
  return {
    tier: row.tier, coin: row.coin, price: row.price, limitedCount: String(row.limited_count), soldCount: String(row.sold_count),
    giftSuil: row.gift_suil, autoReturnDays: String(row.auto_return_days),
  };
}

type ProductRow = BankProductRow;

async function readProduct(db: Executor, id: string, forUpdate = false): Promise<{ row: ProductRow; names: Record<string, string> } | null> {
  const row = await bankProductRow(db, id, { forUpdate });
  if (!row) return null;
  const names = await bankProductNameRows(db, id);
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

/**
 * The current state of what `payload` changes, refusing (ChangeRefusal) a proposal that could
 * not execute as it stands or would change nothing. An allowlist change of one's own entry is
 * refused: a role is changed by two other people, so nobody promotes (or locks out) themselves.
 */
export async function currentState(ctx: ServerContext, kind: ProposalKind, payload: ProposalPayload, proposer: string): Promise<AuditValue> {
  switch (kind) {
    case 'node_tier': {
      const p = payload as ProposalPayload<'node_tier'>;
      if (p.price === undefined && p.limitedCount === undefined && p.giftSuil === undefined && p.autoReturnDays === undefined) {
        throw new ChangeRefusal('name at least one term of the tier to change: price, limitedCount, giftSuil, autoReturnDays');
      }
      const row = await readTier(ctx.db, p.tier);
      if (p.limitedCount !== undefined && p.limitedCount < row.sold_count) {
        throw new ChangeRefusal(`${p.tier} has sold ${nodes(row.sold_count)}: its limited count cannot go below that`);
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
      const row = await withdrawalSummary(ctx.db, p.withdrawalId);
      if (!row) throw new ChangeRefusal(`no withdrawal ${p.withdrawalId}`);
      if (row.status !== 'review') throw new ChangeRefusal(`withdrawal ${p.withdrawalId} is ${row.status}, not in review`);
      return { id: p.withdrawalId, address: row.address, amount: row.amount, status: row.status, createdAt: iso(row.created_at) };
    }
    case 'resume_sponsor': {
      const control = await readSponsorControl(ctx.db, ctx.config);
      if (!control.paused) throw new ChangeRefusal('the sponsor is not paused: nothing to resume');
      return sponsorPauseRecord(control);
    }
    case 'sponsor_budget': {
      const p = payload as ProposalPayload<'sponsor_budget'>;
      if (p.dailyBudget === undefined && p.dailyCount === undefined) throw new ChangeRefusal('name the daily budget, the daily count or both');
      return sponsorBudgetRecord(await readSponsorControl(ctx.db, ctx.config));
    }
  }
}

export interface Execution {
  tx: Executor & Pick<Db, 'transaction'>;
  ctx: ServerContext;
  id: string;
  operator: string;
  reason: string;
  now: number;
}

async function executeNodeTier(e: Execution, p: ProposalPayload<'node_tier'>): Promise<bigint> {
  const before = await readTier(e.tx, p.tier, true);
  if (p.limitedCount !== undefined && p.limitedCount < before.sold_count) {
    throw new ChangeRefusal(`${p.tier} has sold ${nodes(before.sold_count)}: its limited count cannot go below that`);
  }
  if (p.price === undefined && p.limitedCount === undefined && p.giftSuil === undefined && p.autoReturnDays === undefined) {
    throw new ChangeRefusal('the proposal names no term of the tier to change');
  }
  // New purchases read the tier row when they are made; node_purchases keep the terms they were bought on.
  await setTierTerms(e.tx, p.tier, p);
  const after = await readTier(e.tx, p.tier);
  const audit = await appendAudit(e.tx, {
    operator: e.operator, action: 'set_node_tier', subject: `node_tier:${p.tier}`, before: tierRecord(before),
    after: { ...(tierRecord(after) as Record<string, AuditValue>), proposal: e.id }, reason: e.reason, at: e.now,
  });
  return audit.seq;
}

async function executeBankProduct(e: Execution, p: ProposalPayload<'bank_product'>): Promise<bigint> {
  const before = await readProduct(e.tx, p.id, true);
  const problem = productProblem(p, before);
  if (problem) throw new ChangeRefusal(problem);
  // Subscriptions copy the product's rate, lock and fee when they are made: existing ones keep theirs.
  if (before === null) {
    await insertBankProduct(e.tx, { id: p.id, coin: p.coin!, dailyRateBps: p.dailyRateBps!, lockDays: p.lockDays!, minAmount: p.minAmount!, active: p.active ?? true });
  } else {
    await setBankProductTerms(e.tx, p.id, p);
  }
  for (const [locale, name] of Object.entries(p.names ?? {})) await setBankProductName(e.tx, p.id, locale, name);
  const after = await readProduct(e.tx, p.id);
  const audit = await appendAudit(e.tx, {
    operator: e.operator, action: 'set_bank_product', subject: `bank_product:${p.id}`, before: productRecord(before),
    after: { ...(productRecord(after) as Record<string, AuditValue>), proposal: e.id }, reason: e.reason, at: e.now,
  });
  return audit.seq;
}

async function executeAllowlist(e: Execution, p: ProposalPayload<'allowlist'>): Promise<bigint> {
  const { audit } = await writeAllowlistRole(e.tx, { address: p.address, role: p.role, operator: e.operator, reason: e.reason, at: e.now, proposal: e.id });
  return audit.seq;
}

/**
 * Makes the change of an approved proposal on the execution transaction, with its audit row;
 * returns that row's seq (the proposal is linked to it, for the audit filter `proposal:<id>`).
 */
export async function executeChange(e: Execution, kind: ProposalKind, payload: ProposalPayload): Promise<bigint> {
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
      return (await setWithdrawalLimitsInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason, limits: values })).audit.seq;
    }
    case 'allowlist':
      return executeAllowlist(e, payload as ProposalPayload<'allowlist'>);
    case 'resume_withdrawals':
      return (await resumeWithdrawalsInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason })).audit.seq;
    case 'approve_withdrawal': {
      // approveWithdrawal runs inside the execution transaction: its own ctx.db.transaction
      // becomes a savepoint of ours (Drizzle nests transactions so), so the proposal is marked
      // executed exactly when the voucher is signed, and a refusal (no longer in review, paused,
      // reserve short) rolls the mark back with it. It locks the control row and the
      // withdrawal after our proposal row, and reads the reserve while holding them, as it
      // does alone; no other path locks a proposal after those, so no cycle of waits forms.
      const { withdrawalId } = payload as ProposalPayload<'approve_withdrawal'>;
      return (await approveWithdrawal({ ...e.ctx, db: e.tx as unknown as Db }, { id: withdrawalId, operator: e.operator, reason: e.reason })).audit.seq;
    }
    case 'resume_sponsor':
      return (await resumeSponsorInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason })).audit.seq;
    case 'sponsor_budget': {
      const { dailyBudget, dailyCount } = payload as ProposalPayload<'sponsor_budget'>;
      const budget = { dailyBudget: dailyBudget === undefined ? undefined : dailyBudget === null ? null : BigInt(dailyBudget), dailyCount };
      return (await setSponsorBudgetInTx(e.tx, e.ctx, { operator: e.operator, reason: e.reason, budget })).audit.seq;
    }
  }
}

