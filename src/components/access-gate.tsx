import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '../auth/login-button';
import { ConnectButton } from '../wallet/connect-button';
import { EmptyState } from './empty-state';
import { missingAccess, useAccess, type Requirement } from '../hooks/use-access';

export interface AccessGateProps {
  /** What the children need: a connected wallet, or a signed-in one (for /api data). */
  requires: Requirement;
  /** What the user will see once connected, e.g. "Connect your wallet to see your positions". */
  walletHint: string;
  children: ReactNode;
}

/**
 * Shows its children only with the access they need; otherwise an honest empty state that
 * says what is missing, with the connect button when it is the wallet.
 */
export function AccessGate({ requires, walletHint, children }: AccessGateProps) {
  const { t } = useTranslation();
  const missing = missingAccess(useAccess(), requires);
  if (missing === 'wallet') return <EmptyState description={walletHint} action={<ConnectButton />} />;
  if (missing === 'signIn') return <EmptyState description={t('components.signInRequired')} action={<LoginButton />} />;
  return <>{children}</>;
}
