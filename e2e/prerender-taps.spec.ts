// Taps on the home screen prerendered into index.html before the app has run (its JavaScript
// held back here, as on a slow phone): a tile or a tab is a real link, so the URL changes at
// once and the app mounts on that route; a tap on Connect shows the button busy and opens the
// wallet sheet when the app has mounted. Untouched, the screen is hydrated, not rebuilt.
import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard.ts';
import { openPrerendered } from './support/prerender.ts';

test('Connect tapped before the app has run opens the wallet sheet once it has', async ({ page }) => {
  const { prerendered, release } = await openPrerendered(page);
  const connect = prerendered.getByRole('button', { name: 'Connect Wallet' });
  await connect.click();
  await expect(connect).toHaveAttribute('aria-busy', 'true');

  release();
  const sheet = page.locator('.rv-popup').filter({ has: page.getByRole('heading') }).last();
  await expect(sheet.getByRole('heading', { name: 'Connect a Wallet' })).toBeVisible({ timeout: 30_000 });
  await expect(prerendered).toHaveCount(0);
});

for (const { what, link, route, title } of [
  { what: 'a product tile', link: (p: Page) => p.getByRole('navigation').getByRole('link', { name: 'Liquidity pool' }), route: 'flow', title: 'Liquidity pool' },
  { what: 'a tab', link: (p: Page) => p.locator('.suil-tab-bar').getByRole('link', { name: 'Hashrate mining' }), route: 'hashrate', title: 'Hashrate mining' },
]) {
  test(`${what} tapped before the app has run opens its route once the app has`, async ({ page }) => {
    const { prerendered, release } = await openPrerendered(page);
    await link(page).click();
    await expect(page).toHaveURL(new RegExp(`#/${route}$`));
    // The home screen gives way to the spinner until the app renders the route.
    await expect(prerendered).toBeHidden();
    await expect(page.locator('#root > .boot')).toBeVisible();

    release();
    await expect(page.locator('.rv-nav-bar__title, h1').filter({ hasText: title }).first()).toBeVisible({ timeout: 30_000 });
    await expect(prerendered).toHaveCount(0);
  });
}

test('untouched, the prerendered home screen is hydrated: the same nodes become the app', async ({ page }) => {
  const { prerendered, release } = await openPrerendered(page);
  // Marks the prerendered nodes: a client render would replace them with new ones.
  await page.evaluate(() => {
    const nodes = window as unknown as { __prerendered?: Element[] };
    nodes.__prerendered = Array.from(document.querySelectorAll('#root > [data-prerendered] button, #root > [data-prerendered] a'));
  });
  release();
  await expect(prerendered).toHaveCount(0, { timeout: 30_000 });
  const kept = await page.evaluate(() => {
    const marked = (window as unknown as { __prerendered: Element[] }).__prerendered;
    return { marked: marked.length, kept: marked.filter((node) => document.contains(node)).length };
  });
  expect(kept.marked).toBeGreaterThan(10);
  expect(kept.kept).toBe(kept.marked);
  await expect(page.locator('#root > .boot')).toHaveCount(0);
  // The app's own: a tap on Connect opens the wallet sheet.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a Wallet' })).toBeVisible({ timeout: 30_000 });
});
