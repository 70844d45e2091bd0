// GET /api/me/hashrate?type=: the user's hashrate (total, remaining, release ratio, by type) and
// its records, as the server indexed them from the chain.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HashrateResponseSchema, type HashrateType } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface HashrateRecord {
  id: string;
  type: HashrateType;
  /** Signed: an unstake or a claim's release takes hashrate away. */
  amount: bigint;
  /** An unstake's record: the SUI it took out of the position (its amount is the hashrate it took, maybe 0); null otherwise. */
  unstaked: bigint | null;
  txDigest: string | null;
  createdAt: string;
}

export interface HashratePage {
  items: HashrateRecord[];
  nextCursor: string | null;
  total: bigint;
  remaining: bigint;
  releaseRateBps: number;
  byType: Record<HashrateType, bigint>;
}

export async function getHashrate(type: HashrateType | 'all', cursor: string | null, signal?: AbortSignal): Promise<HashratePage> {
  const params = pageParams(cursor, { type: type === 'all' ? undefined : type });
  const data = parseAnswer(HashrateResponseSchema, (await apiClient.get('/me/hashrate', { params, signal })).data);
  return {
    items: data.items.map((record) => ({ ...record, amount: amount(record.amount), unstaked: record.unstaked === null ? null : amount(record.unstaked) })),
    nextCursor: data.nextCursor,
    total: amount(data.total),
    remaining: amount(data.remaining),
    releaseRateBps: data.releaseRateBps,
    byType: {
      staking: amount(data.byType.staking),
      static: amount(data.byType.static),
      promotion: amount(data.byType.promotion),
      fee: amount(data.byType.fee),
    },
  };
}

export function getHashrateQueryOptions(account: string | null, type: HashrateType | 'all') {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.hashrate(account ?? '', type),
    queryFn: ({ pageParam, signal }) => getHashrate(type, pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useHashrate(type: HashrateType | 'all') {
  return useInfiniteQuery(getHashrateQueryOptions(useSignedInAccount(), type));
}
