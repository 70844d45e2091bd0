import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './action-grid.module.css';
import { PhraseText } from './phrase-text';

export type GridAction =
  | { key: string; label: ReactNode; icon: ReactNode; to: string }
  | { key: string; label: ReactNode; icon: ReactNode; onClick: () => void };

const COLUMN_CLASSES = { 2: styles.cols2, 3: styles.cols3, 4: styles.cols4 } as const;

/** Columns that leave no hole: all tiles in one row up to 4, else rows of 4 or 3 that come out even. */
export function gridColumns(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  if (count <= 4) return count as 3 | 4;
  return count % 4 !== 0 && count % 3 === 0 ? 3 : 4;
}

/** A row of icon tiles: links to other pages or buttons that open a sheet. */
export function ActionGrid({ actions }: { actions: GridAction[] }) {
  return (
    <nav className={`${styles.grid} ${COLUMN_CLASSES[gridColumns(actions.length)]}`}>
      {actions.map((action) => {
        const content = (
          <>
            <span className={styles.icon} aria-hidden>
              {action.icon}
            </span>
            <span>{typeof action.label === 'string' ? <PhraseText>{action.label}</PhraseText> : action.label}</span>
          </>
        );
        return 'to' in action ? (
          <Link key={action.key} className={styles.action} to={action.to}>
            {content}
          </Link>
        ) : (
          <button key={action.key} type="button" className={styles.action} onClick={action.onClick}>
            {content}
          </button>
        );
      })}
    </nav>
  );
}
