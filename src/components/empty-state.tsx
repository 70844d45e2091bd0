import type { ReactNode } from 'react';
import { Description, WarningO } from '@react-vant/icons';
import { Empty } from 'react-vant/es/empty/index.js';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is missing and, where it helps, why. Already translated. */
  description: ReactNode;
  /** A way out: connect wallet, log in, retry... */
  action?: ReactNode;
  /** 'error' for a failed load; the default is a quiet document icon. */
  tone?: 'default' | 'error';
}

/**
 * An honest "nothing here (yet)" block in the dark theme. The picture is a local icon:
 * react-vant's preset pictures are fetched from a CDN, which in-app browsers may block.
 */
export function EmptyState({ description, action, tone = 'default' }: EmptyStateProps) {
  const image = (
    <span className={styles.image} aria-hidden>
      {tone === 'error' ? <WarningO /> : <Description />}
    </span>
  );
  return (
    <Empty className={styles.empty} image={image} imageSize={64} description={description}>
      {action ? <div className={styles.action}>{action}</div> : null}
    </Empty>
  );
}
