// Figures as an operator reads them: SUI from base units in full (every digit; money is checked
// here), counts with their noun, and times in one format, UTC, the same on every screen: the
// server's times are on its business clock (the chain's on localnet: ClockLegend in the header
// says which), and sessions on the wall clock (said where they are shown).
import { formatAmount } from '../../../../src/chain/amount.ts';
import { DECIMALS } from '../../../../src/config/constants.ts';

export function formatSui(baseUnits: string | null): string {
  return baseUnits === null ? 'unknown' : `${formatAmount(BigInt(baseUnits), DECIMALS.SUI, { group: true })} SUI`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-21 12:00:05 UTC": one format for every time the console shows; "never" for none. */
export function formatTime(iso: string | null): string {
  if (iso === null) return 'never';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

/** A time on the wall clock (sessions, sign-ins), said as such beside the business times. */
export function formatWallTime(iso: string | null): string {
  return iso === null ? 'never' : `${formatTime(iso)} (wall clock)`;
}

/** "1 node", "2 nodes", "1,200 nodes": a count with its noun, singular for one. */
export function countOf(count: number | bigint, singular: string, plural = `${singular}s`): string {
  const text = count.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${text} ${count === 1 || count === 1n ? singular : plural}`;
}

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}
