// POST /api/bank/subscriptions/:id/redeem: principal and net income back to the balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RedeemResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { toBankSubscription, type BankSubscription } from './get-bank-subscriptions';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface Redemption {
  subscription: BankSubscription;
  payout: { principal: bigint; income: bigint; fee: bigint };
}

export async function redeemBankSubscription(id: string): Promise<Redemption> {
  const data = parseAnswer(RedeemResponseSchema, (await apiClient.post(`/bank/subscriptions/${encodeURIComponent(id)}/redeem`)).data);
  return {
    subscription: toBankSubscription(data.subscription),
    payout: { principal: amount(data.payout.principal), income: amount(data.payout.income), fee: amount(data.payout.fee) },
  };
}

export function useRedeemBankSubscription() {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: redeemBankSubscription,
    onSettled: () => {
      if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.account(account) });
    },
  });
}
