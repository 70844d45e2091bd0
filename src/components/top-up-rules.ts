// Topping up the off-chain balance (docs/product.md §1 and §9): with SUI, SUIL or USDC; USDC needs at
// least 50 (the TopupVault's min_usdc, which the chain enforces too); SUIL needs to be worth at
// least 50 USDC by the chain's quote, wherever it is topped up (the SuiL asset's addition on the
// SuiL pledge page is this same SUIL top-up, topup_suil, which does not check it itself).
import { DECIMALS, MIN_USDC_TOP_UP } from '../config/constants';
import { checkAmount, type AmountCheck } from './amount-validation';

export const TOP_UP_COINS = ['SUI', 'SUIL', 'USDC'] as const;
export type TopUpCoin = (typeof TOP_UP_COINS)[number];

export { MIN_USDC_TOP_UP };

/**
 * The SUI fee that topup_v2 (the USDC top-up) takes besides the USDC, split from the gas coin.
 * docs/contract.md leaves its size to the app and the package accepts any fee, so the app sets one
 * small fixed fee and shows it before the user confirms.
 */
export const USDC_TOP_UP_SUI_FEE = 10_000_000n; // 0.01 SUI

export function checkTopUpAmount(coin: TopUpCoin, text: string, available: bigint | null): AmountCheck {
  return checkAmount(text, {
    field: 'topUp',
    coin,
    decimals: DECIMALS[coin],
    minimum: coin === 'USDC' ? MIN_USDC_TOP_UP : undefined,
    available,
  });
}

/**
 * The least a SUIL top-up may be worth, in USDC base units: "Adding with the SuiL asset needs at
 * least 50 USDC" (docs/product.md §9), the same 50 as a USDC top-up.
 */
export const MIN_SUIL_TOP_UP_WORTH_USDC = MIN_USDC_TOP_UP;

/** Whether a top-up's worth allows it: only SUIL is valued; 'unknown' while the chain's quote is not read. */
export type TopUpWorthCheck = 'notValued' | 'unknown' | 'enough' | 'belowMinimum';

/** `worthUsdc`: what the amount is worth in USDC base units by the chain's quote (suiprice::get_suil_usd_amount_out); null while unknown. */
export function checkTopUpWorth(coin: TopUpCoin, worthUsdc: bigint | null): TopUpWorthCheck {
  if (coin !== 'SUIL') return 'notValued';
  if (worthUsdc === null) return 'unknown';
  return worthUsdc < MIN_SUIL_TOP_UP_WORTH_USDC ? 'belowMinimum' : 'enough';
}
