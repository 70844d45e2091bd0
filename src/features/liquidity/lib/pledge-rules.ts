// The 'add liquidity' amount, checked before anything is sent (docs/product.md §5 and §9): entered,
// not below the pool's minimum (StakePool.min_stake, 20 SUI), within the SUI balance, and within
// what may be spent while leaving SUI for the network fee (the stake is split from the gas coin).
import { amountProblem, checkAmount, type AmountCheck, type AmountRules } from '../../../components/amount-validation';
import { DECIMALS } from '../../../config/constants';
import { spendableSui, SUI_GAS_RESERVE } from '../../../hooks/use-coin-balance';
import { formatDisplay } from '../../../chain/amount';

export interface PledgeLimits {
  /** The pool's min_stake in SUI base units; null while not read. */
  minStake: bigint | null;
  /** The wallet's SUI balance in base units; null while unknown. */
  balance: bigint | null;
}

export function checkPledgeAmount(text: string, { minStake, balance }: PledgeLimits): AmountCheck {
  const rules: AmountRules = { field: 'pledge', coin: 'SUI', decimals: DECIMALS.SUI, minimum: minStake ?? undefined, available: balance };
  const basic = checkAmount(text, rules);
  if (!basic.ok) return basic;
  // Within the balance but eating into the SUI kept for gas: more than is available to pledge.
  const spendable = spendableSui(balance);
  if (spendable !== null && basic.amount > spendable) {
    const over = amountProblem('over', { ...rules, available: spendable });
    return { ...over, key: 'amountInput.pledge.overSpendable', values: { ...over.values, reserve: formatDisplay(SUI_GAS_RESERVE, DECIMALS.SUI) } };
  }
  return basic;
}
