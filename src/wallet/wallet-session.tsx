// Keeps the sign-in session in step with the wallet (docs/product.md §4): a connected address other
// than the stored `currentAccount` drops the session, drops that account's cached /api data
// (none of its figures may stay on screen or come back from the cache) and says so; a
// disconnect logs out. Mounted once inside the providers. In localnet builds it also refreshes an
// account's balances when the local test wallet's faucet has funded it.
import { useQueryClient } from '@tanstack/react-query';
import { useWalletConnection } from './hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueryKeys } from '../api/query-keys';
import { chainQueryKeys } from '../chain/query-keys';
import { applyConnectedAddress } from '../auth/address-change';
import { logout } from '../auth/logout';
import { showToast } from '../components/feedback';
import { useAuthStore } from '../stores/auth';
import { LOCAL_WALLET_FUNDED_EVENT, type LocalWalletFunded } from './local-wallet-feature';

export function WalletSessionGuard(): null {
  const { t } = useTranslation();
  const connection = useWalletConnection();
  const queryClient = useQueryClient();
  const address = connection.account?.address ?? null;
  const wasConnected = useRef(false);

  useEffect(() => {
    if (connection.isConnected && address) {
      wasConnected.current = true;
      const previous = useAuthStore.getState().currentAccount;
      if (applyConnectedAddress(address) === 'changed') {
        if (previous) queryClient.removeQueries({ queryKey: apiQueryKeys.account(previous) });
        showToast(t('wallet.addressChanged'), 'info');
      }
      return;
    }
    // Only a real disconnect logs out. A page load with a remembered wallet that is not (yet)
    // available keeps the session, so reconnecting the same address needs no new sign-in.
    if (connection.isDisconnected && wasConnected.current) {
      wasConnected.current = false;
      // Forgets the session at once and asks the server to revoke the token (best effort).
      void logout();
    }
  }, [connection.isConnected, connection.isDisconnected, address, queryClient, t]);

  useEffect(() => {
    // A build-time constant: other builds have no local test wallet.
    if (import.meta.env.MODE !== 'localnet') return;
    const refresh = (event: Event) => {
      const { address: funded } = (event as CustomEvent<LocalWalletFunded>).detail;
      void queryClient.invalidateQueries({ queryKey: chainQueryKeys.balances(funded) });
      void queryClient.invalidateQueries({ queryKey: chainQueryKeys.coinBalanceAll() });
    };
    window.addEventListener(LOCAL_WALLET_FUNDED_EVENT, refresh);
    return () => window.removeEventListener(LOCAL_WALLET_FUNDED_EVENT, refresh);
  }, [queryClient]);

  return null;
}
