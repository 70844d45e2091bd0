// A notification's words in the reader's language, written from its kind and figures
// (contract/api.ts, Notification): the inbox (with i18next's t) and the service worker's push
// handler (with the catalogue it reads itself) write the same text from the same keys,
// `notifications.kinds.<kind>.title` and `.body`. Nothing English is stored on the server.
import type { Coin, Notification } from '../../contract/api';
import { formatDisplay } from '../chain/amount';
import { DECIMALS } from '../config/constants';

/** i18next's t, or the service worker's lookup: a key and its values -> the text. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** An amount as the app shows it (the display rule: never 0 for an amount that is not), with its coin. */
export function notificationAmount(amount: string, coin: Coin): string {
  return `${formatDisplay(BigInt(amount), DECIMALS[coin])} ${coin}`;
}

/** `0x1234…abcd`: an address short enough for a line. */
function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** The values each kind's texts interpolate. */
function values(n: Notification, t: Translate): Record<string, string> {
  switch (n.kind) {
    case 'withdrawal_signed':
    case 'withdrawal_approved':
    case 'withdrawal_paid':
    case 'withdrawal_reserve_wait':
      return { amount: notificationAmount(n.data.amount, 'SUI') };
    case 'withdrawal_rejected':
      return { amount: notificationAmount(n.data.amount, 'SUI'), reason: n.data.reason };
    case 'node_returned':
      return { amount: notificationAmount(n.data.amount, n.data.coin), node: t(`assets.nodes.tiers.${n.data.tier}`) };
    case 'bank_matured':
      return { amount: notificationAmount(n.data.principal, n.data.coin), days: String(n.data.lockDays) };
    case 'bank_redeemed':
      return { amount: notificationAmount(n.data.principal, n.data.coin), income: notificationAmount(n.data.income, n.data.coin) };
    case 'transfer_received':
      return { amount: notificationAmount(n.data.amount, n.data.coin), from: shortAddress(n.data.from) };
    case 'invitee_bound':
      return { friend: shortAddress(n.data.invitee) };
    case 'notice_published':
      return { title: n.data.title ?? '' };
  }
}

/** The notification's title and body in the reader's language. */
export function notificationText(n: Notification, t: Translate): { title: string; body: string } {
  const v = values(n, t);
  // A notice with no title in any language is told without one.
  const body = n.kind === 'notice_published' && !n.data.title ? t('notifications.kinds.notice_published.bodyUntitled') : t(`notifications.kinds.${n.kind}.body`, v);
  return { title: t(`notifications.kinds.${n.kind}.title`, v), body };
}

/** The screen a notification is about (a hash route): where a tap in the inbox or on the phone opens. */
export function notificationRoute(n: Notification): string {
  switch (n.kind) {
    case 'withdrawal_signed':
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
    case 'withdrawal_paid':
    case 'withdrawal_reserve_wait':
      // The assets page's withdrawal card (the paid one: the withdrawal records on the same page).
      return '/assets?show=withdrawal';
    case 'node_returned':
      return '/assets?show=nodes';
    case 'transfer_received':
      return '/assets?show=transfers';
    case 'bank_matured':
    case 'bank_redeemed':
      return '/financial';
    case 'invitee_bound':
      return '/community';
    case 'notice_published':
      return `/notice?id=${encodeURIComponent(n.data.noticeId)}`;
  }
}
