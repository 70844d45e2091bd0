// The sponsor's pause and budget (sponsor_control, migration 0013): what the operator changes,
// each change with its audit row in the same transaction. Pausing is one person's act (the
// console, `npm run server:sponsor-pause`); resuming and a new budget are proposals two people
// agree on (server/admin/proposal-changes.ts calls the *InTx forms on the approval's transaction).
import type { ServerConfig } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { clearSponsorPause, setSponsorBudget, setSponsorPaused, sponsorControlRow } from '../db/sponsor-control.ts';
import { iso } from '../http.ts';
import { type AuditValue, appendAudit } from '../operator/audit.ts';
import { OperatorError, checkActor } from '../operator/input.ts';

/** What a sponsor action needs of the server: the database, business time, the budget defaults. */
export interface SponsorOperatorContext {
  db: Db;
  now: () => number;
  config: Pick<ServerConfig, 'sponsor'>;
}

export interface SponsorBudget {
  /** Gas of all sponsored transactions in any 24 hours, SUI base units. */
  dailyBudget: bigint;
  /** Sponsored transactions in any 24 hours. */
  dailyCount: number;
}

export interface SponsorControl {
  paused: boolean;
  pausedReason: string | null;
  pausedBy: string | null;
  pausedAt: string | null;
  /** The operator's budget; null: the config's default. */
  overrides: { dailyBudget: bigint | null; dailyCount: number | null };
  /** What applies now. */
  budget: SponsorBudget;
}

/** The control row; with `forUpdate` locked until the transaction ends (a claim for execution locks it too). */
export async function readSponsorControl(db: Executor, config: Pick<ServerConfig, 'sponsor'>, options: { forUpdate?: boolean } = {}): Promise<SponsorControl> {
  const row = await sponsorControlRow(db, options);
  if (!row) throw new Error('sponsor_control has no row: the migrations did not run');
  const overrides = { dailyBudget: row.daily_budget === null ? null : BigInt(row.daily_budget), dailyCount: row.daily_count };
  return {
    paused: row.paused,
    pausedReason: row.paused_reason,
    pausedBy: row.paused_by,
    pausedAt: row.paused_at === null ? null : iso(row.paused_at),
    overrides,
    budget: { dailyBudget: overrides.dailyBudget ?? config.sponsor.dailyBudget, dailyCount: overrides.dailyCount ?? config.sponsor.dailyCount },
  };
}

/** The pause as the audit trail (and a proposal's `before`) records it. */
export function sponsorPauseRecord(control: SponsorControl): AuditValue {
  return { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt };
}

/** The budget as the audit trail (and a proposal's `before`) records it: overrides and what applies. */
export function sponsorBudgetRecord(control: SponsorControl): AuditValue {
  const { overrides, budget } = control;
  return {
    overrides: { dailyBudget: overrides.dailyBudget?.toString() ?? null, dailyCount: overrides.dailyCount?.toString() ?? null },
    effective: { dailyBudget: budget.dailyBudget.toString(), dailyCount: budget.dailyCount.toString() },
  };
}

export interface SponsorActionResult {
  control: SponsorControl;
  audit: { seq: bigint; hash: string };
}

/**
 * Stops sponsoring: new free binds are refused (503 sponsor_paused) before anything is signed,
 * until resumed. A transaction the sponsor has already signed is not stopped. Refused when
 * already paused (the first pause's reason stays on record).
 */
export async function pauseSponsor(ctx: SponsorOperatorContext, input: { operator: string; reason: string }): Promise<SponsorActionResult> {
  const { operator, reason } = checkActor(input);
  return ctx.db.transaction(async (tx) => {
    const before = await readSponsorControl(tx, ctx.config, { forUpdate: true });
    if (before.paused) throw new OperatorError('already_paused', `the sponsor is already paused (since ${before.pausedAt}, by ${before.pausedBy}: ${before.pausedReason})`);
    const at = ctx.now();
    await setSponsorPaused(tx, { reason, operator, at: iso(at) });
    const control = await readSponsorControl(tx, ctx.config);
    const audit = await appendAudit(tx, { operator, action: 'sponsor_pause', subject: 'sponsor', before: sponsorPauseRecord(before), after: sponsorPauseRecord(control), reason, at });
    return { control, audit };
  });
}

/** Sponsors again (the operator's command; the console makes it a proposal). Refused when not paused. */
export async function resumeSponsor(ctx: SponsorOperatorContext, input: { operator: string; reason: string }): Promise<SponsorActionResult> {
  const actor = checkActor(input);
  return ctx.db.transaction((tx) => resumeSponsorInTx(tx, ctx, actor));
}

/** Sets the budget (the operator's command; the console makes it a proposal). */
export async function setSponsorBudgetNow(
  ctx: SponsorOperatorContext,
  input: { operator: string; reason: string; budget: { dailyBudget?: bigint | null; dailyCount?: number | null } },
): Promise<SponsorActionResult> {
  checkActor(input);
  return ctx.db.transaction((tx) => setSponsorBudgetInTx(tx, ctx, input));
}

/** Sponsors again, on a transaction the caller holds (an approved proposal's). Refused when not paused. */
export async function resumeSponsorInTx(tx: Executor, ctx: Pick<SponsorOperatorContext, 'now' | 'config'>, input: { operator: string; reason: string }): Promise<SponsorActionResult> {
  const { operator, reason } = checkActor(input);
  const before = await readSponsorControl(tx, ctx.config, { forUpdate: true });
  if (!before.paused) throw new OperatorError('not_paused', 'the sponsor is not paused: nothing to resume');
  await clearSponsorPause(tx);
  const control = await readSponsorControl(tx, ctx.config);
  const audit = await appendAudit(tx, { operator, action: 'sponsor_resume', subject: 'sponsor', before: sponsorPauseRecord(before), after: sponsorPauseRecord(control), reason, at: ctx.now() });
  return { control, audit };
}

/**
 * Sets the budget on a transaction the caller holds (an approved proposal's): each named part to
 * a positive value, or back to the config's default with null; the other stays.
 */
export async function setSponsorBudgetInTx(
  tx: Executor,
  ctx: Pick<SponsorOperatorContext, 'now' | 'config'>,
  input: { operator: string; reason: string; budget: { dailyBudget?: bigint | null; dailyCount?: number | null } },
): Promise<SponsorActionResult> {
  const { operator, reason } = checkActor(input);
  const { dailyBudget, dailyCount } = input.budget;
  if (dailyBudget === undefined && dailyCount === undefined) throw new OperatorError('invalid_input', 'name the daily budget, the daily count or both');
  if ((dailyBudget !== undefined && dailyBudget !== null && dailyBudget <= 0n) || (dailyCount !== undefined && dailyCount !== null && dailyCount < 1)) {
    throw new OperatorError('invalid_input', 'a budget is positive');
  }
  const before = await readSponsorControl(tx, ctx.config, { forUpdate: true });
  await setSponsorBudget(tx, { dailyBudget, dailyCount });
  const control = await readSponsorControl(tx, ctx.config);
  const audit = await appendAudit(tx, { operator, action: 'sponsor_budget', subject: 'sponsor', before: sponsorBudgetRecord(before), after: sponsorBudgetRecord(control), reason, at: ctx.now() });
  return { control, audit };
}
