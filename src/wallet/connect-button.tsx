// 'Connect Wallet' until a wallet is connected, then the account button that opens the
// account menu (docs/product.md §2). On the boot path: the connect sheet (dApp Kit's wallet list)
// comes with the wallet stack; a tap before the stack is there loads it at once and opens the
// sheet when it arrives; so does a tap on the prerendered Connect before the app ran
// (connect-intent.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/feedback';
import { AccountMenu } from './account-menu';
import { AccountName } from './account-name';
import { useWalletConnection } from './hooks';
import { CONNECT_INTENT_PROPS, hasConnectIntent, takeConnectIntent } from './connect-intent';
import { ChevronDownIcon } from './icons';
import { loadWalletStack, useOptionalDAppKit } from './wallet-stack';
import styles from './wallet.module.css';

const ConnectSheet = lazy(() => import('./connect-sheet').then((m) => ({ default: m.ConnectSheet })));

export function ConnectButton() {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  const stackReady = useOptionalDAppKit() !== null;
  // Open from the first render when the prerendered Connect was tapped: it stays busy.
  const [sheetOpen, setSheetOpen] = useState(hasConnectIntent);
  const [menuOpen, setMenuOpen] = useState(false);

  const loadStackForSheet = () =>
    loadWalletStack().catch(() => {
      setSheetOpen(false);
      showToast(t('wallet.stackFailed'), 'fail');
    });
  // Once, on mount: the intent is taken (the sheet is open already) and the stack loads at once.
  useEffect(() => {
    if (takeConnectIntent()) void loadStackForSheet();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        aria-busy={restoring || connection.isConnecting || (sheetOpen && !stackReady)}
        onClick={() => {
          setSheetOpen(true);
          if (!stackReady) void loadStackForSheet();
        }}
        {...CONNECT_INTENT_PROPS}
      >
        {restoring ? t('wallet.restoring') : t('wallet.connect')}
      </button>
      {stackReady && (
        <Suspense fallback={null}>
          <ConnectSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
