// What the home screen does while the app starts (the first-paint issue, issue 37): a visitor
// with no wallet to restore downloads none of the wallet stack until a tap on Connect, and
// nothing on the screen animates in a way that repaints it every frame.
import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard.ts';
import { openPrerendered } from './support/prerender.ts';

/** The properties that the page's running animations change, other than those the compositor runs alone. */
function repaintingAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const compositorOnly = new Set(['offset', 'computedOffset', 'easing', 'composite', 'transform', 'opacity']);
    return document
      .getAnimations()
      .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
      .flatMap((keyframe) => Object.keys(keyframe).filter((property) => !compositorOnly.has(property)));
  });
}

test('a visitor with no wallet to restore: the home screen tests its nodes with none of the wallet stack, until Connect is tapped', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  const { prerendered, release } = await openPrerendered(page);
  const { shell, wallet } = await page.evaluate(() => {
    const data = document.querySelector<HTMLScriptElement>('script[data-wallet-modules]')!.dataset;
    // data-modules: the entry, run once its modules (the rest) have loaded.
    return { shell: data.modules!.split(' ').slice(1), wallet: data.walletModules!.split(' ') };
  });
  expect(wallet.length).toBeGreaterThan(5);

  // The boot script has asked for every module of the app's entry (held back here)...
  await expect.poll(() => shell.filter((href) => requested.has(href)).length).toBe(shell.length);
  release();
  await expect(prerendered).toHaveCount(0, { timeout: 30_000 });
  // ...the app has hydrated the screen and timed every node (the SDK-free request)...
  await expect(page.getByTestId('node-latency').first()).toHaveText(/^\d+ ms$/, { timeout: 30_000 });
  // ...and asked for none of the wallet stack's modules, a moment later still.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(wallet.filter((href) => requested.has(href))).toEqual([]);

  // A tap on Connect opens the sheet at once, which loads the stack and then lists its wallets.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const sheet = page.locator('.rv-popup').filter({ has: page.getByRole('heading', { name: 'Connect a Wallet' }) });
  await expect(sheet).toBeVisible();
  await expect.poll(() => wallet.filter((href) => !requested.has(href)), { timeout: 30_000 }).toEqual([]);
  // The local test wallet of this localnet build, which the stack registers.
  await expect(sheet.getByRole('button', { name: 'SuiL Local Wallet' })).toBeVisible({ timeout: 30_000 });
  await expect(sheet.getByText('Looking for wallets…')).toHaveCount(0);
});

test('the home screen’s spinners turn on the compositor: nothing is repainted every frame', async ({ page }) => {
  const { prerendered, release } = await openPrerendered(page);
  // The node test's spinner, prerendered: it runs until the app has timed the nodes.
  const testing = prerendered.getByRole('button', { name: 'Testing...' });
  await expect(testing).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
  expect(await repaintingAnimations(page)).toEqual([]);

  release();
  await expect(prerendered).toHaveCount(0, { timeout: 30_000 });
  expect(await repaintingAnimations(page)).toEqual([]);
});
