// The first paint needs only the document (issue 37): index.html holds the boot script and the
// entry's stylesheets inline (vite/prerender.ts, vite/inline-css.ts), under the CSP's hashes (the
// harness fails on any violation). No lazy route loads those styles again: react-vant's rules,
// linked again after the app's own, would override them.
import type { Page } from '@playwright/test';
import { APP_PATH, expect, gotoApp, test } from './support/console-guard.ts';

/** How many of the page's style sheets declare react-vant's or the app's theme variables. */
function themeSheets(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.styleSheets).filter((sheet) =>
        Array.from(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && ['--rv-brand-color', '--suil-color-primary'].some((name) => rule.style.getPropertyValue(name) !== '')),
      ).length,
  );
}

test('the first paint needs only the document, and no lazy route loads its inline styles again', async ({ page }) => {
  const served = await (await page.request.get(APP_PATH)).text();
  expect(served).not.toMatch(/<link rel="stylesheet"|<script[^>]*\ssrc=/);
  expect(served).toMatch(/<script data-manifest="[^"]+" data-icon="[^"]+" data-catalogue="[^"]+" data-prerender="en_US" data-modules="[^"]+" data-wallet-modules="[^"]*">[^<]/);

  const failedStylesheets: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet' && !response.ok()) failedStylesheets.push(response.url());
  });
  await gotoApp(page, '');
  const inline = await themeSheets(page);
  expect(inline).toBeGreaterThan(0);
  // Lazy routes, whose chunks share the entry's: their own stylesheets load, not the entry's again.
  for (const route of ['language', 'assets', 'flow']) {
    await gotoApp(page, route);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await themeSheets(page)).toBe(inline);
  }
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  expect(failedStylesheets).toEqual([]);
});
