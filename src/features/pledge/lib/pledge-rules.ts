// The liquidity pledge's own numbers (seed point 1 and 9): adding starts from 20 SUI. The chain
// holds the same minimum (StakePool.min_stake) and rejects less, this only says so earlier.
import { SUI_DECIMALS } from '../../../chain/amount';
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';

export const MIN_PLEDGE = 20n * 10n ** BigInt(SUI_DECIMALS);

/** Checks the 'add liquidity' amount against the minimum and the wallet's SUI. */
export function checkPledgeAmount(text: string, availableSui: bigint | null): AmountCheck {
  return checkAmount(text, {
    decimals: SUI_DECIMALS,
    emptyKey: 'validation.enterPledgeAmount',
    minimum: MIN_PLEDGE,
    available: availableSui,
    overKey: 'validation.insufficientBalance',
  });
}
