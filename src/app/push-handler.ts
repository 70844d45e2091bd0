// What the service worker does with a push and with a tap on its notification (src/app/sw.ts),
// as plain functions over the few worker APIs they use, so they are unit-tested without a
// browser: a push message (contract/api.ts, PushMessage) becomes a notification written in the
// subscription's language from the catalogue the worker precached, and a tap opens the screen
// the notification is about, in a window of the app already open when there is one.
import type { Notification, PushMessage } from '../../contract/api';
import { LOCALES } from '../config/locales';
import { notificationRoute, notificationText, type Translate } from '../i18n/notification-text';

export interface ShownNotification {
  title: string;
  options: { body: string; tag: string; icon: string; badge: string; lang: string; data: { url: string; id: string } };
}

/** The message a push carries, or null when it is not one of ours. */
export function readPushMessage(text: string | null): PushMessage | null {
  if (!text) return null;
  try {
    const message = JSON.parse(text) as Partial<PushMessage>;
    const n = message.notification as Partial<Notification> | undefined;
    if (message.v !== 1 || !LOCALES.includes(message.locale as PushMessage['locale'])) return null;
    if (!n || typeof n.id !== 'string' || typeof n.kind !== 'string' || typeof n.data !== 'object' || n.data === null) return null;
    return message as PushMessage;
  } catch {
    return null;
  }
}

/** A catalogue's lookup with i18next's `{{name}}` interpolation; a missing key reads as itself. */
export function catalogueTranslate(catalogue: Record<string, unknown>): Translate {
  return (key, values = {}) => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** BCP 47 tag of a locale (en_US -> en-US). */
const tagOf = (locale: string) => locale.replace('_', '-');

/** The notification to show for `message`, written with `t` (the message's locale's catalogue). */
export function notificationToShow(message: PushMessage, t: Translate, base: string): ShownNotification {
  const { title, body } = notificationText(message.notification, t);
  return {
    title,
    options: {
      body,
      // One notification per event on the phone, even if a push came twice.
      tag: `suil-${message.notification.id}`,
      icon: `${base}icons/icon-192.png`,
      badge: `${base}icons/icon-192.png`,
      lang: tagOf(message.locale),
      data: { url: `${base}#${notificationRoute(message.notification)}`, id: message.notification.id },
    },
  };
}

export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: the app's window already open (the first under `base`) is focused and
 * taken to the screen; with none, a new one opens there.
 */
export async function openNotificationTarget(
  url: string,
  base: string,
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>; openWindow(url: string): Promise<unknown> },
  origin: string,
): Promise<'focused' | 'opened'> {
  const target = new URL(url, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = windows.find((w) => new URL(w.url).pathname.startsWith(base) && !new URL(w.url).pathname.startsWith(`${base}admin/`));
  if (app?.navigate) {
    await app.navigate(target);
    await app.focus();
    return 'focused';
  }
  await clients.openWindow(target);
  return 'opened';
}
