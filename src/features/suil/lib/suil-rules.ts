// SuiL pledge rules (docs/product.md §1, §5 and §9). Adding with the SuiL asset: an amount of SUIL
// from the wallet; on chain it is topup_suil, the SUIL top-up, so its worth follows the SUIL
// top-up's one rule in components/top-up-rules (at least 50 USDC by the chain's quote), as every
// top-up with SUI, SUIL or USDC does (USDC at least 50, the TopupVault's min_usdc, and its SUI fee).
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';

/** Local checks of the SuiL amount: 'enter the SuiL amount', readable, more than 0, then the SUIL balance. */
export function checkSuilAdd(text: string, available: bigint | null): AmountCheck {
  return checkAmount(text, { field: 'suilAdd', coin: 'SUIL', decimals: DECIMALS.SUIL, available });
}
