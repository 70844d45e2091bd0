// Adding liquidity (liquidity::stake, the SUI split from the gas coin) through the shared runner;
// the amount comes when it runs.
import { useNavigate } from 'react-router-dom';
import { buildStakeTx } from '../../../chain/transactions';
import { LIQUIDITY_INVALIDATES } from './use-liquidity';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';

export interface AddLiquidityInput {
  /** SUI in base units. */
  amount: bigint;
}

export function useAddLiquidity(): TransactionAction<AddLiquidityInput> {
  const navigate = useNavigate();
  return useTransactionAction<AddLiquidityInput>({
    build: ({ amount }) => buildStakeTx({ amount }),
    messages: { pending: 'liquidity.pledge.adding', success: 'liquidity.pledge.added', failure: 'liquidity.pledge.addFailed' },
    invalidate: LIQUIDITY_INVALIDATES,
    onError: (error) => {
      // The chain refuses a stake without an inviter (abort 1): the user's way out is to bind.
      if (error.code === 'notBound') void navigate('/not_bound');
    },
  });
}
