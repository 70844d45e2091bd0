// index.html's boot script: a classic script that the browser runs before its first paint
// (inline, so the first paint waits for no request: vite/prerender.ts bundles it on its own, so
// it carries only what it imports here, and vite/csp.ts allows it by its sha256). It
//  - keeps the prerendered home screen (#root[data-prerender], in one language, no wallet) only
//    when it is what the app will render: the home route, that language, no remembered wallet
//    to restore. Otherwise it shows the boot spinner instead (html.suil-no-prerender), so that
//    nothing changes language or state in front of the visitor;
//  - keeps the prerendered screen working until the app replaces it (see the end);
//  - after the first paint, starts the app: its JavaScript, the rest of its CSS and the visitor's
//    catalogue (the URL matches src/i18n/fetch-backend.ts's request) download in parallel, then
//    the entry runs; the wallet stack's modules download alongside, or once the app has hydrated
//    the prerendered screen.
import { initialLanguage, type Locale } from '../config/locales';
import { cancelConnectIntent, recordConnectIntent } from '../wallet/connect-intent';
import { loadStylesheet, preloadLink, preloadModules, walletStackModules, yieldToBrowser } from '../wallet/module-preload';
import { rememberedWallet } from '../wallet/remembered-wallet';

// zod, which parses /api answers with the contract's schemas, probes `Function('')` to compile
// faster parsers when it builds a schema: the app's CSP (no eval) blocks the probe and reports a
// violation. zod reads this setting when it loads, whichever chunk brings it, after this script.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const data = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
const language: Locale = initialLanguage({
  storage: localStorageOrUndefined(),
  browserLanguages: navigator.languages ?? [navigator.language],
});

const PRERENDERED = '#root > [data-prerendered]';
const PRERENDERED_SHEET = '#root > [data-prerendered-sheet]';
const prerenderFits = language === data.prerender && !rememberedWallet();
/** Shows the prerendered screen, or the spinner instead, for the route in the URL. */
function onHomeRoute(): boolean {
  const route = window.location.hash.replace(/^#/, '').split('?')[0];
  return route === '' || route === '/';
}
function choosePrerender(): void {
  document.documentElement.classList.toggle('suil-no-prerender', !(onHomeRoute() && prerenderFits));
}
/**
 * Whether the wallet stack will be needed soon: a returning wallet's auto-connect, or a route other
 * than home (whose page may need it). The home screen of a visitor with no wallet to restore
 * loads it only with a tap on Connect (src/main.tsx).
 */
const walletStackSoon = (): boolean => rememberedWallet() || !onHomeRoute();
choosePrerender();

// The app starts once the first frame is on screen: until then it would only share the network
// and the main thread with the first paint (a module script in the page runs as soon as it
// arrives, on a fast load before the first paint, which then waits for all of the app's
// JavaScript; and so does a frame committed just before the script's long task). Then the
// catalogue and all of the entry's modules download in parallel (modulepreload: no waterfall
// of imports), and once they have arrived the entry (the first of data-modules) runs, its
// modules evaluated one chunk per task. The moment: when the browser reports the first
// contentful paint (the prerendered screen); with the spinner (nothing contentful) or without
// paint timing, after two animation frames; when the page is or goes hidden (nothing to paint),
// at once; at the latest after 5 s.
const [entry, ...modules] = (data.modules ?? '').split(' ').filter(Boolean);
let started = false;

/**
 * Runs the entry, its modules evaluated first one chunk per task (a module graph is otherwise
 * evaluated in one task: React, the router, i18next and react-vant at once). Should a chunk not
 * load, the entry's own script tag tries again (and the app's chunk error handling takes over).
 */
async function runEntry(): Promise<void> {
  try {
    for (const href of modules) {
      await import(/* @vite-ignore */ href);
      await yieldToBrowser();
    }
    await import(/* @vite-ignore */ entry!);
  } catch {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry!;
    document.head.appendChild(script);
  }
}

/**
 * Starts the app: the entry runs once its modules have arrived (downloaded, and compiled off the
 * main thread), so that their evaluation does not wait for a core meanwhile. `withWalletStack`:
 * the wallet stack's modules download alongside, at a low priority (a tap, another route or a
 * returning wallet needs them soon). Not so when the prerendered home screen has just been
 * painted (it is shown only to a visitor with no wallet to restore): the stack loads with a tap
 * on Connect (src/wallet/connect-sheet.tsx).
 */
function start(withWalletStack: boolean): void {
  if (started || !entry) return;
  started = true;
  if (data.catalogue) void preloadLink(data.catalogue.replace('{{lng}}', language), 'preload', { as: 'fetch' });
  // The web app manifest and the favicon, after the first paint (vite/defer-head-links.ts).
  for (const [rel, href] of [
    ['manifest', data.manifest],
    ['icon', data.icon],
  ]) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = rel!;
    link.href = href;
    document.head.appendChild(link);
  }
  // The entry's CSS whole (vite/inline-css.ts: the document holds only the first paint's rules),
  // applied before the app renders anything else.
  const stylesheet = data.stylesheet ? loadStylesheet(data.stylesheet) : undefined;
  void Promise.all([preloadModules(modules), stylesheet]).then(runEntry);
  if (withWalletStack) void preloadModules(walletStackModules(), { low: true });
}

function startWhenHidden(): void {
  if (document.visibilityState === 'hidden') start(walletStackSoon());
}
startWhenHidden();
document.addEventListener('visibilitychange', startWhenHidden);
const prerenderShown = !document.documentElement.classList.contains('suil-no-prerender');
if (prerenderShown && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(() => start(false), 0);
  }).observe({ type: 'paint', buffered: true });
  // A browser that never reports it still starts the app.
  setTimeout(() => start(walletStackSoon()), 5000);
} else {
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => start(walletStackSoon()), 0)));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterTwoFrames, { once: true });
  else afterTwoFrames();
}

// Until the app has replaced it, the prerendered screen still answers a tap, and the app starts
// at once. Its links are real (#/route, src/app/prerender.tsx): the browser navigates, the
// spinner takes the home screen's place and the app mounts on that route. A tap on Connect is
// kept as an intent (not the event) that the app carries out when it mounts, and the button
// shows it is busy meanwhile (src/wallet/connect-intent.ts); the wallet sheet prerendered beside
// the screen shows at once, looking for wallets, until the app's own takes its place. Its Close
// and overlay hide it again and drop the intent. A Connect tap does not start the wallet stack's
// downloads: the entry has the network to itself, and the app's sheet loads the stack.
document.addEventListener(
  'click',
  (event) => {
    if (!(event.target instanceof Element)) return;
    const sheet = document.querySelector<HTMLElement>(PRERENDERED_SHEET);
    if (sheet && event.target.closest(PRERENDERED_SHEET)) {
      if (event.target.closest('[data-sheet-close]')) {
        sheet.hidden = true;
        cancelConnectIntent();
      }
      return;
    }
    if (!event.target.closest(PRERENDERED)) return;
    if (recordConnectIntent(event.target) && sheet) {
      sheet.hidden = false;
      // The sheet's frame first; the app's downloads start right after it.
      requestAnimationFrame(() => setTimeout(() => start(walletStackSoon()), 0));
      return;
    }
    start(walletStackSoon());
  },
  true,
);
window.addEventListener('hashchange', () => {
  if (!document.querySelector(PRERENDERED)) return;
  choosePrerender();
  start(walletStackSoon());
});
