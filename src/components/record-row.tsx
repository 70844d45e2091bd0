import type { ReactNode } from 'react';
import { shortTransactionId } from '../chain/format';
import { useFormatDateTime } from '../hooks/use-format-date';
import styles from './record-row.module.css';

export interface RecordRowProps {
  title: ReactNode;
  /** ISO time of the record. */
  time: string;
  /** The amount, already formatted with its coin. */
  amount: ReactNode;
  /** A secondary line: an address, a note. */
  detail?: ReactNode;
  digest?: string | null;
}

/** One line of a records list: what, when (and the transaction), how much. */
export function RecordRow({ title, time, amount, detail, digest }: RecordRowProps) {
  const formatDateTime = useFormatDateTime();
  const ms = Date.parse(time);
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <span className={styles.title}>{title}</span>
        {detail ? <span className={styles.sub}>{detail}</span> : null}
        <span className={styles.sub}>
          {Number.isNaN(ms) ? null : formatDateTime(ms)}
          {digest ? ` · ${shortTransactionId(digest)}` : null}
        </span>
      </div>
      <span className={styles.amount}>{amount}</span>
    </div>
  );
}
