// The app's wallet hooks: dApp Kit's (same names, same values) on the instance that
// WalletStackProvider gives, so that no component imports dApp Kit's runtime on the boot
// path. Before the wallet stack has loaded, useWalletConnection and useCurrentAccount say
// "not connected", or "restoring" when auto-connect will try a remembered wallet; the others
// need the stack (pages that use them wait for it behind WalletStackGate).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { rememberedWallet } from './remembered-wallet';
import { useOptionalDAppKit, type AppDAppKit } from './wallet-stack';

type WalletConnection = ReturnType<AppDAppKit['stores']['$connection']['get']>;

const NO_WALLET = { wallet: null, account: null, supportedIntents: [] } as const;

/** What the app shows before the stack has loaded, as dApp Kit's auto-connect starts it. */
const $bootConnection = atom<WalletConnection>(
  rememberedWallet()
    ? { ...NO_WALLET, status: 'reconnecting', isConnected: false, isConnecting: false, isReconnecting: true, isDisconnected: false }
    : { ...NO_WALLET, status: 'disconnected', isConnected: false, isConnecting: false, isReconnecting: false, isDisconnected: true },
);

export function useDAppKit(): AppDAppKit {
  const dAppKit = useOptionalDAppKit();
  if (!dAppKit) throw new Error('The wallet stack has not loaded yet: render this behind WalletStackGate.');
  return dAppKit;
}

export function useWalletConnection(): WalletConnection {
  const dAppKit = useOptionalDAppKit();
  return useStore(dAppKit ? dAppKit.stores.$connection : $bootConnection);
}

export function useCurrentAccount() {
  return useWalletConnection().account;
}

export function useCurrentClient() {
  return useStore(useDAppKit().stores.$currentClient);
}

export function useCurrentNetwork() {
  return useStore(useDAppKit().stores.$currentNetwork);
}
