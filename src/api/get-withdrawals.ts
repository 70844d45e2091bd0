// GET /api/me/withdrawals: the user's withdrawals, newest first, with their states; and the one
// the assets page shows on its card: the open one (in review, or a pending voucher; at most one
// at a time, so always the newest), else the newest if an operator rejected it.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { WithdrawalsResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { toWithdrawal, type PendingWithdrawal, type RejectedWithdrawal, type ReviewWithdrawal, type Withdrawal } from './create-withdrawal';
import { firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type { PendingWithdrawal, RejectedWithdrawal, ReviewWithdrawal, Withdrawal } from './create-withdrawal';

/** What the withdrawal card shows: the user can act on it, or has to be told what became of it. */
export type CurrentWithdrawal = PendingWithdrawal | ReviewWithdrawal | RejectedWithdrawal;

/** While an operator's action is awaited (a review, a reserve top-up), the card asks again this often. */
export const OPERATOR_WAIT_REFRESH_MS = 30_000;

export async function getWithdrawals(cursor: string | null, signal?: AbortSignal) {
  const data = parseAnswer(WithdrawalsResponseSchema, (await apiClient.get('/me/withdrawals', { params: pageParams(cursor), signal })).data);
  return mapPage(data, toWithdrawal);
}

/** The open withdrawal, else the newest one if it was rejected, else null. */
export function currentOf(items: readonly Withdrawal[]): CurrentWithdrawal | null {
  const open = items.find((w): w is PendingWithdrawal | ReviewWithdrawal => w.status === 'pending' || w.status === 'review');
  if (open) return open;
  const newest = items[0];
  return newest?.status === 'rejected' ? newest : null;
}

export async function getCurrentWithdrawal(signal?: AbortSignal): Promise<CurrentWithdrawal | null> {
  return currentOf((await getWithdrawals(null, signal)).items);
}

export function getWithdrawalsQueryOptions(account: string | null) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.withdrawals(account ?? ''),
    queryFn: ({ pageParam, signal }) => getWithdrawals(pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

/** Waiting in review, or for the reserve: an operator moves it, so it is read again now and then. */
function waitsForOperator(current: CurrentWithdrawal | null | undefined): boolean {
  return current?.status === 'review' || (current?.status === 'pending' && current.waitingForReserve);
}

export function currentWithdrawalQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: apiQueryKeys.currentWithdrawal(account ?? ''),
    queryFn: ({ signal }) => getCurrentWithdrawal(signal),
    enabled: account !== null,
    refetchInterval: (query) => (waitsForOperator(query.state.data) ? OPERATOR_WAIT_REFRESH_MS : false),
  });
}

export function useWithdrawals() {
  return useInfiniteQuery(getWithdrawalsQueryOptions(useSignedInAccount()));
}

/**
 * The card's withdrawal. When an operator moves it (approved, rejected), the balances are read
 * again too: a rejected amount is back in the withdrawable income the page shows.
 */
export function useCurrentWithdrawal() {
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const query = useQuery(currentWithdrawalQueryOptions(account));
  const state = query.data ? `${query.data.id}:${query.data.status}` : query.isSuccess ? 'none' : null;
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (state === null) return;
    if (last.current !== null && last.current !== state && account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.me(account) });
    last.current = state;
  }, [state, account, queryClient]);
  return query;
}
