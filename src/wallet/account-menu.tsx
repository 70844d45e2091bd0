// The connected wallet's accounts (docs/product.md §2): every account, a check on the active one
// (picking another switches to it), and Disconnect. In localnet builds, the local test wallet
// also offers 'Add account' and 'Add an account without SUI' here (local-wallet-actions.tsx).
import type { UiWallet, UiWalletAccount } from '@mysten/dapp-kit-react';
import { useDAppKit } from './hooks';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-vant/es/popup/index.js';
import { AccountName } from './account-name';
import { CheckIcon, CloseIcon, UnlinkIcon } from './icons';
import { LocalWalletActions } from './local-wallet-actions';
import styles from './wallet.module.css';

export interface AccountMenuProps {
  visible: boolean;
  wallet: UiWallet;
  account: UiWalletAccount;
  onClose: () => void;
}

export function AccountMenu({ visible, wallet, account, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const dAppKit = useDAppKit();
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
        {/* A build-time constant: other builds drop the local wallet's actions. */}
        {import.meta.env.MODE === 'localnet' ? <LocalWalletActions wallet={wallet} /> : null}
        <button type="button" className={styles.disconnect} onClick={() => void disconnect()}>
          <UnlinkIcon size={18} />
          {t('wallet.disconnect')}
        </button>
      </div>
    </Popup>
  );
}
