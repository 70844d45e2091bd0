// LOCALNET BUILDS ONLY: the local test wallet's account actions in the account menu, 'Add
// account' (the faucet funds it) and 'Add an account without SUI' (a newcomer's empty wallet,
// to try the free bind with), through its `suil:localWallet` feature. The menu renders this
// behind `import.meta.env.MODE === 'localnet'`, so other builds drop it and its styles.
import type { UiWallet } from '@mysten/dapp-kit-react';
import { formatAddress } from '@mysten/sui/utils';
import { getWalletFeature } from '@wallet-standard/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/feedback';
import { LOCAL_WALLET_FEATURE, type LocalWalletFeature } from './local-wallet-feature';
import styles from './local-wallet-actions.module.css';

type Adding = 'funded' | 'unfunded' | null;

export function LocalWalletActions({ wallet }: { wallet: UiWallet }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Adding>(null);
  if (!wallet.features.includes(LOCAL_WALLET_FEATURE)) return null;
  const feature = getWalletFeature(wallet, LOCAL_WALLET_FEATURE) as LocalWalletFeature[typeof LOCAL_WALLET_FEATURE];

  async function add(kind: Exclude<Adding, null>) {
    setAdding(kind);
    try {
      const { address } = await feature.addAccount({ fund: kind === 'funded' });
      const added = kind === 'funded' ? 'wallet.localWallet.accountAdded' : 'wallet.localWallet.unfundedAccountAdded';
      showToast(t(added, { account: formatAddress(address) }), 'success');
    } catch {
      showToast(t('wallet.localWallet.addAccountFailed'), 'fail');
    } finally {
      setAdding(null);
    }
  }

  // While one is being added, both wait; the busy one says so.
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.add} disabled={adding !== null} aria-busy={adding === 'funded'} onClick={() => void add('funded')}>
        {adding === 'funded' ? t('wallet.localWallet.addingAccount') : t('wallet.localWallet.addAccount')}
      </button>
      <button type="button" className={styles.add} disabled={adding !== null} aria-busy={adding === 'unfunded'} onClick={() => void add('unfunded')}>
        {adding === 'unfunded' ? t('wallet.localWallet.addingAccount') : t('wallet.localWallet.addUnfundedAccount')}
      </button>
    </div>
  );
}
