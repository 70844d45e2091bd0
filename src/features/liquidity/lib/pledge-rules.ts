// The 'add liquidity' amount, checked before anything is sent (docs/product.md §5 and §9): entered,
// not below the pool's minimum (StakePool.min_stake, 20 SUI), within the SUI balance, and within
// what may be spent while leaving SUI for the network fee (the stake is split from the gas coin).
import { checkAmount, type AmountCheck } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';
import { spendableSui } from '../../../hooks/use-coin-balance';

export interface PledgeLimits {
  /** The pool's min_stake in SUI base units; null while not read. */
  minStake: bigint | null;
  /** The wallet's SUI balance in base units; null while unknown. */
  balance: bigint | null;
}

export function checkPledgeAmount(text: string, { minStake, balance }: PledgeLimits): AmountCheck {
  const basic = checkAmount(text, {
    decimals: DECIMALS.SUI,
    emptyKey: 'validation.enterPledgeAmount',
    minimum: minStake ?? undefined,
    available: balance,
    overKey: 'validation.insufficientBalance',
  });
  if (!basic.ok) return basic;
  // Within the balance but eating into the SUI kept for gas: more than is available to pledge.
  const spendable = spendableSui(balance);
  if (spendable !== null && basic.amount > spendable) return { ok: false, key: 'validation.exceedsAvailable' };
  return basic;
}
