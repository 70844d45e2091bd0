// Setup for the app's tests (happy-dom): the same polyfills as the app, jest-dom-free
// cleanup, and i18next initialised synchronously with the en_US catalogue from disk, so that
// components render real English texts (a missing key shows up as the raw key).
import nodeConsole from 'node:console';
import '../polyfills';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import enUS from '../../locales/en_US/translation.json';

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

// happy-dom prints to Node's own console (not the test's). When a fetch is aborted (React
// Query cancels a query whose component unmounted) it destroys the request, and prints the
// 'socket hang up' that Node then reports, where a browser prints nothing. That one error,
// matched by message and code, is dropped; the fetch itself still rejects, and every other
// error still reaches the console.
const nodeError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  const [error] = args;
  const abortedFetch =
    args.length === 1 && error instanceof Error && error.message === 'socket hang up' && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
  if (abortedFetch) return;
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
  ns: ['translation'],
  defaultNS: 'translation',
  resources: { en_US: { translation: enUS } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

afterEach(() => {
  cleanup();
});
