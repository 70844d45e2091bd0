// The connect sheet in the app's own UI (docs/product.md §2): detected wallets (Slush first), a
// 'Get Started' panel for people without a wallet, a 'What is a Wallet?' explainer, and the
// opening / failed states of a connection attempt, with Back and Close. On a phone without a
// wallet it also offers to reopen the page in a wallet app's browser; inside such a browser it
// connects that wallet at once (open-in-wallet.ts).
import { getWalletUniqueIdentifier, type UiWallet } from '@mysten/dapp-kit-react';
import { useDAppKit, useWallets } from './hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { Loading } from 'react-vant/es/loading/index.js';
import { Popup } from 'react-vant/es/popup/index.js';
import { copyWithToast } from '../components/feedback';
import { BackIcon, CloseIcon, DownloadIcon, WalletIcon } from './icons';
import { connectMode, isTouchDevice, walletAppLinks } from './open-in-wallet';
import { describeWalletError, type WalletErrorMessage } from './wallet-errors';
import { hasInstalledWallet, listWallets } from './wallet-list';
import styles from './wallet.module.css';

/** The Slush browser extension in the Chrome Web Store (also serves Edge and Brave). */
export const WALLET_EXTENSION_URL = 'https://chromewebstore.google.com/detail/opcgpfmipidbgpenhmajoajpbobppdil';

type SheetView =
  | { name: 'list' }
  | { name: 'getStarted' }
  | { name: 'whatIs' }
  | { name: 'connecting'; wallet: UiWallet }
  | { name: 'error'; wallet: UiWallet; error: WalletErrorMessage };

export interface ConnectSheetProps {
  visible: boolean;
  onClose: () => void;
}

export function ConnectSheet({ visible, onClose }: ConnectSheetProps) {
  const { t } = useTranslation();
  const dAppKit = useDAppKit();
  const wallets = listWallets(useWallets());
  const installed = hasInstalledWallet(wallets.map(getWalletUniqueIdentifier));
  const mode = connectMode(
    isTouchDevice(),
    wallets.map((wallet) => ({ id: getWalletUniqueIdentifier(wallet), name: wallet.name })),
  );
  const [view, setView] = useState<SheetView>({ name: 'list' });
  // Each attempt gets a number; a result that arrives after Back/Close or a newer attempt is ignored.
  const attempt = useRef(0);
  // In a wallet app's browser, each opening of the sheet connects that wallet once.
  const connectedOnOpen = useRef(false);
  const browserWallet =
    mode.kind === 'walletBrowser' ? wallets.find((wallet) => getWalletUniqueIdentifier(wallet) === mode.walletId) : undefined;

  async function connect(wallet: UiWallet) {
    const id = ++attempt.current;
    setView({ name: 'connecting', wallet });
    try {
      await dAppKit.connectWallet({ wallet });
      if (attempt.current !== id) return;
      attempt.current++;
      onClose();
    } catch (error) {
      if (attempt.current !== id) return;
      setView({ name: 'error', wallet, error: describeWalletError(error, 'connect') });
    }
  }

  useEffect(() => {
    if (!visible || !browserWallet || connectedOnOpen.current) return;
    connectedOnOpen.current = true;
    void connect(browserWallet);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, browserWallet]);

  function back() {
    attempt.current++;
    setView({ name: 'list' });
  }

  function close() {
    attempt.current++;
    onClose();
  }

  const title =
    view.name === 'getStarted'
      ? t('wallet.getStarted.title')
      : view.name === 'whatIs'
        ? t('wallet.whatIs.title')
        : t('wallet.connectTitle');

  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      onClose={close}
      onClosed={() => {
        connectedOnOpen.current = false;
        setView({ name: 'list' });
      }}
      className={styles.sheet}
      safeAreaInsetBottom
    >
      <div className={styles.sheetHeader}>
        {view.name !== 'list' ? (
          <button type="button" className={styles.iconButton} aria-label={t('wallet.back')} onClick={back}>
            <BackIcon />
          </button>
        ) : (
          <span className={styles.iconSpacer} />
        )}
        <h2 className={styles.sheetTitle}>{title}</h2>
        <button type="button" className={styles.iconButton} aria-label={t('wallet.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>

      <div className={styles.sheetBody}>
        {view.name === 'list' && (
          <>
            <ul className={styles.walletList} aria-label={t('wallet.connectTitle')}>
              {wallets.map((wallet) => (
                <li key={getWalletUniqueIdentifier(wallet)}>
                  <button type="button" className={styles.walletItem} onClick={() => void connect(wallet)}>
                    <img className={styles.walletIcon} src={wallet.icon} alt="" />
                    <span className={styles.walletName}>{wallet.name}</span>
                  </button>
                </li>
              ))}
              {!installed && (
                <li>
                  <button type="button" className={styles.walletItem} onClick={() => setView({ name: 'getStarted' })}>
                    <span className={styles.placeholderIcon}>
                      <DownloadIcon />
                    </span>
                    <span className={styles.walletText}>
                      <span className={styles.walletName}>{t('wallet.noWallet.title')}</span>
                      <span className={styles.walletHint}>{t('wallet.noWallet.hint')}</span>
                    </span>
                  </button>
                </li>
              )}
            </ul>
            {mode.kind === 'openInApp' && <OpenInWalletApp />}
            <button type="button" className={styles.linkButton} onClick={() => setView({ name: 'whatIs' })}>
              {t('wallet.whatIs.title')}
            </button>
          </>
        )}

        {view.name === 'getStarted' && (
          <div className={styles.panel}>
            <ol className={styles.steps}>
              <li>
                <strong>{t('wallet.getStarted.step1Title')}</strong>
                <p>{t('wallet.getStarted.step1Text')}</p>
              </li>
              <li>
                <strong>{t('wallet.getStarted.step2Title')}</strong>
                <p>{t('wallet.getStarted.step2Text')}</p>
              </li>
              <li>
                <strong>{t('wallet.getStarted.step3Title')}</strong>
                <p>{t('wallet.getStarted.step3Text')}</p>
              </li>
            </ol>
            <a className={styles.primaryLink} href={WALLET_EXTENSION_URL} target="_blank" rel="noopener noreferrer">
              {t('wallet.getStarted.install')}
            </a>
          </div>
        )}

        {view.name === 'whatIs' && (
          <div className={styles.panel}>
            <div className={styles.point}>
              <strong>{t('wallet.whatIs.loginTitle')}</strong>
              <p>{t('wallet.whatIs.loginText')}</p>
            </div>
            <div className={styles.point}>
              <strong>{t('wallet.whatIs.assetsTitle')}</strong>
              <p>{t('wallet.whatIs.assetsText')}</p>
            </div>
          </div>
        )}

        {(view.name === 'connecting' || view.name === 'error') && (
          <div className={styles.status} role="status">
            {view.wallet.icon ? (
              <img className={styles.statusIcon} src={view.wallet.icon} alt="" />
            ) : (
              <span className={styles.placeholderIcon}>
                <WalletIcon />
              </span>
            )}
            {view.name === 'connecting' ? (
              <>
                <h3 className={styles.statusTitle}>{t('wallet.opening', { wallet: view.wallet.name })}</h3>
                <p className={styles.statusText}>{t('wallet.confirmInWallet')}</p>
                <Loading size={24} className={styles.statusSpinner} />
              </>
            ) : (
              <>
                <h3 className={styles.statusTitle}>{t('wallet.connectionFailed')}</h3>
                <p className={styles.statusText}>
                  {view.error.key === 'wallet.errors.connectionFailed'
                    ? t('wallet.connectionFailedHint')
                    : t(view.error.key, view.error.values)}
                </p>
                <Button type="primary" round block onClick={() => void connect(view.wallet)}>
                  {t('wallet.retry')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </Popup>
  );
}

/** Links that reopen this page (its route kept) in a wallet app's browser, and its link to copy. */
function OpenInWalletApp() {
  const { t } = useTranslation();
  const pageUrl = window.location.href;
  return (
    <section className={styles.openInApp} aria-labelledby="suil-open-in-app">
      <h3 id="suil-open-in-app" className={styles.sectionTitle}>
        {t('wallet.openInApp.title')}
      </h3>
      <p className={styles.walletHint}>{t('wallet.openInApp.hint')}</p>
      <ul className={styles.walletList}>
        {walletAppLinks(pageUrl).map((app) => (
          <li key={app.name}>
            <a className={styles.walletItem} href={app.href} rel="noopener noreferrer">
              <span className={styles.placeholderIcon}>
                <WalletIcon />
              </span>
              <span className={styles.walletName}>{t('wallet.openInApp.openIn', { wallet: app.name })}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={() => void copyWithToast(pageUrl)}>
        {t('wallet.openInApp.copyLink')}
      </button>
    </section>
  );
}
