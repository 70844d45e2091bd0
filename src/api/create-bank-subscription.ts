// POST /api/bank/subscriptions { productId, amount }: locks part of the topped-up balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRequest, SubscriptionResponse } from '../../contract/api';
import { apiClient } from './client';
import { toBankSubscription, type BankSubscription } from './get-bank-subscriptions';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export async function createBankSubscription(productId: string, value: bigint): Promise<BankSubscription> {
  const body: SubscriptionRequest = { productId, amount: value.toString() };
  const { data } = await apiClient.post<SubscriptionResponse>('/bank/subscriptions', body);
  return toBankSubscription(data.subscription);
}

export function useCreateBankSubscription() {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: ({ productId, amount }: { productId: string; amount: bigint }) => createBankSubscription(productId, amount),
    onSettled: () => {
      if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.account(account) });
    },
  });
}
