// The swap action: the user's SUIL coins (largest first, merged when the first is short) into
// swap_v2 with the least SUI accepted. Validation is the page's; simulation, signing, waiting,
// messages and refreshes are the shared runner's.
import { useCurrentClient } from '@mysten/dapp-kit-react';
import { ChainException } from '../../../chain/errors';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildSwapTx } from '../../../chain/transactions';
import { listCoins } from '../../../chain/views';
import { useTransactionAction, type TransactionActionResult } from '../../../components/use-transaction-action';
import { env } from '../../../config/env';

export interface SwapOrder {
  amountIn: bigint;
  minOut: bigint;
}

export function useSwap(order: SwapOrder | null, onSuccess: (result: TransactionActionResult) => void) {
  const client = useCurrentClient();
  return useTransactionAction({
    build: async (sender) => {
      if (!order) throw new ChainException('amountRequired');
      const suilCoins = await listCoins(client, sender, env.suilType);
      return buildSwapTx({ suilCoins, amountIn: order.amountIn, minOut: order.minOut });
    },
    messages: { pending: 'exchange.swapping', success: 'exchange.swapped', failure: 'errors.exchangeFailed' },
    // The pool moved: every quote and preview is stale; the coin lists changed.
    invalidate: [chainQueryKeys.allViews(), chainQueryKeys.allPreviews(), [...chainQueryKeys.all, 'coins']],
    onSuccess,
  });
}
