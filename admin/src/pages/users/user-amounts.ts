// A user's money as the console shows it: every digit of the base units, with the coin's
// decimals (src/chain/amount.ts), so nothing non-zero ever reads as 0. INCOME is referral
// and bank income credited in SUI (server/indexer), paid out as SUI vouchers.
import { formatAmount, SUI_DECIMALS, SUIL_DECIMALS, USDC_DECIMALS } from '../../../../src/chain/amount.ts';
import type { AdminUser } from '../../../../contract/admin.ts';

export type BalanceName = keyof AdminUser['balances'];

export const BALANCES: readonly { name: BalanceName; label: string; unit: string; decimals: number }[] = [
  { name: 'SUI', label: 'SUI', unit: 'SUI', decimals: SUI_DECIMALS },
  { name: 'USDC', label: 'USDC', unit: 'USDC', decimals: USDC_DECIMALS },
  { name: 'SUIL', label: 'SUIL', unit: 'SUIL', decimals: SUIL_DECIMALS },
  { name: 'INCOME', label: 'Withdrawable income (INCOME)', unit: 'SUI', decimals: SUI_DECIMALS },
];

const COIN_DECIMALS: Record<string, number> = { SUI: SUI_DECIMALS, USDC: USDC_DECIMALS, SUIL: SUIL_DECIMALS };

/** Base units of a known coin in full ("1,234.000000001 SUI"); a coin the console does not know shows its base units as they are. */
export function formatCoinAmount(baseUnits: string, coin: string | null): string {
  const decimals = coin === null ? undefined : COIN_DECIMALS[coin];
  if (decimals === undefined) return `${formatAmount(BigInt(baseUnits), 0, { group: true })} base units${coin ? ` of ${coin}` : ''}`;
  return `${formatAmount(BigInt(baseUnits), decimals, { group: true })} ${coin}`;
}

export function formatBalance(balances: AdminUser['balances'], name: BalanceName): string {
  const balance = BALANCES.find((b) => b.name === name)!;
  return `${formatAmount(BigInt(balances[name]), balance.decimals, { group: true })} ${balance.unit}`;
}
