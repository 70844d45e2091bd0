// The exchange's derived figures (seed point 9): fee rate = fee / amount in * 100, shown with
// 2 decimals; price rounded to 4 decimals; and the least SUI accepted under the slippage.
import { SUIL_DECIMALS } from '../../../chain/amount';
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';

/** What swap_view_v2 returns for an amount of SUIL in (CONTRACT.md). */
export interface SwapPreview {
  fee: bigint;
  swapValue: bigint;
  amountOut: bigint;
}

export const SLIPPAGE_CHOICES_BPS = [50n, 100n, 300n] as const;
export const DEFAULT_SLIPPAGE_BPS = 50n;

export function checkSwapAmount(text: string, availableSuil: bigint | null): AmountCheck {
  return checkAmount(text, {
    decimals: SUIL_DECIMALS,
    emptyKey: 'validation.enterSuilAmount',
    available: availableSuil,
    overKey: 'validation.insufficientBalance',
  });
}

/** Rounds numerator / denominator half up. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (2n * denominator);
}

/** The fee as a share of the amount in, in hundredths of a percent (basis points), rounded. */
export function feeRateBps(fee: bigint, amountIn: bigint): bigint {
  if (amountIn <= 0n) return 0n;
  return divideRounded(fee * 10_000n, amountIn);
}

/** SUI per SUIL (both 9 decimals) as a decimal text with 4 decimals, rounded. */
export function formatPrice(amountIn: bigint, amountOut: bigint): string {
  if (amountIn <= 0n) return '0.0000';
  const scaled = divideRounded(amountOut * 10_000n, amountIn);
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** The least SUI the swap may pay before it aborts (swap_v2's min_out). */
export function minAmountOut(amountOut: bigint, slippageBps: bigint): bigint {
  return (amountOut * (10_000n - slippageBps)) / 10_000n;
}
