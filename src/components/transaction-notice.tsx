// What a user sees when a transaction went through: the action's message, the transaction id
// short enough to read (a tap copies the whole digest and says so), the explorer page when the
// network has one, and a close button. Shown at the top by feedback.ts, long enough to copy.
import { Cross, Passed } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortTransactionId } from '../chain/format';
import styles from './transaction-notice.module.css';

/** A transaction that went through, as the user is told of it. */
export interface TransactionSuccess {
  message: string;
  digest: string;
  /** The transaction on the network's explorer; none on localnet. */
  explorerHref?: string;
}

export interface TransactionNoticeProps extends TransactionSuccess {
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function TransactionNotice({ message, digest, explorerHref, onClose }: TransactionNoticeProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyDigest = async () => {
    try {
      await navigator.clipboard.writeText(digest);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className={styles.notice} role="status">
      <Passed className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        <div className={styles.row}>
          <button type="button" className={styles.digest} onClick={() => void copyDigest()} aria-label={t('chain.copyTransactionId', { id: shortTransactionId(digest) })}>
            <span className={styles.id}>{shortTransactionId(digest)}</span>
            <span className={copy === 'copied' ? styles.copied : styles.copyLabel} aria-live="polite">
              {t(copy === 'copied' ? 'components.copied' : copy === 'failed' ? 'chain.copyTransactionIdFailed' : 'components.copy')}
            </span>
          </button>
          {explorerHref ? (
            <a className={styles.link} href={explorerHref} target="_blank" rel="noopener noreferrer">
              {t('chain.viewInExplorer')}
            </a>
          ) : null}
        </div>
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
        <Cross aria-hidden />
      </button>
    </div>
  );
}
