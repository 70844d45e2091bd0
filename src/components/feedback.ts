// The ONE module that calls react-vant's imperative Toast and Dialog. They render into a
// detached React root, which breaks on React 19; keeping every call here means a switch to
// declarative components later touches one file.
import i18n from 'i18next';
import { createElement } from 'react';
import { Dialog } from 'react-vant/es/dialog/index.js';
import { Notify } from 'react-vant/es/notify/index.js';
import { Toast } from 'react-vant/es/toast/index.js';
import { TOAST_DURATION_MS } from '../config/constants';
import { TransactionNotice, type TransactionSuccess } from './transaction-notice';
import noticeStyles from './transaction-notice.module.css';

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
 * A transaction that went through: its message, the short id that copies the whole digest, and
 * the explorer link when there is one, in a card at the top, below the page's header (its CSS
 * module), that does not block the screen.
 */
export function showTransactionSuccess({ message, digest, explorerHref }: TransactionSuccess): void {
  Notify.show({
    type: 'success',
    className: noticeStyles.bar,
    message: createElement(TransactionNotice, { message, digest, explorerHref, onClose: () => Notify.clear() }),
    duration: TRANSACTION_NOTICE_DURATION_MS,
  });
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

/** Resolves true when the user confirms, false when they cancel or close the dialog. */
export async function confirmDialog({ title, message, confirmText, cancelText, className }: ConfirmOptions): Promise<boolean> {
  try {
    return await Dialog.confirm({
      title,
      message,
      className,
      // The imperative dialog renders outside the app's ConfigProvider: pass translated texts.
      confirmButtonText: confirmText ?? i18n.t('common.confirm'),
      cancelButtonText: cancelText ?? i18n.t('common.cancel'),
      showCancelButton: true,
    });
  } catch {
    // react-vant rejects the promise on cancel; a cancel is an answer, not an error.
    return false;
  }
}
