// "Open in wallet app" (issue 24): a phone's own browser has no wallet, so the connect sheet
// offers links that reopen the current page inside a wallet app's in-app browser, where the
// wallet is injected. Each link is built exactly as the wallet documents it; the page's whole
// URL (with its hash route) travels as one encoded value, and nothing is added to the page's
// own query. Wallets whose format could not be sourced are left out (Nightly: its deeplink page
// names the parameters but not the value for Sui).
import { SLUSH_WEB_WALLET_ID } from './wallet-list';

export interface WalletAppLink {
  /** The wallet's product name, shown as is in every language. */
  readonly name: string;
  /** The link that opens `pageUrl` in the wallet app's browser. */
  readonly href: string;
}

/**
 * Slush: the universal link `https://my.slush.app/browse/<url>`, which opens the app when it is
 * installed and the Slush web app otherwise; parameter values URL-encoded
 * (sdk.mystenlabs.com/slush-wallet/deep-linking).
 */
export function slushBrowseLink(pageUrl: string): string {
  return `https://my.slush.app/browse/${encodeURIComponent(pageUrl)}`;
}

/**
 * Phantom: `https://phantom.app/ul/browse/<url>?ref=<ref>`, both URL-encoded, `ref` the
 * requesting app's URL (docs.phantom.com/phantom-deeplinks/other-methods/browse).
 */
export function phantomBrowseLink(pageUrl: string): string {
  const ref = new URL(pageUrl).origin;
  return `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(ref)}`;
}

/**
 * OKX Wallet: the deep link `okx://wallet/dapp/url?dappUrl=<encoded url>`, itself encoded into
 * OKX's universal link `https://web3.okx.com/download?deeplink=` (web3.okx.com/build/docs/waas/
 * app-universal-link), which shows the download page when the app is missing.
 */
export function okxBrowseLink(pageUrl: string): string {
  const deepLink = `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`;
  return `https://web3.okx.com/download?deeplink=${encodeURIComponent(deepLink)}`;
}

/**
 * Bitget Wallet: BKConnect's "access dapp" action, `https://bkcode.vip?action=dapp&url=<url>`
 * (the only form its Android app takes from a web page; web3.bitget.com docs, "Deeplink").
 * The URL is encoded as a query value so that its `#` route stays inside the parameter.
 */
export function bitgetBrowseLink(pageUrl: string): string {
  return `https://bkcode.vip?action=dapp&url=${encodeURIComponent(pageUrl)}`;
}

/** The wallet apps the sheet offers, Slush first. */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  return [
    { name: 'Slush', href: slushBrowseLink(pageUrl) },
    { name: 'Phantom', href: phantomBrowseLink(pageUrl) },
    { name: 'OKX Wallet', href: okxBrowseLink(pageUrl) },
    { name: 'Bitget Wallet', href: bitgetBrowseLink(pageUrl) },
  ];
}

/**
 * A phone or tablet: the primary pointer is a finger and cannot hover. A laptop with a touch
 * screen keeps a fine primary pointer, so it is not one.
 */
export function isTouchDevice(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  if (!win || typeof win.matchMedia !== 'function') return false;
  return win.matchMedia('(pointer: coarse)').matches && win.matchMedia('(hover: none)').matches;
}

/** The part of a wallet-standard wallet the detection looks at. */
export interface DetectedWallet {
  readonly id: string;
  readonly name: string;
}

/** Slush's app and extension register under this id (its web wallet under SLUSH_WEB_WALLET_ID). */
export const SLUSH_WALLET_ID = 'com.mystenlabs.suiwallet';

/** Names under which the wallet apps we link to register in their own browsers. */
const WALLET_APP_NAMES: readonly string[] = ['Slush', 'Phantom', 'OKX Wallet', 'Bitget Wallet'];

function isWalletApp(wallet: DetectedWallet): boolean {
  if (wallet.id === SLUSH_WEB_WALLET_ID) return false;
  return wallet.id === SLUSH_WALLET_ID || WALLET_APP_NAMES.some((name) => wallet.name.startsWith(name));
}

export type ConnectMode =
  /** Inside a wallet app's browser: connect to that wallet at once. */
  | { kind: 'walletBrowser'; walletId: string }
  /** A phone's own browser without a wallet: offer to reopen the page in a wallet app. */
  | { kind: 'openInApp' }
  /** Anything else (a desktop, or a phone with a wallet the user picks from the list). */
  | { kind: 'list' };

/**
 * How the connect sheet starts, from the device and the wallets registered (listed order,
 * preferred first). Only the Slush web wallet (a website, not an app) counts as no wallet.
 */
export function connectMode(touch: boolean, wallets: readonly DetectedWallet[]): ConnectMode {
  if (!touch) return { kind: 'list' };
  const app = wallets.find(isWalletApp);
  if (app) return { kind: 'walletBrowser', walletId: app.id };
  if (wallets.every((wallet) => wallet.id === SLUSH_WEB_WALLET_ID)) return { kind: 'openInApp' };
  return { kind: 'list' };
}
