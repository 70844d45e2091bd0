// The pause and the limits (withdrawal_control, migration 0011): what the operator changes, each
// change with its audit row in the same transaction. The functions take plain arguments and the
// server context (or the few parts of it they use), so the commands (server/operator/cli.ts),
// the e2e dev route and the next issue's console call them unchanged.
import type { ServerConfig, WithdrawalLimits } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { LIMIT_COLUMNS, clearPause, controlRow, setLimitOverrides, setPaused } from '../db/withdrawal-control.ts';
import { iso } from '../http.ts';
import { type AuditValue, appendAudit } from './audit.ts';
import { LimitAmountSchema, OperatorError, checkActor, checkInput } from './input.ts';

/** What an operator action needs of the server: the database, business time, the limit defaults. */
export interface OperatorContext {
  db: Db;
  /** Business time (ms since the epoch): the chain's clock on localnet. */
  now: () => number;
  config: Pick<ServerConfig, 'withdrawals'>;
}

export type LimitName = keyof WithdrawalLimits;
export const LIMIT_NAMES: readonly LimitName[] = ['maxPerVoucher', 'userDailyLimit', 'totalDailyLimit', 'reviewThreshold'];

export interface WithdrawalControl {
  paused: boolean;
  pausedReason: string | null;
  pausedBy: string | null;
  pausedAt: string | null;
  /** The operator's overrides; null = the config's default. */
  overrides: Record<LimitName, bigint | null>;
  /** What applies now: each override, or the default. */
  limits: WithdrawalLimits;
}

/**
 * The control row. With `forUpdate` it is locked until the transaction ends: issuing and
 * approving vouchers lock it too, so a pause or a limit change is never half-seen by one.
 */
export async function readWithdrawalControl(db: Executor, defaults: WithdrawalLimits, options: { forUpdate?: boolean } = {}): Promise<WithdrawalControl> {
  const row = await controlRow(db, options);
  if (!row) throw new Error('withdrawal_control has no row: the migrations did not run');
  const overrides = Object.fromEntries(
    LIMIT_NAMES.map((name) => {
      const value = row[LIMIT_COLUMNS[name]];
      return [name, value === null ? null : BigInt(value)];
    }),
  ) as Record<LimitName, bigint | null>;
  const limits = Object.fromEntries(LIMIT_NAMES.map((name) => [name, overrides[name] ?? defaults[name]])) as unknown as WithdrawalLimits;
  return {
    paused: row.paused,
    pausedReason: row.paused_reason,
    pausedBy: row.paused_by,
    pausedAt: row.paused_at === null ? null : iso(row.paused_at),
    overrides,
    limits,
  };
}

/** The pause as the audit trail (and a console proposal's `before`) records it. */
export function pauseRecord(control: Pick<WithdrawalControl, 'paused' | 'pausedReason' | 'pausedBy' | 'pausedAt'>): AuditValue {
  return { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt };
}

/** The limits as the audit trail (and a console proposal's `before`) records them: overrides and what applies. */
export function limitsRecord(control: WithdrawalControl): AuditValue {
  const text = (value: bigint | null) => (value === null ? null : value.toString());
  return {
    overrides: Object.fromEntries(LIMIT_NAMES.map((name) => [name, text(control.overrides[name])])),
    effective: Object.fromEntries(LIMIT_NAMES.map((name) => [name, control.limits[name].toString()])),
  };
}

export interface OperatorActionResult {
  control: WithdrawalControl;
  /** The audit row written with the change. */
  audit: { seq: bigint; hash: string };
}

/**
 * Stops issuing vouchers: new withdrawals are refused (503 withdrawals_paused) and approvals
 * too, until `resumeWithdrawals`. Vouchers already signed stay payable: the contract has no
 * way to stop them. Refused when already paused (the first pause's reason stays on record).
 */
export async function pauseWithdrawals(ctx: OperatorContext, input: { operator: string; reason: string }): Promise<OperatorActionResult> {
  const { operator, reason } = checkActor(input);
  return ctx.db.transaction(async (tx) => {
    const before = await readWithdrawalControl(tx, ctx.config.withdrawals, { forUpdate: true });
    if (before.paused) {
      throw new OperatorError('already_paused', `withdrawals are already paused (since ${before.pausedAt}, by ${before.pausedBy}: ${before.pausedReason})`);
    }
    const at = ctx.now();
    await setPaused(tx, { reason, operator, at: iso(at) });
    const control = await readWithdrawalControl(tx, ctx.config.withdrawals);
    const audit = await appendAudit(tx, { operator, action: 'pause', subject: 'withdrawals', before: pauseRecord(before), after: pauseRecord(control), reason, at });
    return { control, audit };
  });
}

/** Issues vouchers again. Refused when not paused. */
export async function resumeWithdrawals(ctx: OperatorContext, input: { operator: string; reason: string }): Promise<OperatorActionResult> {
  const actor = checkActor(input);
  return ctx.db.transaction((tx) => resumeWithdrawalsInTx(tx, ctx, actor));
}

/**
 * resumeWithdrawals' change and audit row on a transaction the caller holds: an approved console
 * proposal (server/admin/proposals.ts) resumes in the same transaction that marks it executed.
 */
export async function resumeWithdrawalsInTx(
  tx: Executor,
  ctx: Pick<OperatorContext, 'now' | 'config'>,
  input: { operator: string; reason: string },
): Promise<OperatorActionResult> {
  const { operator, reason } = checkActor(input);
  const before = await readWithdrawalControl(tx, ctx.config.withdrawals, { forUpdate: true });
  if (!before.paused) throw new OperatorError('not_paused', 'withdrawals are not paused: nothing to resume');
  await clearPause(tx);
  const control = await readWithdrawalControl(tx, ctx.config.withdrawals);
  const audit = await appendAudit(tx, { operator, action: 'resume', subject: 'withdrawals', before: pauseRecord(before), after: pauseRecord(control), reason, at: ctx.now() });
  return { control, audit };
}

/**
 * Sets some of the limits: each named one to a positive amount of SUI base units (at most u64),
 * or back to the config's default with null; the others stay as they are. Applies to the next
 * request (issuing reads the row under the same lock).
 */
export async function setWithdrawalLimits(
  ctx: OperatorContext,
  input: { operator: string; reason: string; limits: Partial<Record<LimitName, bigint | null>> },
): Promise<OperatorActionResult> {
  checkLimitsInput(input);
  return ctx.db.transaction((tx) => setWithdrawalLimitsInTx(tx, ctx, input));
}

/** The actor and the limits of a limits change, checked before anything is read or written. */
function checkLimitsInput(input: { operator: string; reason: string; limits: Partial<Record<LimitName, bigint | null>> }) {
  const actor = checkActor(input);
  const names = (Object.keys(input.limits) as LimitName[]).filter((name) => input.limits[name] !== undefined);
  const unknown = names.filter((name) => !LIMIT_NAMES.includes(name));
  if (unknown.length > 0) throw new OperatorError('invalid_input', `unknown limit ${unknown.join(', ')} (the limits are ${LIMIT_NAMES.join(', ')})`);
  if (names.length === 0) throw new OperatorError('invalid_input', 'name at least one limit to set');
  for (const name of names) {
    const value = input.limits[name];
    if (value !== null) checkInput(LimitAmountSchema, value, name);
  }
  return { ...actor, names };
}

/**
 * setWithdrawalLimits' change and audit row on a transaction the caller holds: an approved
 * console proposal (server/admin/proposals.ts) sets the limits in the same transaction that
 * marks it executed.
 */
export async function setWithdrawalLimitsInTx(
  tx: Executor,
  ctx: Pick<OperatorContext, 'now' | 'config'>,
  input: { operator: string; reason: string; limits: Partial<Record<LimitName, bigint | null>> },
): Promise<OperatorActionResult> {
  const { operator, reason, names } = checkLimitsInput(input);
  const before = await readWithdrawalControl(tx, ctx.config.withdrawals, { forUpdate: true });
  await setLimitOverrides(tx, Object.fromEntries(names.map((name) => [name, input.limits[name] ?? null])));
  const control = await readWithdrawalControl(tx, ctx.config.withdrawals);
  const audit = await appendAudit(tx, {
    operator, action: 'set_limits', subject: 'withdrawals', before: limitsRecord(before), after: limitsRecord(control), reason, at: ctx.now(),
  });
  return { control, audit };
}
