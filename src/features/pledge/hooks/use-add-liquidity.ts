// Adding liquidity (liquidity::stake, the SUI split from the gas coin) through the shared runner.
import { useNavigate } from 'react-router-dom';
import { buildStakeTx } from '../../../chain/transactions';
import { LIQUIDITY_INVALIDATES } from '../../../hooks/use-liquidity';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';

export function useAddLiquidity(amount: bigint | null, onSuccess: () => void): TransactionAction {
  const navigate = useNavigate();
  return useTransactionAction({
    build: () => buildStakeTx({ amount: amount ?? 0n }),
    messages: { pending: 'pledge.adding', success: 'pledge.added', failure: 'pledge.addFailed' },
    invalidate: LIQUIDITY_INVALIDATES,
    onSuccess,
    onError: (error) => {
      // The chain refuses a stake without an inviter (abort 1): the user's way out is to bind.
      if (error.code === 'notBound') void navigate('/not_bound');
    },
  });
}
