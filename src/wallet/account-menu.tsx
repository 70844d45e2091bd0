// The connected wallet's accounts (docs/product.md §2): every account, a check on the active one
// (picking another switches to it), and Disconnect. In localnet builds, the local test wallet
// also offers 'Add account' here (its `suil:localWallet` feature).
import type { UiWallet, UiWalletAccount } from '@mysten/dapp-kit-react';
import { formatAddress } from '@mysten/sui/utils';
import { getWalletFeature } from '@wallet-standard/ui';
import { useState } from 'react';
import { useDAppKit } from './hooks';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-vant/es/popup/index.js';
import { showToast } from '../components/feedback';
import { AccountName } from './account-name';
import { CheckIcon, CloseIcon, UnlinkIcon } from './icons';
import { LOCAL_WALLET_FEATURE, type LocalWalletFeature } from './local-wallet-feature';
import styles from './wallet.module.css';

/** The local test wallet's 'Add account'; `import.meta.env.MODE` drops it from other builds. */
function addAccountOf(wallet: UiWallet): LocalWalletFeature[typeof LOCAL_WALLET_FEATURE]['addAccount'] | null {
  if (import.meta.env.MODE !== 'localnet' || !wallet.features.includes(LOCAL_WALLET_FEATURE)) return null;
  const feature = getWalletFeature(wallet, LOCAL_WALLET_FEATURE) as LocalWalletFeature[typeof LOCAL_WALLET_FEATURE];
  return () => feature.addAccount();
}

export interface AccountMenuProps {
  visible: boolean;
  wallet: UiWallet;
  account: UiWalletAccount;
  onClose: () => void;
}

export function AccountMenu({ visible, wallet, account, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const dAppKit = useDAppKit();
  const addAccount = addAccountOf(wallet);
  const [adding, setAdding] = useState(false);

  async function add(run: NonNullable<typeof addAccount>) {
    setAdding(true);
    try {
      const { address } = await run();
      showToast(t('wallet.localWallet.accountAdded', { account: formatAddress(address) }), 'success');
    } catch {
      showToast(t('wallet.localWallet.addAccountFailed'), 'fail');
    } finally {
      setAdding(false);
    }
  }

  function pick(next: UiWalletAccount) {
    if (next.address !== account.address) dAppKit.switchAccount({ account: next });
    onClose();
  }

  async function disconnect() {
    onClose();
    // dApp Kit swallows the wallet's own disconnect errors and always resets its state.
    await dAppKit.disconnectWallet();
  }

  return (
    <Popup visible={visible} position="bottom" round onClose={onClose} className={styles.sheet} safeAreaInsetBottom>
      <div className={styles.sheetHeader}>
        <span className={styles.iconSpacer} />
        <h2 className={styles.sheetTitle}>{t('wallet.accounts')}</h2>
        <button type="button" className={styles.iconButton} aria-label={t('wallet.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.sheetBody}>
        <ul className={styles.walletList} role="radiogroup" aria-label={t('wallet.accounts')}>
          {wallet.accounts.map((item) => {
            const active = item.address === account.address;
            return (
              <li key={item.address} role="none">
                <button
                  type="button"
                  role="radio"
                  aria-checked={active}
                  className={`${styles.walletItem} ${active ? styles.activeItem : ''}`}
                  onClick={() => pick(item)}
                >
                  <img className={styles.walletIcon} src={item.icon ?? wallet.icon} alt="" />
                  <span className={styles.walletText}>
                    <span className={styles.walletName}>
                      <AccountName account={item} />
                    </span>
                    <span className={styles.walletHint}>{wallet.name}</span>
                  </span>
                  {active && (
                    <span className={styles.check} aria-hidden="true">
                      <CheckIcon />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        {addAccount ? (
          <button type="button" className={styles.addAccount} disabled={adding} aria-busy={adding} onClick={() => void add(addAccount)}>
            {adding ? t('wallet.localWallet.addingAccount') : t('wallet.localWallet.addAccount')}
          </button>
        ) : null}
        <button type="button" className={styles.disconnect} onClick={() => void disconnect()}>
          <UnlinkIcon size={18} />
          {t('wallet.disconnect')}
        </button>
      </div>
    </Popup>
  );
}
