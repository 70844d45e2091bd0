// Taps on the home screen prerendered into index.html before the app has run (its JavaScript
// held back here, as on a slow phone): a tile or a tab is a real link, so the URL changes at
// once and the app mounts on that route; a tap on Connect shows the button busy and the wallet
// sheet at once (prerendered), which the app's own replaces when it has mounted. Untouched, the
// screen is hydrated, not rebuilt.
import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard.ts';
import { openPrerendered } from './support/prerender.ts';

test('Connect tapped before the app has run opens the wallet sheet at once; the app’s takes its place', async ({ page }) => {
  const { prerendered, release } = await openPrerendered(page);
  const connect = prerendered.getByRole('button', { name: 'Connect Wallet' });
  // Its children are fixed in place: the sheet's heading tells whether it is on screen.
  const early = page.locator('#root > [data-prerendered-sheet]');
  const earlyHeading = early.getByRole('heading', { name: 'Connect a Wallet' });
  await expect(earlyHeading).toBeHidden();

  // The prerendered sheet, with the app still held back: at once, looking for wallets.
  await connect.click();
  await expect(connect).toHaveAttribute('aria-busy', 'true');
  await expect(earlyHeading).toBeVisible();
  await expect(early.getByText('Looking for wallets…')).toBeVisible();
  // Its Close hides it and drops the intent; Connect opens it again.
  await early.getByRole('button', { name: 'Close' }).click();
  await expect(earlyHeading).toBeHidden();
  await expect(connect).not.toHaveAttribute('aria-busy');
  await connect.click();
  await expect(earlyHeading).toBeVisible();

  release();
  // The app's sheet in its place (one sheet on screen), which lists the wallets once the stack is there.
  const sheet = page.locator('.rv-popup').filter({ has: page.getByRole('heading', { name: 'Connect a Wallet' }) });
  await expect(sheet.getByRole('button', { name: 'SuiL Local Wallet' })).toBeVisible({ timeout: 30_000 });
  await expect(sheet).toHaveCount(1);
  await expect(early).toHaveCount(0);
  await expect(prerendered).toHaveCount(0);
});

test('the prerendered sheet closed before the app has run: the app hydrates the screen with no sheet', async ({ page }) => {
  const { prerendered, release } = await openPrerendered(page);
  await prerendered.getByRole('button', { name: 'Connect Wallet' }).click();
  const early = page.locator('#root > [data-prerendered-sheet]');
  await expect(early.getByRole('heading', { name: 'Connect a Wallet' })).toBeVisible();
  await early.locator('.rv-overlay').click({ position: { x: 20, y: 20 } });
  await expect(early.getByRole('heading', { name: 'Connect a Wallet' })).toBeHidden();

  release();
  await expect(prerendered).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#root > [data-prerendered-sheet]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Connect a Wallet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
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
