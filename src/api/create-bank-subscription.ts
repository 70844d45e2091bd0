// POST /api/bank/subscriptions { productId, amount }: locks part of the topped-up balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubscriptionResponseSchema, type SubscriptionRequest } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { toBankSubscription, type BankSubscription } from './get-bank-subscriptions';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export async function createBankSubscription(productId: string, value: bigint): Promise<BankSubscription> {
  const body: SubscriptionRequest = { productId, amount: value.toString() };
  const data = parseAnswer(SubscriptionResponseSchema, (await apiClient.post('/bank/subscriptions', body)).data);
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
