// A user's money as the console shows it: every digit of the base units, with the coin's
// decimals (src/chain/amount.ts), so nothing non-zero ever reads as 0. INCOME is referral
// and bank income credited in SUI (server/indexer), paid out as SUI vouchers.
import { formatAmount } from '../../../../src/chain/amount.ts';
import { DECIMALS } from '../../../../src/config/constants.ts';
import type { AdminUser } from '../../../../contract/admin.ts';

export type BalanceName = keyof AdminUser['balances'];

export const BALANCES: readonly { name: BalanceName; label: string; unit: string; decimals: number }[] = [
  { name: 'SUI', label: 'SUI', unit: 'SUI', decimals: DECIMALS.SUI },
  { name: 'USDC', label: 'USDC', unit: 'USDC', decimals: DECIMALS.USDC },
  { name: 'SUIL', label: 'SUIL', unit: 'SUIL', decimals: DECIMALS.SUIL },
  // In words, as the app names it: referral and bank income, paid out in SUI (not a coin of its own).
  { name: 'INCOME', label: 'Withdrawable income (SUI)', unit: 'SUI', decimals: DECIMALS.SUI },
];

/** Base units of a known coin in full ("1,234.000000001 SUI"); a coin the console does not know shows its base units as they are. */
export function formatCoinAmount(baseUnits: string, coin: string | null): string {
  const decimals = coin !== null && Object.hasOwn(DECIMALS, coin) ? DECIMALS[coin as keyof typeof DECIMALS] : undefined;
  if (decimals === undefined) return `${formatAmount(BigInt(baseUnits), 0, { group: true })} base units${coin ? ` of ${coin}` : ''}`;
  return `${formatAmount(BigInt(baseUnits), decimals, { group: true })} ${coin}`;
}

export function formatBalance(balances: AdminUser['balances'], name: BalanceName): string {
  const balance = BALANCES.find((b) => b.name === name)!;
  return `${formatAmount(BigInt(balances[name]), balance.decimals, { group: true })} ${balance.unit}`;
}
