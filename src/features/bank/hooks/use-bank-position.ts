// One bank position by id. The server lists positions (newest first) without a call per id,
// so the list's pages are loaded until the position is found or the list ends.
import { useEffect } from 'react';
import { useBankSubscriptions } from '../../../api/get-bank-subscriptions';

export function useBankPosition(id: string | null) {
  const subscriptions = useBankSubscriptions();
  const found = id === null ? undefined : subscriptions.data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = subscriptions;
  const searching = id !== null && subscriptions.data !== undefined && found === undefined && hasNextPage;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  return {
    position: found ?? null,
    /** Still loading, or still paging through the list. */
    isPending: subscriptions.isPending || searching,
    isError: subscriptions.isError && found === undefined,
    error: subscriptions.error,
    refetch: subscriptions.refetch,
  };
}
