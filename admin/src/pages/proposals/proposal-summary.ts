// A proposal in words: its kind's name, and for every kind what approving it changes, field by
// field, as it was read when proposed against as proposed, amounts with their coin and decimals
// ("1,000 USDC" rather than "1000000000"), the changed fields marked. The payload's JSON stays
// one toggle away on the page: the hash an approver names is over that payload.
import { z } from 'zod';
import {
  AllowlistPayloadSchema,
  ApproveWithdrawalPayloadSchema,
  BankProductPayloadSchema,
  type Dashboard,
  LIMIT_NAMES,
  type Locale,
  LOCALES,
  NodeTierPayloadSchema,
  type Proposal,
  type ProposalKind,
  SponsorBudgetPayloadSchema,
  WithdrawalLimitsPayloadSchema,
} from '../../../../contract/admin.ts';
import { type Coin, CoinSchema } from '../../../../contract/api.ts';
import { formatCoin } from '../catalogue/amount-input.ts';
import { dailyRatePercent } from '../catalogue/bank-product-proposal.ts';
import { LIMIT_LABELS } from '../catalogue/withdrawal-limits-proposal.ts';
import { countOf, formatSui, formatTime, shortAddress } from '../dashboard/format.ts';
import { formatCount } from '../sponsor/sponsor-figures.ts';

export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  node_tier: 'Node tier terms',
  bank_product: 'Bank product',
  withdrawal_limits: 'Withdrawal limits',
  allowlist: 'Allowlist change',
  resume_withdrawals: 'Resume withdrawals',
  approve_withdrawal: 'Approve a withdrawal',
  resume_sponsor: 'Resume the sponsor',
  sponsor_budget: 'Sponsor budget',
};

/** One field of what a proposal changes: what it is, as read when proposed, as proposed, and whether the proposal changes it. */
export interface ChangeLine {
  what: string;
  now: string;
  proposed: string;
  changed: boolean;
}

/** The server's configured defaults (the dashboard's), to say what "back to the default" puts back; null while unread. */
export type ConfiguredDefaults = Dashboard['defaults'] | null;

export const UNCHANGED = 'unchanged';
const UNREAD = 'not recorded';
const DEFAULT = "the server's default";
const OVERRIDE = "an operator's setting";

/** "1,000 USDC -> 1,200 USDC": a changed field in one line. */
export function changeText(line: Pick<ChangeLine, 'now' | 'proposed'>): string {
  return `${line.now} -> ${line.proposed}`;
}

/** A field: left out of the payload (unchanged), or proposed; changed when what is proposed reads differently from now. */
const line = (what: string, now: string, proposed: string | undefined): ChangeLine => ({
  what,
  now,
  proposed: proposed ?? UNCHANGED,
  changed: proposed !== undefined && proposed !== now,
});

/** Amounts as the server records them: decimal strings of base units. */
const Amount = z.string().regex(/^\d+$/);
const Count = z.union([z.string().regex(/^\d+$/), z.number().int()]);

/** server/admin/proposal-changes.ts tierRecord. */
const TierRecordSchema = z.object({ tier: z.string(), coin: CoinSchema, price: Amount, limitedCount: Count, soldCount: Count, giftSuil: Amount, autoReturnDays: Count });

/** server/admin/proposal-changes.ts productRecord (null: a new product). */
const ProductRecordSchema = z.object({
  id: z.string(),
  coin: CoinSchema,
  dailyRateBps: Count,
  lockDays: Count,
  minAmount: Amount,
  active: z.boolean(),
  names: z.record(z.string(), z.string()),
});

/** The overrides (null: the default) and what applies: the withdrawal limits' record and the sponsor budget's. */
const overridesRecord = <K extends string>(names: readonly K[]) =>
  z.object({
    overrides: z.object(Object.fromEntries(names.map((n) => [n, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>),
    effective: z.object(Object.fromEntries(names.map((n) => [n, z.string()])) as Record<K, z.ZodString>),
  });
const LimitsRecordSchema = overridesRecord(LIMIT_NAMES);
const BudgetRecordSchema = overridesRecord(['dailyBudget', 'dailyCount'] as const);

/** The pause of withdrawals or of the sponsor (pauseRecord, sponsorPauseRecord). */
const PauseRecordSchema = z.object({ paused: z.boolean(), reason: z.string().nullable(), by: z.string().nullable(), at: z.string().nullable() });

const AllowlistRecordSchema = z.object({ address: z.string(), role: z.string().nullable() });

const WithdrawalRecordSchema = z.object({ id: z.string(), address: z.string(), amount: Amount, status: z.string(), createdAt: z.string() });

const days = (n: number | string) => countOf(Number(n), 'day');

function pauseText(record: z.infer<typeof PauseRecordSchema>, running: string): string {
  if (!record.paused) return running;
  const by = record.by === null ? 'unknown' : shortAddress(record.by);
  return `paused since ${formatTime(record.at)} by ${by}: ${record.reason ?? 'no reason given'}`;
}

/** An amount of a coin the record does not name: its base units, said as such. */
const baseUnits = (amount: string) => `${countOf(BigInt(amount), 'base unit')} (the coin is not recorded)`;

function nodeTierLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const p = NodeTierPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = TierRecordSchema.safeParse(before);
  const now = b.success ? b.data : null;
  const coin: Coin | null = now?.coin ?? null;
  const price = (amount: string) => (coin ? formatCoin(amount, coin) : baseUnits(amount));
  const { price: newPrice, limitedCount, giftSuil, autoReturnDays } = p.data;
  return [
    line('Tier', p.data.tier, undefined),
    line('Price', now ? price(now.price) : UNREAD, newPrice === undefined ? undefined : price(newPrice)),
    line('Limited count', now ? `${formatCount(Number(now.limitedCount))} (${formatCount(Number(now.soldCount))} sold)` : UNREAD, limitedCount === undefined ? undefined : formatCount(limitedCount)),
    line('Gift', now ? formatCoin(now.giftSuil, 'SUIL') : UNREAD, giftSuil === undefined ? undefined : formatCoin(giftSuil, 'SUIL')),
    line('Price returned after', now ? days(now.autoReturnDays) : UNREAD, autoReturnDays === undefined ? undefined : days(autoReturnDays)),
  ];
}

const rateText = (bps: number | string) => `${bps} bps (${dailyRatePercent(Number(bps))})`;
const openText = (active: boolean) => (active ? 'open to new subscriptions' : 'closed to new subscriptions');

function bankProductLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const p = BankProductPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = ProductRecordSchema.safeParse(before);
  const isNew = before === null;
  const now = b.success ? b.data : null;
  const coin: Coin | null = p.data.coin ?? now?.coin ?? null;
  const nowText = <T>(value: T | undefined, format: (v: T) => string) => (isNew ? 'none (a new product)' : value === undefined ? UNREAD : format(value));
  const amount = (a: string) => (coin ? formatCoin(a, coin) : baseUnits(a));
  const lines = [
    line('Product', p.data.id, undefined),
    line('Coin', nowText(now?.coin, String), isNew && p.data.coin ? p.data.coin : undefined),
    line('Daily rate', nowText(now?.dailyRateBps, rateText), p.data.dailyRateBps === undefined ? undefined : rateText(p.data.dailyRateBps)),
    line('Lock', nowText(now?.lockDays, days), p.data.lockDays === undefined ? undefined : days(p.data.lockDays)),
    line('Minimum subscription', nowText(now?.minAmount, amount), p.data.minAmount === undefined ? undefined : amount(p.data.minAmount)),
    line('Subscriptions', nowText(now?.active, openText), p.data.active === undefined ? undefined : openText(p.data.active)),
  ];
  const names = p.data.names ?? {};
  for (const locale of LOCALES.filter((l: Locale) => names[l] !== undefined)) {
    const current = now?.names[locale];
    lines.push(line(`Name (${locale})`, isNew ? 'none (a new product)' : (current ?? (locale === 'en_US' ? 'none' : 'none (the app shows the en_US name)')), names[locale]));
  }
  return lines;
}

/** What applies now of a part with a default: its value, and whether it is the default or an operator's setting. */
function settingNow(record: { overrides: Record<string, string | null>; effective: Record<string, string> } | null, name: string, format: (v: string) => string): string {
  if (!record) return UNREAD;
  return `${format(record.effective[name]!)} (${record.overrides[name] === null ? DEFAULT : OVERRIDE})`;
}

/** As proposed: unchanged, a value, or back to the default (with the default's value when the console has read it). */
function settingProposed(value: string | number | null | undefined, defaultValue: string | number | undefined, format: (v: string) => string): string | undefined {
  if (value === undefined) return undefined;
  if (value !== null) return format(String(value));
  return defaultValue === undefined ? `${DEFAULT} (not read yet)` : `${DEFAULT}: ${format(String(defaultValue))}`;
}

function limitsLines(payload: unknown, before: unknown, defaults: ConfiguredDefaults): ChangeLine[] | null {
  const p = WithdrawalLimitsPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = LimitsRecordSchema.safeParse(before);
  const limits = p.data.limits as Record<string, string | null | undefined>;
  return LIMIT_NAMES.map((name) =>
    line(LIMIT_LABELS[name], settingNow(b.success ? b.data : null, name, formatSui), settingProposed(limits[name], defaults?.limits[name], formatSui)),
  );
}

function budgetLines(payload: unknown, before: unknown, defaults: ConfiguredDefaults): ChangeLine[] | null {
  const p = SponsorBudgetPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = BudgetRecordSchema.safeParse(before);
  const record = b.success ? b.data : null;
  const count = (c: string) => formatCount(Number(c));
  return [
    line('Daily gas budget', settingNow(record, 'dailyBudget', formatSui), settingProposed(p.data.dailyBudget, defaults?.sponsor.dailyBudget, formatSui)),
    line('Daily transaction count', settingNow(record, 'dailyCount', count), settingProposed(p.data.dailyCount, defaults?.sponsor.dailyCount, count)),
  ];
}

const roleText = (role: string | null) => (role === null ? 'not on the allowlist' : role);

function allowlistLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const p = AllowlistPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = AllowlistRecordSchema.safeParse(before);
  return [line('Address', p.data.address, undefined), line('Role', b.success ? roleText(b.data.role) : UNREAD, p.data.role === null ? 'removed from the allowlist' : p.data.role)];
}

function approveWithdrawalLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const p = ApproveWithdrawalPayloadSchema.safeParse(payload);
  if (!p.success) return null;
  const b = WithdrawalRecordSchema.safeParse(before);
  const w = b.success ? b.data : null;
  return [
    line('Withdrawal', w ? `${p.data.withdrawalId}, requested ${formatTime(w.createdAt)}` : p.data.withdrawalId, undefined),
    line('Recipient', w ? w.address : UNREAD, undefined),
    line('Amount', w ? formatSui(w.amount) : UNREAD, undefined),
    line('Status', w ? `in ${w.status} (nothing signed)` : UNREAD, 'pending: the voucher is signed now and payable on chain'),
  ];
}

/**
 * What approving the proposal changes, field by field; null when its payload is not one the
 * console reads (the raw JSON then shows). `defaults` (the dashboard's) gives the value a
 * "back to the default" puts back.
 */
export function proposalChangeLines(proposal: Pick<Proposal, 'kind' | 'payload' | 'before'>, defaults: ConfiguredDefaults = null): ChangeLine[] | null {
  const { payload, before } = proposal;
  switch (proposal.kind) {
    case 'node_tier':
      return nodeTierLines(payload, before);
    case 'bank_product':
      return bankProductLines(payload, before);
    case 'withdrawal_limits':
      return limitsLines(payload, before, defaults);
    case 'allowlist':
      return allowlistLines(payload, before);
    case 'resume_withdrawals': {
      const record = PauseRecordSchema.safeParse(before);
      return [line('Withdrawals', record.success ? pauseText(record.data, 'issued (not paused)') : UNREAD, 'issued again (the pause lifted)')];
    }
    case 'approve_withdrawal':
      return approveWithdrawalLines(payload, before);
    case 'resume_sponsor': {
      const record = PauseRecordSchema.safeParse(before);
      return [line('Free binds', record.success ? pauseText(record.data, 'sponsoring (not paused)') : UNREAD, 'sponsored again (the pause lifted)')];
    }
    case 'sponsor_budget':
      return budgetLines(payload, before, defaults);
  }
}

/** Whether a change line needs the configured defaults to say what it puts back (the page reads them then). */
export function needsDefaults(proposal: Pick<Proposal, 'kind' | 'payload'>): boolean {
  if (proposal.kind === 'withdrawal_limits') return Object.values((proposal.payload as { limits?: Record<string, unknown> } | null)?.limits ?? {}).includes(null);
  if (proposal.kind === 'sponsor_budget') return Object.values((proposal.payload as Record<string, unknown> | null) ?? {}).includes(null);
  return false;
}
