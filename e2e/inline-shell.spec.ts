// The first paint needs only the document (issue 37): index.html holds the boot script and the
// first paint's CSS inline (vite/prerender.ts, vite/inline-css.ts), under the CSP's hashes (the
// harness fails on any violation); the boot script links the entry's CSS whole after the paint,
// once. No lazy route loads those styles again: react-vant's rules, linked again after the app's
// own, would override them.
import type { Page } from '@playwright/test';
import { allowProblems, APP_PATH, expect, gotoApp, test, waitForApp } from './support/console-guard.ts';

/** How many of the page's style sheets declare react-vant's or the app's theme variables. */
function themeSheets(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.styleSheets).filter((sheet) =>
        Array.from(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && ['--rv-brand-color', '--suil-color-primary'].some((name) => rule.style.getPropertyValue(name) !== '')),
      ).length,
  );
}

/** The entry's stylesheet links in the page. */
const entryStylesheets = (page: Page) => page.locator('link[rel="stylesheet"][href*="/assets/entry-"]');

test('the first paint needs only the document, and no lazy route loads the entry’s styles again', async ({ page }) => {
  const served = await (await page.request.get(APP_PATH)).text();
  expect(served).not.toMatch(/<link rel="stylesheet"|<script[^>]*\ssrc=/);
  expect(served).toMatch(
    /<script data-manifest="[^"]+" data-icon="[^"]+" data-stylesheet="[^"]+\/assets\/entry-[\w-]+\.css" data-catalogue="[^"]+" data-prerender="en_US" data-modules="[^"]+" data-wallet-modules="[^"]*">[^<]/,
  );
  // Inline, only the rules the prerendered screens use: a part of the entry's CSS.
  const href = /data-stylesheet="([^"]+)"/.exec(served)![1]!;
  const entryCss = await (await page.request.get(href)).text();
  const inlineCss = [...served.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!).join('');
  expect(inlineCss.length).toBeLessThan(entryCss.length / 2);

  const failedStylesheets: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet' && !response.ok()) failedStylesheets.push(response.url());
  });
  await gotoApp(page, '');
  await expect(entryStylesheets(page)).toHaveCount(1);
  const sheets = await themeSheets(page);
  expect(sheets).toBeGreaterThan(0);
  // Lazy routes, whose chunks share the entry's: their own stylesheets load, not the entry's again.
  for (const route of ['language', 'assets', 'flow']) {
    await gotoApp(page, route);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await themeSheets(page)).toBe(sheets);
    await expect(entryStylesheets(page)).toHaveCount(1);
  }
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  expect(failedStylesheets).toEqual([]);
});

test('a failed download of the entry’s CSS is tried once more before the app runs', async ({ page, problems }) => {
  let requests = 0;
  await page.route('**/assets/entry-*.css', (route) => (requests++ === 0 ? route.abort('connectionreset') : route.continue()));
  await gotoApp(page, '');
  await waitForApp(page);
  expect(requests).toBe(2);
  await expect(entryStylesheets(page)).toHaveCount(1);
  // Applied: its sheet is in the page, with its rules.
  expect(await page.evaluate(() => Array.from(document.styleSheets).find((sheet) => sheet.href?.includes('/assets/entry-'))?.cssRules.length ?? 0)).toBeGreaterThan(100);
  allowProblems(problems, /ERR_CONNECTION_RESET.*\/assets\/entry-/);
});
