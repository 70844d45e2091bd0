// Withdrawing all the position's income as SUIL (liquidity::claim, mode 0, amount 0 = all), as the
// pledge and pool details pages offer it: with no income nothing is sent (the button says why);
// otherwise the user first confirms that the income starts again from zero (docs/product.md §4:
// "recalculated from day one"; the chain keeps the position's start and lock).
import { useTranslation } from 'react-i18next';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import { CLAIM_MODE, buildClaimTx } from '../../../chain/transactions';
import { confirmDialog } from '../../../components/feedback';
import { useTransactionAction } from '../../../hooks/use-transaction-action';
import { LIQUIDITY_INVALIDATES } from './use-liquidity';

export interface WithdrawIncome {
  /** Checks there is income, asks for confirmation, then claims it. */
  submit: () => void;
  isPending: boolean;
}

export function useWithdrawIncome(position: LiquidityPosition | null): WithdrawIncome {
  const { t } = useTranslation();
  const action = useTransactionAction({
    build: () => buildClaimTx({ mode: CLAIM_MODE.suil, amount: 0n }),
    messages: { pending: 'liquidity.withdrawingIncome', success: 'liquidity.incomeWithdrawn', failure: 'errors.claimFailed' },
    invalidate: LIQUIDITY_INVALIDATES,
  });

  const withdraw = async () => {
    const confirmed = await confirmDialog({ title: t('liquidity.withdrawIncomeConfirmTitle'), message: t('liquidity.restartConfirm') });
    if (confirmed) await action.run();
  };

  return {
    isPending: action.isPending,
    submit: () => {
      // The button is off with nothing to claim (and says so): nothing is ever sent then.
      if (!position || position.withdrawableIncome === 0n) return;
      void withdraw();
    },
  };
}
