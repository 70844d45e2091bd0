// Whether dApp Kit's auto-connect will try to restore a wallet: read by the boot path
// (wallet hooks before the stack, index.html's boot script), so it imports nothing.

/** Where dApp Kit remembers the last wallet and account (docs/product.md §3). */
export const WALLET_CONNECTION_STORAGE_KEY = 'sui-dapp-kit:wallet-connection-info';

/** True when the user's last session remembered a wallet, i.e. auto-connect will try it. */
export function rememberedWallet(): boolean {
  try {
    return Boolean(window.localStorage.getItem(WALLET_CONNECTION_STORAGE_KEY));
  } catch {
    return false;
  }
}
