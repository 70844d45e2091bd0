// The wallets registered in the page (the Wallet Standard's registry: extensions, a wallet app's
// browser, and once the wallet stack has loaded the Slush web wallet and, on localnet, the test
// wallet), as the connect sheet lists them: on the boot path, so that the sheet opens at the tap
// with the wallets already there while the stack loads (issue 37). Only what the sheet shows is
// read here; connecting goes through dApp Kit (connect-sheet.tsx), by the wallet's identifier.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { listWallets } from './wallet-list';

/** A wallet as the connect sheet shows it. */
export interface SheetWallet {
  /** dApp Kit's getWalletUniqueIdentifier: the wallet's id where it gives one, else its name. */
  readonly id: string;
  readonly name: string;
  readonly icon: string;
  readonly features: readonly string[];
}

/** The identifier dApp Kit gives a wallet (getWalletUniqueIdentifier), for a registered wallet. */
function walletIdentifier(wallet: Pick<Wallet, 'name'> & { id?: unknown }): string {
  return typeof wallet.id === 'string' ? wallet.id : wallet.name;
}

function toSheetWallet(wallet: Wallet): SheetWallet {
  return { id: walletIdentifier(wallet), name: wallet.name, icon: wallet.icon, features: Object.keys(wallet.features) };
}

/** The registered wallets the sheet lists for `chain` (dApp Kit's $wallets rules), preferred first. */
function sheetWallets(wallets: readonly Wallet[], chain: string): SheetWallet[] {
  return listWallets(wallets.filter((wallet) => wallet.chains.includes(chain as `${string}:${string}`)).map(toSheetWallet));
}

let snapshot: { key: string; wallets: SheetWallet[] } = { key: '', wallets: [] };

/**
 * The list as it is now, the same array while nothing in it changed (what useSyncExternalStore
 * needs): read afresh on every call (a few wallets), so that no change is missed while nobody was
 * subscribed.
 */
function readSnapshot(): SheetWallet[] {
  const wallets = sheetWallets(getWallets().get(), `sui:${env.network}`);
  const key = JSON.stringify(wallets);
  if (key !== snapshot.key) snapshot = { key, wallets };
  return snapshot.wallets;
}

/** Calls `listener` when a wallet registers or unregisters, or one of them changes (its chains, its features). */
function subscribe(listener: () => void): () => void {
  const registry = getWallets();
  const offChange = new Map<Wallet, () => void>();
  const watchChanges = () => {
    for (const wallet of registry.get()) {
      if (offChange.has(wallet)) continue;
      const events = wallet.features['standard:events'] as { on?: (event: 'change', listener: () => void) => () => void } | undefined;
      offChange.set(wallet, events?.on?.('change', changed) ?? (() => {}));
    }
  };
  function changed() {
    watchChanges();
    listener();
  }
  const offRegister = registry.on('register', changed);
  const offUnregister = registry.on('unregister', changed);
  watchChanges();
  return () => {
    offRegister();
    offUnregister();
    offChange.forEach((off) => off());
  };
}

const NONE: SheetWallet[] = [];

/** The wallets the connect sheet lists, kept current as wallets register (none in the prerendered page). */
export function useRegisteredWallets(): SheetWallet[] {
  return useSyncExternalStore(subscribe, readSnapshot, () => NONE);
}
