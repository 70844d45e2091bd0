// The app's service worker (vite-plugin-pwa, injectManifest; vite/pwa.ts): it precaches the
// build for the next visit and answers the app's navigations with index.html (never the
// console's, another program under /chain/admin/), takes over at once after a deploy, and shows
// the user's push notifications (src/app/push-handler.ts): written in the subscription's
// language from the precached catalogue, opening the screen they are about when tapped.
import { clientsClaim } from 'workbox-core';
import { type PrecacheEntry, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PUSH_ARRIVED_MESSAGE } from '../config/constants';
import { catalogueTranslate, notificationToShow, openNotificationTarget, readPushMessage, type WindowLike } from './push-handler';

// The few worker APIs used here (the DOM's types are the app's; the worker's would clash with them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: { url?: string } | null };
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly (WindowLike & { postMessage(message: unknown): void })[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const BASE = import.meta.env.BASE_URL;
/** The operator console (contract/admin.ts ADMIN_PATH), a program of its own: its navigations are left alone. */
const ADMIN_PATH = `${BASE}admin/`;

void sw.skipWaiting();
clientsClaim();
// The catalogues' ?v= (a cache buster for hosts without the worker) is covered by the precache's own revisions.
// The build writes the precache list in place of `self.__WB_MANIFEST`, spelled exactly so.
// @ts-expect-error -- the worker's global, not the DOM's `self` (WorkerScope above)
precacheAndRoute(self.__WB_MANIFEST as (string | PrecacheEntry)[], { ignoreURLParametersMatching: [/^v$/] });
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), { denylist: [new RegExp(`^${ADMIN_PATH}`)] }));

/** The catalogue of `locale`, from the precache (the network if it is not there). */
async function catalogue(locale: string): Promise<Record<string, unknown>> {
  const path = `${BASE}locales/${locale}/translation.json`;
  const response = (await matchPrecache(path)) ?? (await fetch(path).catch(() => undefined));
  return response?.ok ? ((await response.json()) as Record<string, unknown>) : {};
}

sw.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text() ?? null);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const shown = notificationToShow(message, catalogueTranslate(await catalogue(message.locale)), BASE);
      await sw.registration.showNotification(shown.title, shown.options);
      // An open app refreshes its bell and inbox.
      for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: PUSH_ARRIVED_MESSAGE });
    })(),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? BASE;
  event.waitUntil(openNotificationTarget(url, BASE, sw.clients, sw.location.origin));
});
