// The home page's node test measures the local node with a real gRPC-web request, and the
// node switch moves the app's client without a reload.
import { formatAddress } from '@mysten/sui/utils';
import { devRootKeypair } from '../localnet/packages/finance/dev-keys.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/test-wallet.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';

test('the node test shows a latency for the local node', async ({ page }) => {
  let pings = 0;
  page.on('request', (request) => {
    if (request.url() === 'http://127.0.0.1:9000/sui.rpc.v2.LedgerService/GetServiceInfo') pings += 1;
  });
  await gotoApp(page, '');
  const row = page.locator('[data-node-url="http://127.0.0.1:9000"]');
  await expect(row).toContainText('127.0.0.1:9000');
  await expect(row.getByTestId('node-latency')).toHaveText(/^\d+ ms$/);
  await expect(row).toContainText('In use');
  expect(pings).toBeGreaterThanOrEqual(1);

  const before = pings;
  await page.getByRole('button', { name: 'Test nodes' }).click();
  await expect(row.getByTestId('node-latency')).toHaveText(/^\d+ ms$/);
  expect(pings).toBeGreaterThan(before);
});

test('switching node moves the app client to it at once, and the choice survives a reload', async ({ page }) => {
  // scripts/e2e.mjs builds the app with the local node listed twice: 127.0.0.1 and localhost.
  // The dev root: a valid user, so the binding guard keeps it on home (a new, unbound account
  // would be sent to not_bound).
  const wallet = await installTestWallet(page, { keypairs: [devRootKeypair()] });
  const nodeCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/sui\.rpc\.v2\.\w+\/\w+$/.test(request.url())) nodeCalls.push(new URL(request.url()).host);
  });
  await gotoApp(page, '');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: formatAddress(wallet.addresses[0]) })).toBeVisible();

  const second = page.locator('[data-node-url="http://localhost:9000"]');
  await expect(second.getByTestId('node-latency')).toHaveText(/^\d+ ms$/);
  await second.getByRole('button', { name: 'Use' }).click();
  await expect(second).toContainText('In use');
  nodeCalls.length = 0; // home's reads and the latency test, made before the switch

  // A page that reads the chain through the app's one client, without a reload: its balances
  // come from home's cache (in-app navigation reuses it), its quote is a new read.
  await page.getByRole('link', { name: 'Exchange' }).click();
  await page.getByLabel('You pay (SUIL)').fill('1');
  await expect.poll(() => nodeCalls.length).toBeGreaterThan(0);
  expect(new Set(nodeCalls)).toEqual(new Set(['localhost:9000']));

  await page.reload();
  await page.goto('/chain/#/');
  await expect(page.locator('[data-node-url="http://localhost:9000"]')).toContainText('In use');
  expect(await page.evaluate(() => localStorage.getItem('suil:node'))).toBe(JSON.stringify({ localnet: 'http://localhost:9000' }));
});
