import type { ReactNode } from 'react';
import { FigureSkeleton } from './loading-skeleton';
import { UNKNOWN_VALUE } from './stat-grid';
import styles from './info-rows.module.css';

export interface InfoRow {
  label: ReactNode;
  /** null or undefined while unknown. */
  value?: ReactNode | null;
  /** The figure the user came for (e.g. a product's daily rate): larger and bolder. */
  prominent?: boolean;
}

/** Label-value lines: a position's fields, a preview's fee and price. While `loading`, unknown values show a skeleton. */
export function InfoRows({ rows, loading = false }: { rows: InfoRow[]; loading?: boolean }) {
  return (
    <dl className={styles.rows} aria-busy={loading || undefined}>
      {rows.map((row, index) => (
        <div className={styles.row} key={index}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={`${styles.value} ${row.prominent ? styles.prominent : ''}`}>{row.value ?? (loading ? <FigureSkeleton /> : UNKNOWN_VALUE)}</dd>
        </div>
      ))}
    </dl>
  );
}
