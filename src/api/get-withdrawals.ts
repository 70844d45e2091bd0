// GET /api/me/withdrawals: the user's withdrawal vouchers and whether each was spent on chain.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalsResponse } from '../../server/contract';
import { apiClient } from './client';
import { toIssuedVoucher, type IssuedVoucher } from './create-withdrawal';
import { firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface Withdrawal extends IssuedVoucher {
  id: string;
  status: 'held' | 'spent' | 'expired';
  txDigest: string | null;
  createdAt: string;
}

export async function getWithdrawals(cursor: string | null, signal?: AbortSignal) {
  const { data } = await apiClient.get<WithdrawalsResponse>('/me/withdrawals', { params: pageParams(cursor), signal });
  return mapPage(data, (item): Withdrawal => ({
    ...toIssuedVoucher(item),
    id: item.id,
    status: item.status,
    txDigest: item.txDigest,
    createdAt: item.createdAt,
  }));
}

export function getWithdrawalsQueryOptions(account: string | null) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.withdrawals(account ?? ''),
    queryFn: ({ pageParam, signal }) => getWithdrawals(pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useWithdrawals() {
  return useInfiniteQuery(getWithdrawalsQueryOptions(useSignedInAccount()));
}
