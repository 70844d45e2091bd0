// What the exchange shows for a quote (docs/product.md §3 and §9): the fee in SUIL, the fee rate
// (fee / input x 100, 2 decimals), the SUI out, the price (SUI per SUIL paid, 4 decimals) and
// the least SUI accepted under the slippage. Pure: the page passes the chain's quote in.
import { formatDisplay, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import { feeRatePercent, formatPrice } from '../../../chain/format';
import type { SwapQuote } from '../../../chain/views';
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
    fee: `${amount(quote.fee, SUIL_DECIMALS)} SUIL`,
    feeRate: `${feeRatePercent(quote.fee, amountIn)}%`,
    amountOut: `${amount(quote.amountOut, SUI_DECIMALS)} SUI`,
    price: `1 SUIL ≈ ${formatPrice(quote.amountOut, SUI_DECIMALS, amountIn, SUIL_DECIMALS)} SUI`,
    minimumReceived: `${amount(minOut, SUI_DECIMALS)} SUI`,
    minOut,
  };
}
