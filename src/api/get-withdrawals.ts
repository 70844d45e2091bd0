// GET /api/me/withdrawals: the user's withdrawal vouchers, newest first, and whether each was
// paid on chain; and the pending one, if any (at most one at a time, so always the newest).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { WithdrawalsResponse } from '../../contract/api';
import { apiClient } from './client';
import { toWithdrawal, type Withdrawal } from './create-withdrawal';
import { firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type { Withdrawal } from './create-withdrawal';

export async function getWithdrawals(cursor: string | null, signal?: AbortSignal) {
  const { data } = await apiClient.get<WithdrawalsResponse>('/me/withdrawals', { params: pageParams(cursor), signal });
  return mapPage(data, toWithdrawal);
}

/** The user's pending voucher, or null. */
export async function getPendingWithdrawal(signal?: AbortSignal): Promise<Withdrawal | null> {
  return (await getWithdrawals(null, signal)).items.find((w) => w.status === 'pending') ?? null;
}

export function getWithdrawalsQueryOptions(account: string | null) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.withdrawals(account ?? ''),
    queryFn: ({ pageParam, signal }) => getWithdrawals(pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function pendingWithdrawalQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: [...apiQueryKeys.withdrawals(account ?? ''), 'pending'] as const,
    queryFn: ({ signal }) => getPendingWithdrawal(signal),
    enabled: account !== null,
  });
}

export function useWithdrawals() {
  return useInfiniteQuery(getWithdrawalsQueryOptions(useSignedInAccount()));
}

export function usePendingWithdrawal() {
  return useQuery(pendingWithdrawalQueryOptions(useSignedInAccount()));
}
