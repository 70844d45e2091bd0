import type { ReactNode } from 'react';
import styles from './stat-grid.module.css';

/** What a figure shows while its value is not known (not loaded, no wallet): never a made-up 0. */
export const UNKNOWN_VALUE = '--';

export interface Stat {
  label: ReactNode;
  /** null or undefined while unknown. */
  value?: ReactNode | null;
}

export interface StatGridProps {
  items: Stat[];
  columns?: 2 | 3;
}

/** Labelled figures in a grid, figure above its label. */
export function StatGrid({ items, columns = 2 }: StatGridProps) {
  return (
    <dl className={`${styles.grid} ${columns === 3 ? styles.cols3 : styles.cols2}`}>
      {items.map((item, index) => (
        <div className={styles.item} key={index}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value ?? UNKNOWN_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}
