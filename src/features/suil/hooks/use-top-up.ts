// Top-ups of the user's app balance through the shared runner: SUI split from the gas coin
// (topup), SUIL coins merged as needed (topup_suil; also what adding with the SuiL asset sends)
// or USDC coins merged as needed with the SUI fee split from gas (topup_v2<USDC>).
import { useCurrentClient } from '@mysten/dapp-kit-react';
import { ChainException } from '../../../chain/errors';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildTopupSuilTx, buildTopupTx, buildTopupUsdcTx } from '../../../chain/transactions';
import { listCoins } from '../../../chain/views';
import type { TopUpCoin } from '../../../components/top-up-rules';
import { useTransactionAction, type TransactionActionMessages } from '../../../components/use-transaction-action';
import { env } from '../../../config/env';
import { USDC_TOP_UP_SUI_FEE } from '../lib/suil-rules';

export interface TopUpOrder {
  coin: TopUpCoin;
  amount: bigint;
}

export function useTopUp(order: TopUpOrder | null, messages: TransactionActionMessages, onSuccess: () => void) {
  const client = useCurrentClient();
  return useTransactionAction({
    build: async (sender) => {
      if (!order) throw new ChainException('amountRequired');
      switch (order.coin) {
        case 'SUI':
          return buildTopupTx({ amount: order.amount });
        case 'SUIL':
          return buildTopupSuilTx({ suilCoins: await listCoins(client, sender, env.suilType), amount: order.amount });
        case 'USDC':
          return buildTopupUsdcTx({ usdcCoins: await listCoins(client, sender, env.usdcType), amount: order.amount, fee: USDC_TOP_UP_SUI_FEE });
      }
    },
    messages,
    // The user's records (the SuiL log reads ToppedUp events) and coin lists changed.
    invalidate: [chainQueryKeys.allViews(), [...chainQueryKeys.all, 'coins']],
    onSuccess,
  });
}
