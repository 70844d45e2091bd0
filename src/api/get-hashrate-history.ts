// GET /api/me/hashrate/history: the staking position's stakes and unstakes, oldest first, each
// with the principal and the hashrate not yet paid out after it (the hashrate chart).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HashrateHistoryResponseSchema } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface PositionChange {
  kind: 'stake' | 'unstake';
  /** The hashrate it added (stake) or took off (unstake, 0 or less). */
  amount: bigint;
  /** An unstake: the SUI it took out of the principal. */
  unstaked: bigint | null;
  principal: bigint;
  /** The hashrate not yet paid out after it (what is still to be released plus what is claimable). */
  remaining: bigint;
  atMs: number;
}

export interface HashrateHistory {
  changes: PositionChange[];
  /** False when the server left older changes out. */
  complete: boolean;
}

export async function getHashrateHistory(signal?: AbortSignal): Promise<HashrateHistory> {
  const data = parseAnswer(HashrateHistoryResponseSchema, (await apiClient.get('/me/hashrate/history', { signal })).data);
  return {
    changes: data.items.map((item) => ({
      kind: item.kind,
      amount: amount(item.amount),
      unstaked: item.unstaked === null ? null : amount(item.unstaked),
      principal: amount(item.principal),
      remaining: amount(item.remaining),
      atMs: Date.parse(item.at),
    })),
    complete: data.complete,
  };
}

export function getHashrateHistoryQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: apiQueryKeys.hashrateHistory(account ?? ''),
    queryFn: ({ signal }) => getHashrateHistory(signal),
    enabled: account !== null,
  });
}

export function useHashrateHistory() {
  return useQuery(getHashrateHistoryQueryOptions(useSignedInAccount()));
}
