// The bank's product rules (docs/product.md §1 and §9): locked at least 7 days, a 3% fee on income
// and none on principal, income released daily, renewed automatically while the principal
// stays after maturity.
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';

export const MIN_LOCK_DAYS = 7;
export const INCOME_FEE_BPS = 300n;

/** Income as paid out: the 3% fee comes off income only. */
export function incomeAfterFee(income: bigint): bigint {
  return income - (income * INCOME_FEE_BPS) / 10_000n;
}

/**
 * A subscription amount of `coin`: entered, more than 0, not below the product's minimum, within
 * the app balance. Bounds are null while unknown.
 */
export function checkSubscription(
  text: string,
  minimum: bigint | null,
  available: bigint | null,
  coin: 'SUI' | 'USDC' | 'SUIL' = 'SUI',
): AmountCheck {
  return checkAmount(text, { field: 'subscription', coin, decimals: DECIMALS[coin], minimum: minimum ?? undefined, available });
}

/** A subscription can be redeemed once active and past its minimum lock. */
export function canRedeem(subscription: { status: 'active' | 'redeemed'; redeemableAt: string }, nowMs: number): boolean {
  return subscription.status === 'active' && Date.parse(subscription.redeemableAt) <= nowMs;
}
