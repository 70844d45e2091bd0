// The app's service worker (vite-plugin-pwa, injectManifest; vite/pwa.ts): it precaches the
// build for the next visit and answers the app's navigations with index.html (never the
// console's, another program under /chain/admin/), the app's own address without even starting
// (a static route to a cache of the page), takes over at once after a deploy, and shows
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
/** A static route (the Service Worker Static Routing API; Chromium 123 and later). */
interface RouterRule {
  condition: { urlPattern: unknown; requestMode: 'navigate' };
  source: { cacheName: string };
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: RouterRule | RouterRule[]): Promise<void>;
}
/** The URL Pattern API (TypeScript's DOM types do not have it yet). */
declare const URLPattern: (new (init: { pathname: string; search: string }) => unknown) | undefined;
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly (WindowLike & { postMessage(message: unknown): void })[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const BASE = import.meta.env.BASE_URL;
/** The operator console (contract/admin.ts ADMIN_PATH), a program of its own: its navigations are left alone. */
const ADMIN_PATH = `${BASE}admin/`;

void sw.skipWaiting();
clientsClaim();
// The build writes the precache list in place of `self.__WB_MANIFEST`, spelled exactly so.
// @ts-expect-error -- the worker's global, not the DOM's `self` (WorkerScope above)
const precacheList = self.__WB_MANIFEST as (string | PrecacheEntry)[];
// The catalogues' ?v= (a cache buster for hosts without the worker) is covered by the precache's own revisions.
precacheAndRoute(precacheList, { ignoreURLParametersMatching: [/^v$/] });
cleanupOutdatedCaches();
const SHELL = `${BASE}index.html`;
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL), { denylist: [new RegExp(`^${ADMIN_PATH}`)] }));

// The app's own address (BASE, no query: the app's routes and the invite link's inviter are in the
// hash) opens from a cache without the worker: a stopped worker takes a phone long to start, and
// a repeat visit waited for it before the page's first byte. The page is this build's index.html,
// copied from the precache, in a cache named after its revision (each build's route reads its
// own). Where the browser has no static routes, the navigation route above answers it.
const SHELL_CACHE_PREFIX = 'suil-shell-';
const shellRevision = precacheList.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const shellCache = typeof shellRevision === 'object' ? `${SHELL_CACHE_PREFIX}${shellRevision.revision}` : undefined;

sw.addEventListener('install', (event) => {
  if (!shellCache || !event.addRoutes || typeof URLPattern !== 'function') return;
  const route: RouterRule = { condition: { urlPattern: new URLPattern({ pathname: BASE, search: '' }), requestMode: 'navigate' }, source: { cacheName: shellCache } };
  // A browser that refuses the route still installs the worker (the navigation route answers).
  event.waitUntil(event.addRoutes(route).catch((error: unknown) => console.warn('static route refused', error)));
});

// Once this build's precache is complete (installed), before the worker controls a page.
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const page = shellCache && (await matchPrecache(SHELL));
      if (page) await (await caches.open(shellCache)).put(BASE, page);
      for (const name of await caches.keys()) if (name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache) await caches.delete(name);
    })(),
  );
});

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
