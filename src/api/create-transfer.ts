// POST /api/me/transfers { to, coin, amount }: moves part of the signed-in user's topped-up
// balance to another SuiL user, on the server only (no chain transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TransferResponseSchema, type TransferRequest } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount as readAmount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type TransferCoin = TransferRequest['coin'];

export interface TransferInput {
  to: string;
  coin: TransferCoin;
  amount: bigint;
}

export interface CompletedTransfer {
  id: string;
  to: string;
  coin: TransferCoin;
  amount: bigint;
  createdAt: string;
}

export async function createTransfer(input: TransferInput): Promise<CompletedTransfer> {
  const body: TransferRequest = { to: input.to, coin: input.coin, amount: input.amount.toString() };
  const data = parseAnswer(TransferResponseSchema, (await apiClient.post('/me/transfers', body)).data);
  return { id: data.id, to: data.to, coin: data.coin, amount: readAmount(data.amount), createdAt: data.createdAt };
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: createTransfer,
    onSettled: () => {
      // The balance and the records changed (or may have, if the answer was lost).
      if (!account) return;
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.me(account) });
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.balanceRecords(account, 'transfer') });
    },
  });
}
