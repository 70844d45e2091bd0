// GET /api/me/balance-records?group=: the user's moves of the app balance that happen on the
// server only (transfers sent and received, nodes bought and given back). Their ids are the
// server's: no transaction digest, nothing to look up on an explorer.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BalanceRecordsResponseSchema, type BalanceRecord as WireRecord, type BalanceRecordGroup, type BalanceRecordKind, type Coin, type NodeTierId } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type { BalanceRecordGroup, BalanceRecordKind };

export interface BalanceRecord {
  id: string;
  kind: BalanceRecordKind;
  coin: Coin;
  /** Positive; `kind` says which way it moved. */
  amount: bigint;
  /** The other user of a transfer: its recipient (sent) or its sender (received). */
  counterparty: string | null;
  node: { id: string; tier: NodeTierId; giftSuil: bigint } | null;
  createdAt: string;
}

function toRecord(record: WireRecord): BalanceRecord {
  return {
    id: record.id,
    kind: record.kind,
    coin: record.coin,
    amount: amount(record.amount),
    counterparty: record.counterparty,
    node: record.node ? { id: record.node.id, tier: record.node.tier, giftSuil: amount(record.node.giftSuil) } : null,
    createdAt: record.createdAt,
  };
}

export async function getBalanceRecords(group: BalanceRecordGroup, cursor: string | null, signal?: AbortSignal) {
  const data = parseAnswer(BalanceRecordsResponseSchema, (await apiClient.get('/me/balance-records', { params: pageParams(cursor, { group }), signal })).data);
  return mapPage(data, toRecord);
}

export function getBalanceRecordsQueryOptions(account: string | null, group: BalanceRecordGroup) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.balanceRecords(account ?? '', group),
    queryFn: ({ pageParam, signal }) => getBalanceRecords(group, pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useBalanceRecords(group: BalanceRecordGroup) {
  return useInfiniteQuery(getBalanceRecordsQueryOptions(useSignedInAccount(), group));
}
