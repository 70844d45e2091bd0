// Setup for the app's tests (happy-dom): the same polyfills as the app, jest-dom-free
// cleanup, and i18next initialised synchronously with the en_US catalogue from disk, so that
// components render real English texts (a missing key shows up as the raw key).
import nodeConsole from 'node:console';
import '../polyfills';
import { act, cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import enUS from '../../locales/en_US/translation.json';
import enUSCharts from '../../locales/en_US/charts.json';
import { isAbortedFetchReport } from './page-console';

// dApp Kit warns once per instance that the burner wallet is on. The tests turn it on on
// purpose (it signs for the test's account), so that one message, matched exactly, is dropped;
// every other warning still reaches the console.
const BURNER_WALLET_WARNING =
  'Your application is currently using the unsafe burner wallet. Make sure that this wallet is disabled in production.';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (args.length === 1 && args[0] === BURNER_WALLET_WARNING) return;
  warn(...args);
};

// happy-dom's report of an aborted fetch (page-console.ts) is dropped; the fetch itself still
// rejects, and every other error still reaches the console.
const nodeError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  if (isAbortedFetchReport(args)) return;
  nodeError(...args);
};

// No server behind the test page's own origin (vitest's http://localhost:3000): the app's /api
// calls made there fail at once, as offline, without touching the network (the same as the
// test node client in render-for-test.tsx). A test that needs /api starts its own server
// (local-api.ts) and points the page at it. A test file run in Node (@vitest-environment node)
// has no page.
if (typeof window !== 'undefined') {
  const { happyDOM } = window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } };
  const testPageOrigin = window.location.origin;
  happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest({ request }: { request: Request }) {
      if (new URL(request.url).origin !== testPageOrigin) return Promise.resolve(undefined);
      // What happy-dom's fetch rejects with when a connection is refused.
      return Promise.reject(new DOMException(`Failed to execute "fetch()" on "Window" with URL "${request.url}": no server in unit tests`, 'NetworkError'));
    },
  };
}

void i18n.use(initReactI18next).init({
  lng: 'en_US',
  fallbackLng: false,
  ns: ['translation', 'charts'],
  defaultNS: 'translation',
  resources: { en_US: { translation: enUS, charts: enUSCharts } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

// react-vant's imperative Toast, Notify and Dialog render into React roots of their own
// (feedback.ts), which testing-library's cleanup does not know, and close on timers: a toast
// shown at the end of a test file would still render after the file's page is gone ("window is
// not defined" in a later file). Each such root is noted where react-vant stores it on its
// container, and unmounted after every test.
const REACT_VANT_ROOT = '__react_vant_root__';
const reactVantContainers = new Set<HTMLElement>();
if (typeof window !== 'undefined') {
  Object.defineProperty(HTMLElement.prototype, REACT_VANT_ROOT, {
    configurable: true,
    get: () => undefined,
    set(this: HTMLElement, root: unknown) {
      Object.defineProperty(this, REACT_VANT_ROOT, { value: root, writable: true, configurable: true });
      reactVantContainers.add(this);
    },
  });
}

afterEach(() => {
  cleanup();
  for (const container of reactVantContainers) {
    const root = (container as unknown as Record<string, { unmount(): void } | undefined>)[REACT_VANT_ROOT];
    if (root) act(() => root.unmount());
    delete (container as unknown as Record<string, unknown>)[REACT_VANT_ROOT];
    container.remove();
  }
  reactVantContainers.clear();
});
