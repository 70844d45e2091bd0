// 'Connect Wallet' until a wallet is connected, then the account button that opens the
// account menu (docs/product.md §2). On the boot path, with the connect sheet: a tap opens it at
// once, and the sheet loads the wallet stack (a visitor with no wallet to restore has not loaded
// it); so does a tap on the prerendered Connect before the app ran (connect-intent.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-menu';
import { AccountName } from './account-name';
import { ConnectSheet } from './connect-sheet';
import { useWalletConnection } from './hooks';
import { CONNECT_INTENT_PROPS, hasConnectIntent, takeConnectIntent } from './connect-intent';
import { ChevronDownIcon } from './icons';
import styles from './wallet.module.css';

export function ConnectButton() {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  // Open from the first render when the prerendered Connect was tapped. Mounted from its first
  // opening on (a portal, which the prerender cannot render), and kept for its closing animation.
  const [sheetOpen, setSheetOpen] = useState(hasConnectIntent);
  const [sheetMounted, setSheetMounted] = useState(hasConnectIntent);
  // The prerendered sheet is on screen then (the boot script showed it): no opening animation.
  const [sheetInstant, setSheetInstant] = useState(hasConnectIntent);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once, on mount: the intent is carried out (the sheet is open already).
  useEffect(() => void takeConnectIntent(), []);

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
        onClick={() => {
          setSheetMounted(true);
          setSheetOpen(true);
        }}
        {...CONNECT_INTENT_PROPS}
      >
        {restoring ? t('wallet.restoring') : t('wallet.connect')}
      </button>
      {sheetMounted && (
        <ConnectSheet
          visible={sheetOpen}
          instant={sheetInstant}
          onClose={() => {
            setSheetOpen(false);
            setSheetInstant(false);
          }}
        />
      )}
    </>
  );
}
