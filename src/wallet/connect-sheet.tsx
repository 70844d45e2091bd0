// The connect sheet in the app's own UI (docs/product.md §2): detected wallets (Slush first), a
// 'Get Started' panel for people without a wallet, a 'What is a Wallet?' explainer, and the
// opening / failed states of a connection attempt, with Back and Close. On a phone without a
// wallet it also offers to reopen the page in a wallet app's browser; inside such a browser it
// connects that wallet at once (open-in-wallet.ts). On the boot path (issue 37): it opens at the
// tap and lists the page's registered wallets (registered-wallets.ts) while the wallet stack
// loads; the wallets the stack registers (the Slush web wallet) join the list when it is there,
// and a tapped wallet connects through dApp Kit once the stack is there.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { Loading } from 'react-vant/es/loading/index.js';
import { Popup } from 'react-vant/es/popup/index.js';
import { copyWithToast } from '../components/feedback';
import { BackIcon, CloseIcon, DownloadIcon, WalletIcon } from './icons';
import { connectMode, isTouchDevice, walletAppLinks } from './open-in-wallet';
import { useRegisteredWallets, type SheetWallet } from './registered-wallets';
import type { WalletErrorMessage } from './wallet-errors';
import { hasInstalledWallet } from './wallet-list';
import { loadWalletStack, useOptionalDAppKit } from './wallet-stack';
import styles from './wallet.module.css';

/** The Slush browser extension in the Chrome Web Store (also serves Edge and Brave). */
export const WALLET_EXTENSION_URL = 'https://chromewebstore.google.com/detail/opcgpfmipidbgpenhmajoajpbobppdil';

/** Why a connection attempt failed: the wallet's error, or the wallet stack that did not load. */
type ConnectError = WalletErrorMessage | { key: 'wallet.stackFailed'; values?: undefined };

type SheetView =
  | { name: 'list' }
  | { name: 'getStarted' }
  | { name: 'whatIs' }
  | { name: 'connecting'; wallet: SheetWallet }
  | { name: 'error'; wallet: SheetWallet; error: ConnectError };

export interface ConnectSheetProps {
  visible: boolean;
  onClose: () => void;
  /** Open without the opening animation: it takes the place of the prerendered sheet, already on screen. */
  instant?: boolean;
}

/**
 * Connects the wallet through dApp Kit: the stack (loaded already, or loading since the sheet
 * opened), then dApp Kit's own wallet of that identifier. Its errors are the wallet's, described
 * by wallet-errors.ts; a stack that did not load is said as such.
 */
async function connectThroughDAppKit(wallet: SheetWallet): Promise<void> {
  // One after the other: dApp Kit's module is evaluated by the stack's load, a part at a time.
  const { getWalletUniqueIdentifier, dAppKit } = await loadWalletStack()
    .then(async (dAppKit) => ({ dAppKit, ...(await import('@mysten/dapp-kit-react')) }))
    .catch(() => {
      throw new StackFailed();
    });
  const uiWallet = dAppKit.stores.$wallets.get().find((candidate) => getWalletUniqueIdentifier(candidate) === wallet.id);
  // A wallet that unregistered (an extension turned off) meanwhile: dApp Kit's own words for it.
  if (!uiWallet) throw new Error('No wallet is connected.');
  await dAppKit.connectWallet({ wallet: uiWallet });
}

class StackFailed extends Error {}

async function describeConnectError(error: unknown): Promise<ConnectError> {
  if (error instanceof StackFailed) return { key: 'wallet.stackFailed' };
  return import('./wallet-errors').then(
    ({ describeWalletError }) => describeWalletError(error, 'connect'),
    (): ConnectError => ({ key: 'wallet.errors.connectionFailed' }),
  );
}

export function ConnectSheet({ visible, onClose, instant = false }: ConnectSheetProps) {
  const { t } = useTranslation();
  const wallets = useRegisteredWallets();
  const stackReady = useOptionalDAppKit() !== null;
  const installed = hasInstalledWallet(wallets.map((wallet) => wallet.id));
  const mode = connectMode(isTouchDevice(), wallets);
  const [view, setView] = useState<SheetView>({ name: 'list' });
  // The wallet stack loads while the sheet is open (a visitor with no wallet has not loaded it).
  const [stackFailed, setStackFailed] = useState(false);
  const [stackAttempt, setStackAttempt] = useState(0);
  useEffect(() => {
    if (!visible || stackReady) return;
    let current = true;
    loadWalletStack().catch(() => current && setStackFailed(true));
    return () => {
      current = false;
    };
  }, [visible, stackReady, stackAttempt]);
  // Each attempt gets a number; a result that arrives after Back/Close or a newer attempt is ignored.
  const attempt = useRef(0);
  // In a wallet app's browser, each opening of the sheet connects that wallet once.
  const connectedOnOpen = useRef(false);
  const browserWallet =
    mode.kind === 'walletBrowser' ? wallets.find((wallet) => wallet.id === mode.walletId) : undefined;

  async function connect(wallet: SheetWallet) {
    const id = ++attempt.current;
    setView({ name: 'connecting', wallet });
    try {
      await connectThroughDAppKit(wallet);
      if (attempt.current !== id) return;
      attempt.current++;
      onClose();
    } catch (error) {
      const described = await describeConnectError(error);
      if (attempt.current !== id) return;
      setView({ name: 'error', wallet, error: described });
    }
  }

  useEffect(() => {
    if (!visible || !browserWallet || connectedOnOpen.current) return;
    connectedOnOpen.current = true;
    void connect(browserWallet);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, browserWallet]);

  function retryStack() {
    setStackFailed(false);
    setStackAttempt((n) => n + 1);
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
      {...(instant ? { duration: 0 } : {})}
      onClose={close}
      onClosed={() => {
        connectedOnOpen.current = false;
        setView({ name: 'list' });
        setStackFailed(false);
      }}
      className={styles.sheet}
      safeAreaInsetBottom
    >
      <SheetHeader title={title} onBack={view.name !== 'list' ? back : undefined} onClose={close} />

      <div className={styles.sheetBody}>
        {view.name === 'list' && (
          <>
            <ul className={styles.walletList} aria-label={t('wallet.connectTitle')}>
              {wallets.map((wallet) => (
                <li key={wallet.id}>
                  <button type="button" className={styles.walletItem} onClick={() => void connect(wallet)}>
                    <img className={styles.walletIcon} src={wallet.icon} alt="" />
                    <span className={styles.walletName}>{wallet.name}</span>
                  </button>
                </li>
              ))}
              {!stackReady &&
                (stackFailed ? (
                  <li>
                    <button type="button" className={styles.walletItem} onClick={retryStack}>
                      <span className={styles.placeholderIcon}>
                        <WalletIcon />
                      </span>
                      <span className={styles.walletText}>
                        <span className={styles.walletName} role="alert">
                          {t('wallet.stackFailed')}
                        </span>
                        <span className={styles.walletHint}>{t('common.retry')}</span>
                      </span>
                    </button>
                  </li>
                ) : (
                  <LoadingWalletsRow />
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

/** The sheet's header: Back (in a panel), the title, Close. */
function SheetHeader({ title, onBack, onClose }: { title: string; onBack?: () => void; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheetHeader}>
      {onBack ? (
        <button type="button" className={styles.iconButton} aria-label={t('wallet.back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className={styles.iconSpacer} />
      )}
      <h2 className={styles.sheetTitle}>{title}</h2>
      {/* data-sheet-close: the prerendered sheet's Close, which the boot script answers. */}
      <button type="button" className={styles.iconButton} aria-label={t('wallet.close')} onClick={onClose} data-sheet-close>
        <CloseIcon />
      </button>
    </div>
  );
}

function LoadingWalletsRow() {
  const { t } = useTranslation();
  return (
    <li className={`${styles.walletItem} ${styles.loadingItem}`} role="status">
      <span className={styles.placeholderIcon}>
        <Loading size={20} />
      </span>
      <span className={styles.walletHint}>{t('wallet.loadingWallets')}</span>
    </li>
  );
}

/**
 * The sheet as it first opens, for index.html (src/app/prerender.tsx): react-vant's popup markup
 * (its overlay and bottom sheet, as Popup renders them open) with the header and "Looking for
 * wallets…". The boot script shows it at a tap on the prerendered Connect, before the app has
 * run, and hides it at a tap on Close or the overlay; the app's own sheet takes its place,
 * without an opening animation, when it mounts (ConnectButton).
 */
export function PrerenderedConnectSheet() {
  const { t } = useTranslation();
  return (
    <>
      <div className="rv-overlay" style={{ zIndex: 2000 }} data-sheet-close />
      <div className={`rv-popup rv-popup--round rv-popup--bottom rv-safe-area-bottom ${styles.sheet}`} style={{ zIndex: 2000 }}>
        <SheetHeader title={t('wallet.connectTitle')} />
        <div className={styles.sheetBody}>
          <ul className={styles.walletList} aria-label={t('wallet.connectTitle')}>
            <LoadingWalletsRow />
          </ul>
        </div>
      </div>
    </>
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
