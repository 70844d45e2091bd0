// What the exchange shows for a quote (docs/product.md §3 and §9): the fee in SUIL, the fee rate
// (fee / input x 100, 2 decimals), the SUI out, the price (SUI per SUIL paid, 4 decimals) and
// the least SUI accepted under the slippage. Pure: the page passes the chain's quote in.
import { formatDisplay } from '../../../chain/amount';
import { feeRatePercent, formatPrice } from '../../../chain/format';
import type { SwapQuote } from '../../../chain/views';
import { DECIMALS } from '../../../config/constants';
import { minAmountOut } from './swap-math';

export interface SwapPreviewText {
  fee: string;
  feeRate: string;
  amountOut: string;
  price: string;
  minimumReceived: string;
  /** min_out for swap_v2, base units. */
  minOut: bigint;
}

const amount = (value: bigint, decimals: number) => formatDisplay(value, decimals);

export function describeSwapPreview(quote: SwapQuote, amountIn: bigint, slippageBps: bigint): SwapPreviewText {
  const minOut = minAmountOut(quote.amountOut, slippageBps);
  return {
    fee: `${amount(quote.fee, DECIMALS.SUIL)} SUIL`,
    feeRate: `${feeRatePercent(quote.fee, amountIn)}%`,
    amountOut: `${amount(quote.amountOut, DECIMALS.SUI)} SUI`,
    price: `1 SUIL ≈ ${formatPrice(quote.amountOut, DECIMALS.SUI, amountIn, DECIMALS.SUIL)} SUI`,
    minimumReceived: `${amount(minOut, DECIMALS.SUI)} SUI`,
    minOut,
  };
}
