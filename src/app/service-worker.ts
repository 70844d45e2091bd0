// The service worker (vite-plugin-pwa, vite/pwa.ts) precaches the whole build, some sixty
// files, for the next visit. It is registered once the app has started and the wallet stack
// has loaded, when the browser is idle: registered on the page's load event (the plugin's own
// script), its downloads and installation ran while the app was starting and slowed it down
// (the first-paint issue measured it in Lighthouse).
import { BASE_URL, IS_BUILD } from '../config/env';

export interface ServiceWorkerOptions {
  /** Whether this is a build, which has the worker (the dev server has none). */
  isBuild?: boolean;
  container?: Pick<ServiceWorkerContainer, 'register'>;
  /** Runs `task` when the main thread is idle. */
  whenIdle?: (task: () => void) => void;
}

/** requestIdleCallback where the browser has it (Safari has not), else a short delay. */
function whenIdleDefault(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/** Registers the build's worker (`sw.js` under the app's base) when idle; the dev server has none. */
export function registerServiceWorkerWhenIdle({
  isBuild = IS_BUILD,
  // Undefined where the browser has none (an insecure origin, some WebViews).
  container = navigator.serviceWorker as ServiceWorkerContainer | undefined,
  whenIdle = whenIdleDefault,
}: ServiceWorkerOptions = {}): void {
  if (!isBuild || !container) return;
  whenIdle(() => {
    container.register(`${BASE_URL}sw.js`, { scope: BASE_URL }).catch((error: unknown) => {
      // The app works without it (no offline start): nothing to tell the user.
      console.warn('service worker registration failed', error);
    });
  });
}
