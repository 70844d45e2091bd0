import type { ReactNode } from 'react';
import styles from './withdrawal-notice.module.css';

export type WithdrawalNoticeTone = 'waiting' | 'rejected' | 'info';

/** A withdrawal's state in words: what it is (the title), why, what happens next; and the one thing to do, if any. */
export function WithdrawalNotice({
  tone,
  title,
  children,
  action,
  testId,
}: {
  tone: WithdrawalNoticeTone;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role="status" data-testid={testId}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}

/** The column a withdrawal's state is laid out in. */
export function WithdrawalStateLayout({ state, children }: { state: string; children: ReactNode }) {
  return (
    <div className={styles.state} data-testid="pending-withdrawal" data-state={state}>
      {children}
    </div>
  );
}
