// The sponsor of free binds as the operator reads it (contract SponsorStatus; server/sponsor/):
// its state, the last 24 hours' spend against the budget, and how long its balance lasts at that
// spend. Plain functions over the server's answer, so every figure is tested without React. A
// missing sponsor or an unread balance is said as such, never shown as 0.
import type { SponsorStatus } from '../../../../contract/admin.ts';
import { formatSui } from '../dashboard/format.ts';

/** none: the server has no sponsor key (free binds are off); paused: by an operator; running: sponsoring. */
export type SponsorState = 'none' | 'paused' | 'running';

export function sponsorState(sponsor: SponsorStatus): SponsorState {
  if (sponsor.address === null) return 'none';
  return sponsor.paused.paused ? 'paused' : 'running';
}

/** A run of days shorter than this is shown as a warning: time to top the sponsor up. */
export const RUNWAY_WARNING_DAYS = 7n;

/**
 * How long the balance lasts if the next days spend what the last 24 hours did:
 * no sponsor, the balance unknown, nothing left, no spend to go by, or tenths of days.
 */
export type Runway =
  | { kind: 'no_sponsor' }
  | { kind: 'unknown' }
  | { kind: 'empty' }
  | { kind: 'idle' }
  | { kind: 'lasts'; tenthsOfDays: bigint; hours: bigint };

export function sponsorRunway(sponsor: Pick<SponsorStatus, 'address' | 'balance' | 'spent24h'>): Runway {
  if (sponsor.address === null) return { kind: 'no_sponsor' };
  if (sponsor.balance === null) return { kind: 'unknown' };
  const balance = BigInt(sponsor.balance);
  const spent = BigInt(sponsor.spent24h);
  if (balance === 0n) return { kind: 'empty' };
  if (spent === 0n) return { kind: 'idle' };
  return { kind: 'lasts', tenthsOfDays: (balance * 10n) / spent, hours: (balance * 24n) / spent };
}

const grouped = (value: bigint) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function runwayText(runway: Runway): string {
  switch (runway.kind) {
    case 'no_sponsor':
      return 'no sponsor';
    case 'unknown':
      return 'unknown';
    case 'empty':
      return 'nothing left';
    case 'idle':
      return 'no spend to go by';
    case 'lasts': {
      const { tenthsOfDays: tenths, hours } = runway;
      if (tenths >= 100n) return `about ${grouped(tenths / 10n)} days`;
      if (tenths >= 10n) return tenths === 10n ? 'about 1 day' : `about ${tenths / 10n}${tenths % 10n === 0n ? '' : `.${tenths % 10n}`} days`;
      if (hours >= 1n) return `less than a day (about ${hours} hour${hours === 1n ? '' : 's'})`;
      return 'less than an hour';
    }
  }
}

/** What the figure rests on, in a sentence under it. */
export function runwayNote(runway: Runway): string {
  switch (runway.kind) {
    case 'no_sponsor':
      return 'The server has no sponsor key.';
    case 'unknown':
      return 'The balance could not be read from the node just now.';
    case 'empty':
      return 'The balance is empty: free binds are refused until the sponsor is topped up.';
    case 'idle':
      return 'Nothing was sponsored in the last 24 hours.';
    case 'lasts':
      return "The balance divided by the last 24 hours' gas.";
  }
}

/** Whether the balance runs out within RUNWAY_WARNING_DAYS at the last 24 hours' spend (or is empty). */
export function runwayIsShort(runway: Runway): boolean {
  return runway.kind === 'empty' || (runway.kind === 'lasts' && runway.tenthsOfDays < RUNWAY_WARNING_DAYS * 10n);
}

/** `part` of `whole` as a whole percentage, "<1%" for a share that is not zero but rounds to it. */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return 'n/a';
  const percent = (part * 100n) / whole;
  return part > 0n && percent === 0n ? '<1%' : `${percent}%`;
}

export const formatCount = (count: number): string => grouped(BigInt(count));

/**
 * Where the last 24 hours stand against the budget, as the server checks a new bind: it needs
 * one more transaction within the count and its gas budget (up to the per-transaction cap)
 * within the gas budget. Null while there is room.
 */
export function budgetWarning(sponsor: Pick<SponsorStatus, 'spent24h' | 'count24h' | 'dailyBudget' | 'dailyCount' | 'maxGasBudget'>): string | null {
  const spent = BigInt(sponsor.spent24h);
  const budget = BigInt(sponsor.dailyBudget);
  if (sponsor.count24h >= sponsor.dailyCount || spent >= budget) {
    return 'The budget of the last 24 hours is used up: new free binds are refused until older ones leave the 24-hour window, or a larger budget is approved.';
  }
  if (budget - spent < BigInt(sponsor.maxGasBudget)) {
    return `Less than one transaction's cap (${formatSui(sponsor.maxGasBudget)}) is left of the gas budget: the next free bind may be refused.`;
  }
  return null;
}

/** Whether the balance may not cover the next bind, which reserves up to the per-transaction cap. */
export function balanceBelowCap(sponsor: Pick<SponsorStatus, 'balance' | 'maxGasBudget'>): boolean {
  return sponsor.balance !== null && BigInt(sponsor.balance) < BigInt(sponsor.maxGasBudget);
}

/** SUI the sponsor holds as coins, which gas cannot use until swept into its address balance; null when there is none (or it is unknown). */
export function coinsToSweep(sponsor: Pick<SponsorStatus, 'coinBalance'>): string | null {
  return sponsor.coinBalance !== null && BigInt(sponsor.coinBalance) > 0n ? sponsor.coinBalance : null;
}

/** The transactions ever sponsored, by how they ended, in a line. */
export function outcomesText({ outcomes }: Pick<SponsorStatus, 'outcomes'>): string {
  return `${formatCount(outcomes.executed)} executed, ${formatCount(outcomes.failed)} failed (gas paid all the same), ${formatCount(outcomes.submitted)} in flight`;
}
