// Figures as an operator reads them: SUI from base units in full (every digit; money is checked
// here), times in the operator's locale.
import { formatAmount } from '../../../../src/chain/amount.ts';
import { DECIMALS } from '../../../../src/config/constants.ts';

export function formatSui(baseUnits: string | null): string {
  return baseUnits === null ? 'unknown' : `${formatAmount(BigInt(baseUnits), DECIMALS.SUI, { group: true })} SUI`;
}

export function formatTime(iso: string | null): string {
  return iso === null ? 'never' : new Date(iso).toLocaleString();
}

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}
