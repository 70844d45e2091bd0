// Figures as an operator reads them: SUI from base units in full (every digit; money is checked
// here), times in the operator's locale.
import { formatAmount, SUI_DECIMALS } from '../../../../src/chain/amount.ts';

export function formatSui(baseUnits: string | null): string {
  return baseUnits === null ? 'unknown' : `${formatAmount(BigInt(baseUnits), SUI_DECIMALS, { group: true })} SUI`;
}

export function formatTime(iso: string | null): string {
  return iso === null ? 'never' : new Date(iso).toLocaleString();
}

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}
