// A list of server records that pages as the user scrolls (react-vant List driving
// react-query's fetchNextPage with the server's nextCursor) and refreshes on a pull, with honest
// skeleton, empty and error states.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { List } from 'react-vant/es/list/index.js';
import { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
import { showToast } from './feedback';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './loading-skeleton';
import { QueryErrorState } from './query-error-state';

export interface ApiListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>, Error>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** What the empty list means, e.g. "No income of this type yet". */
  emptyText: string;
}

export function ApiList<T>({ query, itemKey, renderItem, emptyText }: ApiListProps<T>) {
  const { t } = useTranslation();
  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError) showToast(t('errors.refreshFailed'), 'fail');
  };

  if (query.isPending) return <ListSkeleton label={t('api.loading')} />;
  if (query.isError && !query.data) return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PullRefresh
      onRefresh={refresh}
      pullingText={t('api.pulling')}
      loosingText={t('api.loosing')}
      loadingText={t('api.refreshing')}
      successText={t('api.refreshed')}
    >
      {items.length === 0 ? (
        <EmptyState description={emptyText} />
      ) : (
        <List
          finished={!query.hasNextPage}
          finishedText={t('api.noMore')}
          loadingText={t('api.loading')}
          errorText={t('errors.requestFailedRetry')}
          onLoad={async () => {
            const result = await query.fetchNextPage();
            // react-vant's List shows its retry text when onLoad rejects.
            if (result.isError) throw result.error;
          }}
        >
          {items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </List>
      )}
    </PullRefresh>
  );
}
