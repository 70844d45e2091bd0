// What a figure or a list shows while it loads: react-vant's Skeleton in the shape of what will
// come, never '--' (which says "unknown": no wallet, not signed in) and never a made-up 0.
import { Skeleton } from 'react-vant/es/skeleton/index.js';
import styles from './loading-skeleton.module.css';

/** One figure loading: a bar the height of its text. */
export function FigureSkeleton() {
  return (
    <span aria-hidden>
      <Skeleton className={styles.figure} title={false} row={1} rowWidth="70%" rowHeight="1em" />
    </span>
  );
}

/** A list's first page loading: rows shaped like records (title and date, amount), announced once. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className={styles.list} role="status" aria-label={label} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div className={styles.row} key={index} aria-hidden>
          <Skeleton className={styles.main} title titleWidth="55%" row={1} rowWidth="35%" />
          <Skeleton className={styles.amount} title={false} row={1} rowWidth="100%" />
        </div>
      ))}
    </div>
  );
}
