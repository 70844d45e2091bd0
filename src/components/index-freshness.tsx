// The marker beside figures that come from the server's index (balances, hashrate, records,
// income): after the user's own transaction they say "Updating…" until the server has read it
// and the figures were read again, and, if that takes too long, that they may be out of date,
// with a way to check again. Never a figure from before the transaction shown as current.
import { useTranslation } from 'react-i18next';
import { useIndexFreshness } from '../hooks/use-index-freshness';
import styles from './index-freshness.module.css';

export function IndexFreshnessNote() {
  const { t } = useTranslation();
  const { status, retry } = useIndexFreshness();
  return (
    <p className={styles.note} role="status" aria-live="polite" data-freshness={status}>
      {status === 'updating' ? (
        <span className={styles.updating}>
          <span className={styles.dot} aria-hidden="true" />
          {t('components.indexFreshness.updating')}
        </span>
      ) : null}
      {status === 'outdated' ? (
        <>
          <span className={styles.outdated}>{t('components.indexFreshness.outdated')}</span>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('components.indexFreshness.retry')}
          </button>
        </>
      ) : null}
    </p>
  );
}
