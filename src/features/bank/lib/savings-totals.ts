// "My savings" on the bank page: the principal and the income earned of the user's positions in
// progress, per coin (a SUI product and a USDC one are never added together).
import type { Coin } from '../../../../contract/api';

export interface SavingsTotal {
  coin: Coin;
  principal: bigint;
  income: bigint;
}

/** The order the coins are shown in. */
const COIN_ORDER: readonly Coin[] = ['SUI', 'USDC', 'SUIL'];

/**
 * Per coin, the sums over the active positions, in COIN_ORDER; with none, SUI at 0 (the bank's
 * own coin), so the card still says what it totals.
 */
export function savingsTotals(positions: readonly { coin: Coin; status: 'active' | 'redeemed'; principal: bigint; generatedIncome: bigint }[]): SavingsTotal[] {
  const totals = new Map<Coin, SavingsTotal>();
  for (const position of positions) {
    if (position.status !== 'active') continue;
    const total = totals.get(position.coin) ?? { coin: position.coin, principal: 0n, income: 0n };
    totals.set(position.coin, { ...total, principal: total.principal + position.principal, income: total.income + position.generatedIncome });
  }
  const shown = COIN_ORDER.flatMap((coin) => totals.get(coin) ?? []);
  return shown.length > 0 ? shown : [{ coin: 'SUI', principal: 0n, income: 0n }];
}
