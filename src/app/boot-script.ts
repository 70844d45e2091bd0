// index.html's boot script: a classic script that the browser runs before its first paint
// (external, not inline, so a CSP without 'unsafe-inline' allows it; vite.config.ts bundles
// it on its own, so it carries only what it imports here). It
//  - keeps the prerendered home screen (#root[data-prerender], in one language, no wallet) only
//    when it is what the app will render: the home route, that language, no remembered wallet
//    to restore. Otherwise it shows the boot spinner instead (html.suil-no-prerender), so that
//    nothing changes language or state in front of the visitor;
//  - keeps the prerendered screen working until the app replaces it (see the end);
//  - after the first paint, starts the app: its JavaScript and the visitor's catalogue (the URL
//    matches i18next-http-backend's request) download in parallel, then the entry runs; the
//    wallet stack's modules download next.
import { initialLanguage, type Locale } from '../config/locales';
import { recordConnectIntent } from '../wallet/connect-intent';
import { rememberedWallet } from '../wallet/remembered-wallet';

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
const prerenderFits = language === data.prerender && !rememberedWallet();
/** Shows the prerendered screen, or the spinner instead, for the route in the URL. */
function choosePrerender(): void {
  const route = window.location.hash.replace(/^#/, '').split('?')[0];
  const homeRoute = route === '' || route === '/';
  document.documentElement.classList.toggle('suil-no-prerender', !(homeRoute && prerenderFits));
}
choosePrerender();

// The app starts once the first frame is on screen: until then it would only share the network
// and the main thread with the first paint (a module script in the page runs as soon as it
// arrives, on a fast load before the first paint, which then waits for all of the app's
// JavaScript; and so does a frame committed just before the script's long task). Then the
// catalogue and all of the entry's modules download in parallel (modulepreload: no waterfall
// of imports) and the entry (the first of data-modules) runs, its modules evaluated one chunk
// per task. The moment: when the browser reports the first contentful paint (the prerendered
// screen); with the spinner (nothing contentful) or without paint timing, after two animation
// frames; when the page is or goes hidden (nothing to paint), at once; at the latest after 5 s.
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
      await new Promise((resolve) => setTimeout(resolve, 0));
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

function start(): void {
  if (started || !entry) return;
  started = true;
  const preload = (href: string, rel: string, as?: string, low?: boolean) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    if (low) link.fetchPriority = 'low';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  if (data.catalogue) preload(data.catalogue.replace('{{lng}}', language), 'preload', 'fetch');
  // Each appended link starts its request at once, on the main thread: two per task. The
  // entry's modules first, then the wallet stack's at a low priority
  // (src/wallet/wallet-stack.tsx evaluates them one by one after the first render).
  const steps: Array<() => void> = [];
  const inBatches = (hrefs: string[], low: boolean) => {
    for (let i = 0; i < hrefs.length; i += 2) steps.push(() => hrefs.slice(i, i + 2).forEach((href) => preload(href, 'modulepreload', undefined, low)));
  };
  inBatches(modules, false);
  steps.push(() => void runEntry());
  inBatches((data.walletModules ?? '').split(' ').filter(Boolean), true);
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  next();
}

function startWhenHidden(): void {
  if (document.visibilityState === 'hidden') start();
}
startWhenHidden();
document.addEventListener('visibilitychange', startWhenHidden);
const prerenderShown = !document.documentElement.classList.contains('suil-no-prerender');
if (prerenderShown && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A browser that never reports it still starts the app.
  setTimeout(start, 5000);
} else {
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterTwoFrames, { once: true });
  else afterTwoFrames();
}

// Until the app has replaced it, the prerendered screen still answers a tap, and the app starts
// at once. Its links are real (#/route, src/app/prerender.tsx): the browser navigates, the
// spinner takes the home screen's place and the app mounts on that route. A tap on Connect is
// kept as an intent (not the event) that the app carries out when it mounts, and the button
// shows it is busy meanwhile (src/wallet/connect-intent.ts).
document.addEventListener(
  'click',
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(PRERENDERED)) return;
    recordConnectIntent(event.target);
    start();
  },
  true,
);
window.addEventListener('hashchange', () => {
  if (!document.querySelector(PRERENDERED)) return;
  choosePrerender();
  start();
});
