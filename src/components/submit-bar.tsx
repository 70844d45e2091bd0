import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { LoginButton } from '../auth/login-button';
import { ConnectButton } from '../wallet/connect-button';
import { missingAccess, useAccess, type Requirement } from '../hooks/use-access';
import styles from './submit-bar.module.css';

export interface SubmitBarProps {
  label: ReactNode;
  requires: Requirement;
  /** The action: required, so no button ships without one. */
  onSubmit: () => void;
  /**
   * Why the button is held besides access (the form is invalid, a value is still being read,
   * the node cannot be reached): the button is disabled exactly while there is one, and it is
   * written under the button. No reason, no disabled button.
   */
  disabledReason?: string | null;
  loading?: boolean;
}

/**
 * A form's main button. Whenever it is disabled, the reason is written under it and named by
 * the button's aria-describedby (the convention every disabled control of the app follows).
 */
export function SubmitBar({ label, requires, onSubmit, disabledReason = null, loading = false }: SubmitBarProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const missing = missingAccess(useAccess(), requires);
  let note: string | null = disabledReason;
  if (missing === 'wallet') note = t('validation.walletNotConnected');
  else if (missing === 'signIn') note = t('components.signInRequired');
  return (
    <div className={styles.bar}>
      <Button
        type="primary"
        block
        round
        nativeType="button"
        loading={loading}
        aria-busy={loading || undefined}
        disabled={note !== null}
        aria-describedby={note !== null ? noteId : undefined}
        onClick={onSubmit}
      >
        {label}
      </Button>
      {note !== null ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
      {missing === 'wallet' ? (
        <div className={styles.connect}>
          <ConnectButton />
        </div>
      ) : null}
      {missing === 'signIn' ? (
        <div className={styles.connect}>
          <LoginButton />
        </div>
      ) : null}
    </div>
  );
}
