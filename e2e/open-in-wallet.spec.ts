// "Open in wallet app" (issue 24) on phones: Playwright's iPhone and Pixel descriptors (run in
// Chromium, at 375 px, with touch). A phone's own browser without a wallet gets links that
// reopen the page, route kept, in a wallet app's browser; inside a wallet app's browser (a
// wallet registered under Slush's id) none of that shows and Connect goes straight to it; a
// desktop with a wallet extension sees the plain list. The wallets' hosts are answered here,
// so nothing leaves the machine. With SUIL_SHOTS_DIR set, the sheet is saved per device.
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { answerSlushMetadata } from './fixtures/slush-metadata';
import { installTestWallet } from './fixtures/test-wallet';
import { APP_PATH, expect, test, waitForApp } from './support/console-guard';
import { expectToast } from './support/toasts.ts';

const ROUTE = '#/hashrate';
const WALLET_HOSTS = /^https:\/\/(my\.slush\.app|phantom\.app|web3\.okx\.com|bkcode\.vip)\//;

/** English, nothing remembered, no local test wallet: a phone's browser as a visitor has it. */
async function prepare(page: Page) {
  await answerSlushMetadata(page, { enabled: true });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('suil-e2e-ready')) return;
    sessionStorage.setItem('suil-e2e-ready', '1');
    localStorage.clear();
    localStorage.setItem('language', 'en_US');
    localStorage.setItem('suil:disable-local-wallet', '1');
  });
}

function sheet(page: Page) {
  return page.locator('.rv-popup').filter({ has: page.getByRole('heading', { name: 'Connect a Wallet' }) });
}

async function openSheet(page: Page) {
  await page.goto(`${APP_PATH}${ROUTE}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
}

/** A device's options in the project's browser (Chromium), at `viewport`. */
function device(descriptor: (typeof devices)[string], viewport: { width: number; height: number }) {
  const { defaultBrowserType: _browser, ...options } = descriptor;
  return { ...options, viewport };
}

/** A phone at the app's design width. */
function phone(descriptor: (typeof devices)[string]) {
  return device(descriptor, { width: 375, height: 812 });
}

for (const [label, descriptor] of [
  ['iPhone', devices['iPhone 13']],
  ['Pixel', devices['Pixel 7']],
] as const) {
  test.describe(`${label}, no wallet`, () => {
    test.use(phone(descriptor));

    test('offers the wallet apps with the page kept, and a link to copy', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const opened: string[] = [];
      // Registered after the harness's answer to all outside requests, so it takes precedence.
      await page.route(WALLET_HOSTS, (route) => {
        opened.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<title>wallet app</title>' });
      });
      await prepare(page);
      await openSheet(page);

      const dialog = sheet(page);
      await expect(dialog.getByRole('heading', { name: 'Open in wallet app' })).toBeVisible();
      const pageUrl = page.url();
      expect(pageUrl).toMatch(/\/chain\/#\/hashrate$/);
      const encoded = encodeURIComponent(pageUrl);
      const origin = encodeURIComponent(new URL(pageUrl).origin);
      const expected: [string, string][] = [
        ['Open in Slush', `https://my.slush.app/browse/${encoded}`],
        ['Open in Phantom', `https://phantom.app/ul/browse/${encoded}?ref=${origin}`],
        ['Open in OKX Wallet', `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encoded}`)}`],
        ['Open in Bitget Wallet', `https://bkcode.vip?action=dapp&url=${encoded}`],
      ];
      const links = dialog.getByRole('link');
      await expect(links).toHaveCount(expected.length);
      if (process.env.SUIL_SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SUIL_SHOTS_DIR, `open-in-wallet-${label}.png`) });
      for (const [index, [name, href]] of expected.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(name);
        await expect(links.nth(index)).toHaveAttribute('href', href);
        await expect(links.nth(index)).not.toHaveAttribute('target', /./);
      }

      await dialog.getByRole('button', { name: "Copy link to paste in your wallet's browser" }).click();
      await expectToast(page, 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

      // A plain link: the tap navigates this tab to the wallet's universal link.
      await links.first().click();
      await expect(page).toHaveTitle('wallet app');
      expect(opened).toEqual([`https://my.slush.app/browse/${encoded}`]);
    });
  });

  test.describe(`${label}, inside Slush's browser`, () => {
    test.use(phone(descriptor));

    test('connects the injected wallet at once, with no wallet-app links', async ({ page }) => {
      await prepare(page);
      const wallet = await installTestWallet(page, { name: 'Slush', id: 'com.mystenlabs.suiwallet', accounts: 1 });
      await openSheet(page);
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(wallet.addresses[0]);
      expect(wallet.requests.filter((r) => r.method === 'connect')).toHaveLength(1);
      await expect(page.getByRole('heading', { name: 'Open in wallet app' })).toHaveCount(0);
    });
  });
}

test.describe('desktop with a wallet extension', () => {
  test.use(device(devices['Desktop Chrome'], { width: 1280, height: 800 }));

  test('lists the wallets and offers no wallet apps', async ({ page }) => {
    await prepare(page);
    const wallet = await installTestWallet(page, { name: 'Slush', id: 'com.mystenlabs.suiwallet', accounts: 1 });
    await openSheet(page);
    const dialog = sheet(page);
    await expect(dialog.getByRole('button', { name: 'Slush' }).first()).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Open in wallet app' })).toHaveCount(0);
    await expect(dialog.getByRole('link')).toHaveCount(0);
    expect(wallet.requests).toEqual([]);
  });
});
