// feedback.ts's dialog and transaction notice (react-vant's imperative Dialog and Notify, and
// their styles), loaded on their first use through feedback.ts only: no screen shows either before
// a tap, and the home screen of a visitor with no wallet does without them (issue 37).
import i18n from 'i18next';
import { createElement } from 'react';
import { Dialog } from 'react-vant/es/dialog/index.js';
import { Notify } from 'react-vant/es/notify/index.js';
import { TRANSACTION_NOTICE_DURATION_MS, type ConfirmOptions } from './feedback';
import { TransactionNotice, type TransactionSuccess } from './transaction-notice';
import noticeStyles from './transaction-notice.module.css';

/**
 * A transaction that went through: its message, the short id that copies the whole digest, and
 * the explorer link when there is one, in a card at the top, below the page's header (its CSS
 * module), that does not block the screen.
 */
export function showTransactionNotice({ message, digest, explorerHref }: TransactionSuccess): void {
  Notify.show({
    type: 'success',
    className: noticeStyles.bar,
    message: createElement(TransactionNotice, { message, digest, explorerHref, onClose: () => Notify.clear() }),
    duration: TRANSACTION_NOTICE_DURATION_MS,
  });
}

/** Resolves true when the user confirms, false when they cancel or close the dialog. */
export async function confirm({ title, message, confirmText, cancelText, className }: ConfirmOptions): Promise<boolean> {
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
