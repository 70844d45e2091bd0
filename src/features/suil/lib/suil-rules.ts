// Adding with the SuiL asset (seed point 1): an amount of SUIL from the wallet, worth at least
// 50 USDC. The worth needs the pool price, which the chain gives; this checks what is local.
import { SUIL_DECIMALS, USDC_DECIMALS } from '../../../chain/amount';
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';

export const MIN_SUIL_ADD_USDC = 50n * 10n ** BigInt(USDC_DECIMALS);

/**
 * `usdcPerSuil` is the USDC base units one whole SUIL buys (get_suil_usd_amount_out for 1e9);
 * null while unknown, then only the amount and balance are checked.
 */
export function checkSuilAdd(text: string, available: bigint | null, usdcPerSuil: bigint | null): AmountCheck {
  const check = checkAmount(text, {
    decimals: SUIL_DECIMALS,
    emptyKey: 'validation.enterSuiLAmount',
    available,
    overKey: 'validation.insufficientBalance',
  });
  if (!check.ok || usdcPerSuil === null) return check;
  const worth = (check.amount * usdcPerSuil) / 10n ** BigInt(SUIL_DECIMALS);
  return worth < MIN_SUIL_ADD_USDC ? { ok: false, key: 'validation.belowMinimumAmount' } : check;
}
