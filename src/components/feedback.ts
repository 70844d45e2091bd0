// The ONE module that calls react-vant's imperative Toast and Dialog. They render into a
// detached React root, which breaks on React 19; keeping every call here means a switch to
// declarative components later touches one file.
import i18n from 'i18next';
import { createElement } from 'react';
import { Dialog } from 'react-vant/es/dialog/index.js';
import { Notify } from 'react-vant/es/notify/index.js';
import { Toast } from 'react-vant/es/toast/index.js';
import { TOAST_DURATION_MS } from '../config/constants';

export { TOAST_DURATION_MS };

export type ToastKind = 'info' | 'success' | 'fail';

export function showToast(message: string, kind: ToastKind = 'info'): void {
  Toast[kind]({ message, duration: TOAST_DURATION_MS });
}

export interface FeedbackLink {
  label: string;
  href: string;
}

/** A link needs time to be read and tapped: a 2 s toast is gone before a thumb gets there. */
export const LINK_NOTICE_DURATION_MS = 5_000;

/**
 * A success message with a link opened in a new tab (e.g. the transaction on the explorer).
 * A Notify bar, not a toast: react-vant's Toast takes only text, and the bar at the top does
 * not cover the screen, so the user can keep working while it shows.
 */
export function showSuccessWithLink(message: string, link: FeedbackLink): void {
  const anchor = createElement(
    'a',
    // Inherit the bar's white text: the default link blue is unreadable on the success green.
    { href: link.href, target: '_blank', rel: 'noopener noreferrer', style: { color: 'inherit', textDecoration: 'underline' } },
    link.label,
  );
  Notify.show({ type: 'success', message: createElement('span', null, message, '\n', anchor), duration: LINK_NOTICE_DURATION_MS });
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
