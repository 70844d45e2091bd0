import type { ReactNode } from 'react';
import { Empty } from 'react-vant/es/empty/index.js';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is missing and, where it helps, why. Already translated. */
  description: ReactNode;
  /** A way out: connect wallet, log in, retry... */
  action?: ReactNode;
  /** react-vant's picture: default, error, network or search. */
  image?: 'default' | 'error' | 'network' | 'search';
}

/** An honest "nothing here (yet)" block in the dark theme. */
export function EmptyState({ description, action, image = 'default' }: EmptyStateProps) {
  return (
    <Empty className={styles.empty} image={image} imageSize={96} description={description}>
      {action ? <div className={styles.action}>{action}</div> : null}
    </Empty>
  );
}
