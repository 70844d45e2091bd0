import type { ReactNode } from 'react';
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
  /** Extra reason to hold the button, e.g. the form is invalid. */
  disabled?: boolean;
  loading?: boolean;
}

/** A form's main button with the reason it is disabled, if any, written under it. */
export function SubmitBar({ label, requires, onSubmit, disabled = false, loading = false }: SubmitBarProps) {
  const { t } = useTranslation();
  const missing = missingAccess(useAccess(), requires);
  let note: string | null = null;
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
        disabled={note !== null || disabled}
        onClick={onSubmit}
      >
        {label}
      </Button>
      {note ? <p className={styles.note}>{note}</p> : null}
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
