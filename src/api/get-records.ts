// GET /api/me/records?kind=: the user's on-chain actions as the server indexed them.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { RecordsResponseSchema, type ChainRecord as WireRecord, type Coin, type RecordKind } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface ChainRecord {
  id: string;
  kind: RecordKind;
  txDigest: string;
  amount: bigint;
  coin: Coin;
  fee: bigint | null;
  /** What arrived, in `coinOut` (a claim's SUI or net SUIL, a swap's or an unstake's SUI). */
  amountOut: bigint | null;
  coinOut: Coin | null;
  createdAt: string;
}

function toRecord(record: WireRecord): ChainRecord {
  return {
    id: record.id,
    kind: record.kind,
    txDigest: record.txDigest,
    amount: amount(record.amount),
    coin: record.coin,
    fee: record.fee === null ? null : amount(record.fee),
    amountOut: record.amountOut === null ? null : amount(record.amountOut),
    coinOut: record.coinOut,
    createdAt: record.createdAt,
  };
}

export async function getRecords(kind: RecordKind | 'all', cursor: string | null, signal?: AbortSignal) {
  const params = pageParams(cursor, { kind: kind === 'all' ? undefined : kind });
  const data = parseAnswer(RecordsResponseSchema, (await apiClient.get('/me/records', { params, signal })).data);
  return mapPage(data, toRecord);
}

export function getRecordsQueryOptions(account: string | null, kind: RecordKind | 'all') {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.records(account ?? '', kind),
    queryFn: ({ pageParam, signal }) => getRecords(kind, pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useRecords(kind: RecordKind | 'all') {
  return useInfiniteQuery(getRecordsQueryOptions(useSignedInAccount(), kind));
}
