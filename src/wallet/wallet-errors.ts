// Turns whatever a wallet or dApp Kit throws into a message key of the `wallet.errors`
// catalogue (docs/product.md §8), so the UI never shows a raw error. dApp Kit does not export its
// error classes, so its errors are recognised by their (stable, documented) messages; wallet
// errors by the wallet-standard rejection code or the popup channel's texts.
import { isWalletStandardError, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED } from '@mysten/wallet-standard';

export type WalletErrorKey =
  | 'wallet.errors.notConnected'
  | 'wallet.errors.noAccountForTransaction'
  | 'wallet.errors.noAccountForMessage'
  | 'wallet.errors.signTransactionUnsupported'
  | 'wallet.errors.signPersonalMessageUnsupported'
  | 'wallet.errors.accountNotConnected'
  | 'wallet.errors.chainUnsupported'
  | 'wallet.errors.noAccountsAuthorized'
  | 'wallet.errors.effectsUnparsable'
  | 'wallet.errors.userRejected'
  | 'wallet.errors.windowClosed'
  | 'wallet.errors.popupBlocked'
  | 'wallet.errors.unexpectedResponse'
  | 'wallet.errors.connectionFailed'
  | 'wallet.errors.signingFailed';

export interface WalletErrorMessage {
  key: WalletErrorKey;
  values?: Record<string, string>;
}

/** What the failed call was doing: it picks the variant of the generic messages. */
export type WalletAction = 'connect' | 'transaction' | 'personalMessage';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function isUserRejection(error: unknown): boolean {
  if (isWalletStandardError(error, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)) return true;
  const text = messageOf(error).toLowerCase();
  // Extensions word it differently ('User rejected the request', 'Rejected from user', ...).
  return /\b(user )?reject(ed)?\b|\bdenied\b|\bcancel(l)?ed\b/.test(text);
}

export function describeWalletError(error: unknown, action: WalletAction = 'connect'): WalletErrorMessage {
  const text = messageOf(error);
  if (/^No (wallet|account) is connected\.?$/.test(text)) {
    if (action === 'transaction') return { key: 'wallet.errors.noAccountForTransaction' };
    if (action === 'personalMessage') return { key: 'wallet.errors.noAccountForMessage' };
    return { key: 'wallet.errors.notConnected' };
  }
  const notConnected = /^No account with address (\S+) is (?:connected to|authorized for) (.+)\.$/.exec(text);
  if (notConnected) {
    return { key: 'wallet.errors.accountNotConnected', values: { address: notConnected[1], wallet: notConnected[2] } };
  }
  if (/does not support signing (and executing )?transactions|"sui:signTransaction(Block)?"/.test(text)) {
    return { key: 'wallet.errors.signTransactionUnsupported' };
  }
  if (/"sui:signPersonalMessage"|"sui:signMessage"/.test(text)) {
    return { key: 'wallet.errors.signPersonalMessageUnsupported' };
  }
  const chain = /does not support the chain "([^"]+)"/.exec(text);
  if (chain) return { key: 'wallet.errors.chainUnsupported', values: { chain: chain[1] } };
  if (text === 'No accounts were authorized.') return { key: 'wallet.errors.noAccountsAuthorized' };
  if (/Could not parse effects/i.test(text)) return { key: 'wallet.errors.effectsUnparsable' };
  if (/closed the (\w+ )?window/i.test(text)) return { key: 'wallet.errors.windowClosed' };
  if (/Failed to open new window/i.test(text)) return { key: 'wallet.errors.popupBlocked' };
  if (/Unexpected response/i.test(text)) return { key: 'wallet.errors.unexpectedResponse' };
  if (isUserRejection(error)) return { key: 'wallet.errors.userRejected' };
  return { key: action === 'connect' ? 'wallet.errors.connectionFailed' : 'wallet.errors.signingFailed' };
}
