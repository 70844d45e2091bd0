import type { ReactNode } from 'react';
import { UNKNOWN_VALUE } from './stat-grid';
import styles from './info-rows.module.css';

export interface InfoRow {
  label: ReactNode;
  /** null or undefined while unknown. */
  value?: ReactNode | null;
}

/** Label-value lines: a position's fields, a preview's fee and price. */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row, index) => (
        <div className={styles.row} key={index}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value ?? UNKNOWN_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}
