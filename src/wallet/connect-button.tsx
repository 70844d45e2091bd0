// 'Connect Wallet' until a wallet is connected, then the account button that opens the
// account menu (seed point 2).
import { useWalletConnection } from '@mysten/dapp-kit-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-menu';
import { AccountName } from './account-name';
import { ConnectSheet } from './connect-sheet';
import { ChevronDownIcon } from './icons';
import styles from './wallet.module.css';

export function ConnectButton() {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (connection.wallet && connection.account) {
    const { wallet, account } = connection;
    return (
      <>
        <button
          type="button"
          className={styles.accountButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <img className={styles.accountButtonIcon} src={account.icon ?? wallet.icon} alt="" />
          <AccountName account={account} />
          <ChevronDownIcon size={16} />
        </button>
        <AccountMenu visible={menuOpen} wallet={wallet} account={account} onClose={() => setMenuOpen(false)} />
      </>
    );
  }

  // While a remembered wallet is being restored, the button waits instead of inviting a new connection.
  const restoring = connection.isReconnecting;
  return (
    <>
      <button
        type="button"
        className={styles.connectButton}
        disabled={restoring}
        aria-busy={restoring || connection.isConnecting}
        onClick={() => setSheetOpen(true)}
      >
        {restoring ? t('wallet.restoring') : t('wallet.connect')}
      </button>
      <ConnectSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
