// The connected user's own finance events from the chain (chain/own-records.ts), newest first,
// a page of transactions per request with 'load more'. Records screens use it until the
// server's indexer gives records by type.
import { useCurrentAccount, useCurrentClient } from '../wallet/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FinanceEventName } from '../chain/events';
import { listOwnRecords, type OwnRecord } from '../chain/own-records';
import { chainQueryKeys } from '../chain/query-keys';

export interface OwnRecords<N extends FinanceEventName> {
  /** null while unknown (no wallet, first page not loaded). */
  records: OwnRecord<N>[] | null;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useOwnRecords<N extends FinanceEventName>(screen: string, names: readonly N[]): OwnRecords<N> {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const query = useInfiniteQuery({
    // Under the views keys: any transaction of the user refreshes its records.
    queryKey: chainQueryKeys.views(screen, owner, 'records', ...names),
    enabled: owner !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => listOwnRecords(client, owner!, names, { before: pageParam, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
  return {
    records: owner === null || !query.data ? null : query.data.pages.flatMap((page) => page.records),
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
