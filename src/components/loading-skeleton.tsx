// What a figure or a list shows while it loads: react-vant's Skeleton in the shape of what will
// come, never '--' (which says "unknown": no wallet, not signed in) and never a made-up 0.
import { Skeleton } from 'react-vant/es/skeleton/index.js';
import styles from './loading-skeleton.module.css';
import { SectionCard } from './section-card';

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

/** Text loading (a page the operator publishes, a notice, terms): a heading bar and lines, announced once. */
export function TextSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      <div aria-hidden>
        <Skeleton className={styles.text} title titleWidth="45%" row={rows} />
      </div>
    </div>
  );
}

/** A card loading in place of one that will come (a notice, a coin's page, a product, a position). */
export function CardSkeleton({ label, rows }: { label: string; rows?: number }) {
  return (
    <SectionCard>
      <TextSkeleton label={label} rows={rows} />
    </SectionCard>
  );
}
