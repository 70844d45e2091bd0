// The ONE module that calls react-vant's imperative Toast, Dialog and Notify (the last two in
// ./feedback-overlays.ts, which only this module loads, on their first use). They render into a
// detached React root, which breaks on React 19; keeping every call here means a switch to
// declarative components later touches one place.
import i18n from 'i18next';
import { Toast } from 'react-vant/es/toast/index.js';
import { TOAST_DURATION_MS } from '../config/constants';
import type { TransactionSuccess } from './transaction-notice';

export { TOAST_DURATION_MS };

export type ToastKind = 'info' | 'success' | 'fail';

export function showToast(message: string, kind: ToastKind = 'info'): void {
  Toast[kind]({ message, duration: TOAST_DURATION_MS });
}

/** Copies `text` to the clipboard and says whether it worked. */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(i18n.t('components.copied'), 'success');
  } catch {
    showToast(i18n.t('components.copyFailed'), 'fail');
  }
}

/** A transaction's notice shows for 8 s unless closed first: time to read it, copy the id or open the explorer. */
export const TRANSACTION_NOTICE_DURATION_MS = 8_000;

/**
 * The dialog and the transaction notice with their styles, a chunk of their own (issue 37: the
 * home screen of a visitor with no wallet shows neither). Loaded with the wallet stack
 * (preloadOverlays), which every transaction and every confirmation needs, else on first use.
 */
const overlays = () => import('./feedback-overlays');

/** Loads the dialog and the transaction notice ahead of their first use; a failed load is tried again then. */
export function preloadOverlays(): void {
  overlays().catch(() => undefined);
}

/**
 * A transaction that went through: its message, the short id that copies the whole digest, and
 * the explorer link when there is one, in a card at the top that does not block the screen
 * (feedback-overlays.ts). Should that card not load, the message alone, as a toast.
 */
export function showTransactionSuccess(success: TransactionSuccess): void {
  overlays().then(
    ({ showTransactionNotice }) => showTransactionNotice(success),
    () => showToast(success.message, 'success'),
  );
}

/** Shows a blocking loading toast until the returned function is called. */
export function showLoading(message: string): () => void {
  const toast = Toast.loading({ message, duration: 0, forbidClick: true });
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    toast.clear();
  };
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** A class on the dialog (e.g. to keep it usable over a blocking loading toast). */
  className?: string;
}

/**
 * Resolves true when the user confirms, false when they cancel or close the dialog. Should the
 * dialog not load (offline), it says so and resolves false: nothing goes ahead unconfirmed.
 */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  try {
    const { confirm } = await overlays();
    return await confirm(options);
  } catch {
    showToast(i18n.t('errors.requestFailedRetry'), 'fail');
    return false;
  }
}
