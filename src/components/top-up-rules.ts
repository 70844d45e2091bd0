// Topping up the off-chain balance (docs/product.md §1 and §9): with SUI, SUIL or USDC; USDC needs at
// least 50 (the TopupVault's min_usdc, which the chain enforces too).
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
    decimals: DECIMALS[coin],
    emptyKey: 'validation.enterTopUpAmount',
    minimum: coin === 'USDC' ? MIN_USDC_TOP_UP : undefined,
    available,
    overKey: 'validation.insufficientBalance',
  });
}
