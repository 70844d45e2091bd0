// The exchange's own rules: what the SUIL amount must be before anything is sent, the slippage
// the user accepts (presets or a custom percentage, in basis points) and the least SUI the swap
// may pay under it (swap_v2's min_out). Fee rate and price come from chain/format.
import { parseAmount } from '../../../chain/amount';
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';

export const SLIPPAGE_PRESETS_BPS = [50n, 100n, 300n] as const;
export const DEFAULT_SLIPPAGE_BPS = 50n;
/** A custom slippage above this is refused: it would let a swap pay almost nothing. */
export const MAX_SLIPPAGE_BPS = 5_000n;
const BPS = 10_000n;

/** 'enter the Suil amount' for nothing, what cannot be read, zero, then above the SUIL held. */
export function checkSwapAmount(text: string, availableSuil: bigint | null): AmountCheck {
  return checkAmount(text, { field: 'swap', coin: 'SUIL', decimals: DECIMALS.SUIL, available: availableSuil });
}

/**
 * A custom slippage typed as a percentage ("0.5", "2", "0.01") in basis points; null for
 * anything that is not a percentage above 0 and at most 50 with at most two decimals.
 */
export function parseSlippagePercent(text: string): bigint | null {
  const bps = parseAmount(text, 2);
  if (bps === null || bps <= 0n || bps > MAX_SLIPPAGE_BPS) return null;
  return bps;
}

/** The least SUI the swap may pay before it aborts: amountOut * (10000 - slippage) / 10000, rounded down. */
export function minAmountOut(amountOut: bigint, slippageBps: bigint): bigint {
  const bps = slippageBps < 0n ? 0n : slippageBps > BPS ? BPS : slippageBps;
  return (amountOut * (BPS - bps)) / BPS;
}
