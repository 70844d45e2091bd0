// The swap action: SUIL from whatever the user holds (coins and address balance) into swap_v2
// with the least SUI accepted. Validation is the page's; simulation, signing, waiting, messages
// and refreshes are the shared runner's.
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildSwapTx } from '../../../chain/transactions';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';

export interface SwapOrder {
  amountIn: bigint;
  minOut: bigint;
}

/** Swaps the order `run` is given. */
export function useSwap(): TransactionAction<SwapOrder> {
  return useTransactionAction<SwapOrder>({
    build: ({ amountIn, minOut }) => buildSwapTx({ amountIn, minOut }),
    messages: { pending: 'exchange.swapping', success: 'exchange.swapped', failure: 'errors.exchangeFailed' },
    // The pool moved: every quote and preview is stale.
    invalidate: [chainQueryKeys.allViews(), chainQueryKeys.allPreviews()],
  });
}
