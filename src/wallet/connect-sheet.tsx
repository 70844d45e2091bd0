// The connect sheet in the app's own UI (seed point 2): detected wallets (Slush first), a
// 'Get Started' panel for people without a wallet, a 'What is a Wallet?' explainer, and the
// opening / failed states of a connection attempt, with Back and Close.
import { getWalletUniqueIdentifier, type UiWallet } from '@mysten/dapp-kit-react';
import { useDAppKit, useWallets } from './hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { Loading } from 'react-vant/es/loading/index.js';
import { Popup } from 'react-vant/es/popup/index.js';
import { BackIcon, CloseIcon, DownloadIcon, WalletIcon } from './icons';
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
  const [view, setView] = useState<SheetView>({ name: 'list' });
  // Each attempt gets a number; a result that arrives after Back/Close or a newer attempt is ignored.
  const attempt = useRef(0);

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
      onClosed={() => setView({ name: 'list' })}
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
