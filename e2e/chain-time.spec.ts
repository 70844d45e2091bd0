// Time on the local stack: the server's bank and node rules run on the chain's clock (server/
// clock.ts), so moving localnet's clock forward moves them too. A user tops up (set up here on
// chain), subscribes to the 7-day savings on screen, the chain's clock moves 8 days: the
// position shows 8 whole days of income less the 3% fee, and redeeming pays principal and
// income back into the app balance. Then a node is bought and the clock moved past its
// automatic return: the price is back in the app balance.
import type { Page } from '@playwright/test';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/test-wallet.ts';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { advanceClockForServer, bindInviter, client, DAY_MS, execute, faucet, ids, PACKAGE, SUI } from './support/chain.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { figure, RELOADED_MS, untilIndexed } from './support/figures.ts';
import { expectToast } from './support/toasts.ts';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();
/** The seeded primary node: 1000 USDC, returned after 180 days. */
const PRIMARY_RETURN_DAYS = 180;

test.describe.configure({ mode: 'serial' });

async function openSignedIn(page: Page, route: string) {
  const wallet = await installTestWallet(page, { keypairs: [user] });
  await gotoApp(page, route);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(address);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expectToast(page, 'Logged in', { exact: true });
  return wallet;
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await faucet(address);
  await bindInviter(user, DEV_ROOT_ADDRESS);
  // 10 SUI and 1000 USDC (with its small SUI fee) into the app balance.
  const topUp = new Transaction();
  const [sui] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(10n * SUI)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup`, arguments: [topUp.object(ids.TOPUP_OBJECT), sui] });
  const { objects } = await client.core.listCoins({ owner: address, coinType: ids.USDC_TYPE });
  const [fee] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(SUI / 100n)]);
  const [usdc] = topUp.splitCoins(topUp.object(objects[0]!.objectId), [topUp.pure.u64(1_000_000_000n)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup_v2`, typeArguments: [ids.USDC_TYPE], arguments: [topUp.object(ids.TOPUP_OBJECT), fee, usdc] });
  await execute(user, topUp);
});

test('bank: subscribe, 8 days on the chain clock earn 8 days of income less 3%, redeem', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'assets');
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText('10', { timeout: RELOADED_MS });
  });

  await page.goto('/chain/#/subscription?product=sui-7');
  await page.getByLabel('Subscription amount').fill('10');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Subscription successful');
  await expect(page).toHaveURL(/#\/financialDetails\?id=/);
  await expect(figure(page, 'Days')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Redeem' })).toBeDisabled();

  await advanceClockForServer(8 * DAY_MS);
  await page.reload();
  await expect(figure(page, 'Days')).toHaveText('8');
  // The seeded 7-day savings: 10 SUI at 0.1% a day = 0.01 SUI, less 3% = 0.0097 SUI a day.
  await expect(figure(page, 'Income generated')).toHaveText('0.0776 SUI');
  await expect(page.getByText('Day 8', { exact: true })).toBeVisible();
  await expect(page.getByText('+0.0097 SUI').first()).toBeVisible();

  await expect(page.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.locator('.rv-dialog')).toContainText('Redeem 10 SUI principal');
  await page.locator('.rv-dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Redeemed: 10 SUI principal and 0.0776 SUI income');
  await expect(page.getByText('Redeemed', { exact: true })).toBeVisible();

  await page.goto('/chain/#/assets');
  await expect(figure(page, 'SUI')).toHaveText('10.0776');
});

test('nodes: the price comes back once the chain clock passes the automatic return', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'assets');
  await untilIndexed(page, async () => {
    await expect(figure(page, 'USDC')).toHaveText('1,000', { timeout: RELOADED_MS });
  });
  const node = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Primary node' }) });
  await expect(node.getByText(`After ${PRIMARY_RETURN_DAYS} days`)).toBeVisible();
  await node.getByRole('button', { name: 'Buy node' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Node purchased');
  await expect(figure(page, 'USDC')).toHaveText('0');

  // A day short of the return: still held.
  await advanceClockForServer((PRIMARY_RETURN_DAYS - 1) * DAY_MS);
  await page.reload();
  await expect(figure(page, 'SUIL')).toHaveText('1,000');
  await expect(figure(page, 'USDC')).toHaveText('0');

  await advanceClockForServer(DAY_MS);
  await page.reload();
  await expect(figure(page, 'USDC')).toHaveText('1,000');
});
