// The shared e2e harness: `test` from here fails any test whose page logged a console error,
// threw an uncaught error or broke its Content-Security-Policy (vite preview serves the
// build's policy), records every toast the page shows (for expectToast, toasts.ts), and
// `gotoApp` opens a hash route with a clean, English state.
import { test as base, expect, type Page } from '@playwright/test';
import { recordToasts } from './toasts.ts';

export const APP_PATH = '/chain/';

export interface PageProblems {
  problems: string[];
}

/** Requests to the outside world that tests must never depend on (no network in CI). */
export const EXTERNAL = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;
const SLUSH_METADATA_URL = 'https://api.slush.app/api/wallet/metadata';
const SLUSH_FALLBACK_METADATA = {
  id: 'com.mystenlabs.suiwallet.web',
  walletName: 'Slush',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
  enabled: true,
};

/**
 * Watches `page` the way every test's page is watched: console errors, uncaught errors and CSP
 * violations go to `problems`; third-party requests get an empty answer, and the Slush web
 * wallet's metadata call the values the library ships as its fallback (it logs an error when the
 * call fails, which is noise offline, not a bug). For pages a test opens in contexts of its own.
 */
export async function watchPage(page: Page, problems: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__suilCspViolation', (violation: string) => problems.push(`csp: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __suilCspViolation: (v: string) => void }).__suilCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  // No test depends on the outside world.
  await page.route(EXTERNAL, (route) =>
    route.request().url() === SLUSH_METADATA_URL ? route.fulfill({ json: SLUSH_FALLBACK_METADATA }) : route.fulfill({ status: 204, body: '' }),
  );
}

/**
 * Drops from `problems` the console errors a test caused on purpose (a refused request the browser
 * logs as a failed resource, a request made to fail, a page taken offline), and only those.
 */
export function allowProblems(problems: string[], pattern: RegExp): void {
  for (let i = problems.length - 1; i >= 0; i--) if (pattern.test(problems[i]!)) problems.splice(i, 1);
}

export const test = base.extend<PageProblems>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await watchPage(page, problems);
      await recordToasts(page);
      await use(problems);
      expect(problems, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens `#/<route>` with an empty local storage and the given language stored. */
export async function gotoApp(page: Page, route: string, { language = 'en_US' }: { language?: string } = {}) {
  await page.addInitScript((lng) => {
    if (sessionStorage.getItem('suil-e2e-ready')) return; // keep what the test changed across reloads
    sessionStorage.setItem('suil-e2e-ready', '1');
    localStorage.clear();
    localStorage.setItem('language', lng);
  }, language);
  await page.goto(`${APP_PATH}#/${route.replace(/^\//, '')}`);
  await waitForApp(page);
}

/**
 * Waits until the app has replaced the home screen prerendered into index.html: a tap on that
 * static copy, before the app's script has run, does nothing.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
}
