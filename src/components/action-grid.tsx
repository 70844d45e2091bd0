import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './action-grid.module.css';

export type GridAction =
  | { key: string; label: ReactNode; icon: ReactNode; to: string }
  | { key: string; label: ReactNode; icon: ReactNode; onClick: () => void };

/** A row of icon tiles: links to other pages or buttons that open a sheet. */
export function ActionGrid({ actions }: { actions: GridAction[] }) {
  return (
    <nav className={styles.grid}>
      {actions.map((action) => {
        const content = (
          <>
            <span className={styles.icon} aria-hidden>
              {action.icon}
            </span>
            <span>{action.label}</span>
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
