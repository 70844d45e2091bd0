import { useRef, type ReactNode } from 'react';
import { useFitFigures } from './fit-figures';
import { FigureSkeleton } from './loading-skeleton';
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
  /** The figures are being fetched: each unknown one shows a skeleton instead of '--'. */
  loading?: boolean;
  /** The figures the user came for (balances, rates, income): larger and bolder. */
  prominent?: boolean;
}

/**
 * Labelled figures in a grid, figure above its label; an odd last figure takes the whole row.
 * A figure is never cut: it wraps before its unit, and the grid's figures shrink together when
 * one is still wider than its column (fit-figures.ts).
 */
export function StatGrid({ items, columns = 2, loading = false, prominent = false }: StatGridProps) {
  const ref = useRef<HTMLDListElement>(null);
  useFitFigures(ref, `.${styles.value}`);
  return (
    <dl ref={ref} className={`${styles.grid} ${columns === 3 ? styles.cols3 : styles.cols2} ${prominent ? styles.prominent : ''}`} aria-busy={loading || undefined}>
      {items.map((item, index) => (
        <div className={styles.item} key={index}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value ?? (loading ? <FigureSkeleton /> : UNKNOWN_VALUE)}</dd>
        </div>
      ))}
    </dl>
  );
}
