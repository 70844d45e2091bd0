// GET /api/me/income?type=: income records of one type (or of all), a page at a time, with
// the totals of that type.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IncomeResponseSchema, type Coin, type IncomeRecord, type IncomeType } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface Income {
  id: string;
  type: IncomeType;
  /** In `coin`: static income is what the user's claim paid, in the coin it arrived in (SUI when taken as SUI). */
  coin: Coin;
  amount: bigint;
  /** Static income: the SUIL the claim released, before its fee; null for the other types. */
  claimed: bigint | null;
  sourceAddress: string | null;
  txDigest: string | null;
  withdrawable: boolean;
  createdAt: string;
}

export interface IncomePage {
  items: Income[];
  nextCursor: string | null;
  totals: { sui: bigint; suil: bigint };
}

function toIncome(record: IncomeRecord): Income {
  return { ...record, amount: amount(record.amount), claimed: record.claimed === null ? null : amount(record.claimed) };
}

export async function getIncome(type: IncomeType | 'all', cursor: string | null, signal?: AbortSignal): Promise<IncomePage> {
  const data = parseAnswer(IncomeResponseSchema, (await apiClient.get('/me/income', { params: pageParams(cursor, { type: type === 'all' ? undefined : type }), signal })).data);
  return {
    items: data.items.map(toIncome),
    nextCursor: data.nextCursor,
    totals: { sui: amount(data.totals.sui), suil: amount(data.totals.suil) },
  };
}

export function getIncomeQueryOptions(account: string | null, type: IncomeType | 'all') {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.income(account ?? '', type),
    queryFn: ({ pageParam, signal }) => getIncome(type, pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useIncome(type: IncomeType | 'all') {
  return useInfiniteQuery(getIncomeQueryOptions(useSignedInAccount(), type));
}
