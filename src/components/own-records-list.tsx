// The shell of a records screen read from the chain (useOwnRecords): a failed first page with a
// retry, loading, empty, the records, 'load more' while older ones exist, and where they come from.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './loading-skeleton';
import styles from './own-records-list.module.css';
import type { OwnRecords } from '../hooks/use-own-records';

export interface OwnRecordsListProps<T> {
  state: Omit<OwnRecords<never>, 'records'>;
  /** The records to show (the screen may have filtered them); null while unknown. */
  records: T[] | null;
  renderRecord: (record: T) => ReactNode;
  /** Translated by the screen. */
  labels: { retry: string; loading: string; empty: string; loadMore: string; source: string };
}

export function OwnRecordsList<T>({ state: { isError, hasMore, isLoadingMore, loadMore, retry }, records, renderRecord, labels }: OwnRecordsListProps<T>) {
  const { t } = useTranslation();
  if (isError && records === null) {
    return <EmptyState tone="error" description={t('errors.loadFailed')} action={<Button size="small" round onClick={retry}>{labels.retry}</Button>} />;
  }
  if (records === null) return <ListSkeleton label={labels.loading} />;
  return (
    <div className={styles.list}>
      {records.length === 0 ? <EmptyState description={labels.empty} /> : null}
      {records.map(renderRecord)}
      {hasMore ? (
        <Button block round plain loading={isLoadingMore} onClick={loadMore}>
          {labels.loadMore}
        </Button>
      ) : null}
      <p className={styles.note}>{labels.source}</p>
    </div>
  );
}
