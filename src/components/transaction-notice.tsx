// What a user sees when a transaction went through: the action's message, the transaction id
// short enough to read (a tap copies the whole digest and says so), the explorer page when the
// network has one, and a close button. Shown by feedback.ts below the page's header, long enough
// to copy.
import { Cross, Passed } from '@react-vant/icons';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
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

/** What marks a page's header: the nav bar of PageLayout, the home page's own header. */
export const PAGE_HEADER_SELECTOR = '.rv-nav-bar, [data-page-header]';

/**
 * Keeps the notice's popup just below the header of the page on screen (its CSS places it below
 * the taller header until then): the page changes under it when the action opens another, and a
 * header can grow (the home page's wraps to two rows in a long language at 320 px). A header
 * scrolled away leaves the top free.
 */
function useBelowPageHeader(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const popup = ref.current?.closest<HTMLElement>('.rv-popup');
    if (!popup) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const headers = Array.from(document.querySelectorAll(PAGE_HEADER_SELECTOR)).filter((header) => !popup.contains(header));
      if (headers.length === 0) return;
      popup.style.top = `${Math.max(0, ...headers.map((header) => header.getBoundingClientRect().bottom))}px`;
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    // A navigation replaces the page; a resize or a scroll moves its header.
    const observer = new MutationObserver(later);
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, characterData: true, subtree: true });
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);
}

export function TransactionNotice({ message, digest, explorerHref, onClose }: TransactionNoticeProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const ref = useRef<HTMLDivElement>(null);
  useBelowPageHeader(ref);
  const copyDigest = async () => {
    try {
      await navigator.clipboard.writeText(digest);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div ref={ref} className={styles.notice} role="status">
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
