// SuiL pledge rules (docs/product.md §1, §5 and §9). Adding with the SuiL asset: an amount of SUIL
// from the wallet worth at least 50 USDC, valued by the chain (suiprice::get_suil_usd_amount_out
// for that amount); on chain it is topup_suil, the SUIL top-up. Top-ups with SUI, SUIL or USDC
// follow components/top-up-rules (USDC at least 50, the TopupVault's min_usdc, and its SUI fee).
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';
import { DECIMALS, MIN_USDC_TOP_UP } from '../../../config/constants';

export { MIN_USDC_TOP_UP };

/** Local checks of the SuiL amount: 'enter the SuiL amount', then the SUIL balance. */
export function checkSuilAdd(text: string, available: bigint | null): AmountCheck {
  return checkAmount(text, {
    decimals: DECIMALS.SUIL,
    emptyKey: 'validation.enterSuiLAmount',
    available,
    overKey: 'validation.insufficientBalance',
  });
}

export type WorthCheck = 'unknown' | 'enough' | 'belowMinimum';

/** `worthUsdc`: what the amount is worth in USDC base units by the chain's quote; null while unknown. */
export function checkSuilWorth(worthUsdc: bigint | null): WorthCheck {
  if (worthUsdc === null) return 'unknown';
  return worthUsdc < MIN_USDC_TOP_UP ? 'belowMinimum' : 'enough';
}
