// Which wallets the connect sheet lists, and in what order (docs/product.md §5): only wallets with
// the standard connect and events features and a Sui transaction-signing feature; preferred
// wallets first (Slush), the rest in the order they registered. On the boot path (the connect
// sheet lists the page's wallets before the wallet stack has loaded), so it imports no package.

/** The Slush wallets' name (@mysten/slush-wallet's SLUSH_WALLET_NAME; wallet-list.test.ts checks they agree). */
export const SLUSH_WALLET_NAME = 'Slush';

/** The part of a wallet-standard wallet these rules look at (a UiWallet has all of it). */
export interface ListableWallet {
  readonly name: string;
  readonly features: readonly string[];
}

export const REQUIRED_WALLET_FEATURES = ['standard:connect', 'standard:events'] as const;
export const TRANSACTION_SIGNING_FEATURES = ['sui:signTransaction', 'sui:signTransactionBlock'] as const;

/** Wallet names listed first, most preferred first. A name matches as a prefix ('Slush', 'Slush Web'). */
export const PREFERRED_WALLET_NAMES: readonly string[] = [SLUSH_WALLET_NAME];

/** The Slush web wallet's id: a website in a popup, not something the user installed. */
export const SLUSH_WEB_WALLET_ID = 'com.mystenlabs.suiwallet.web';

/** The features dApp Kit needs of a wallet to list it (its $wallets; the network's chain is checked apart). */
export function isSupportedWallet(wallet: ListableWallet): boolean {
  return (
    REQUIRED_WALLET_FEATURES.every((feature) => wallet.features.includes(feature)) &&
    TRANSACTION_SIGNING_FEATURES.some((feature) => wallet.features.includes(feature))
  );
}

function preferenceRank(wallet: ListableWallet): number {
  const rank = PREFERRED_WALLET_NAMES.findIndex((name) => wallet.name.startsWith(name));
  return rank === -1 ? PREFERRED_WALLET_NAMES.length : rank;
}

/** Supported wallets, preferred ones first; otherwise the registration order is kept. */
export function listWallets<T extends ListableWallet>(wallets: readonly T[]): T[] {
  return wallets
    .filter(isSupportedWallet)
    .map((wallet, index) => ({ wallet, index, rank: preferenceRank(wallet) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ wallet }) => wallet);
}

/**
 * True when the user has a wallet of their own (an extension, a wallet's in-app browser, or
 * the local test wallet), as opposed to only the always-registered Slush web wallet. Without
 * one, the sheet also offers the 'Get Started' panel.
 */
export function hasInstalledWallet(walletIds: readonly string[]): boolean {
  return walletIds.some((id) => id !== SLUSH_WEB_WALLET_ID);
}
