// The moves of the app balance that happen on the server, as two users see them at 375x812: a
// node bought with the app balance is listed under My nodes with the day its price comes back;
// once the chain's clock passes that day, the node reads returned and the return is in the
// records beside the purchase. A transfer reads "sent" to the recipient for the sender and
// "received" from the sender for the recipient, with no transaction id (it has none). Set up in
// this process: faucet, both bound to the dev root, the sender's top-ups on chain.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import type { Locator, Page } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { advanceClockForServer, bindInviter, client, DAY_MS, execute, faucet, ids, PACKAGE, SERVER, SUI } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { figure, RELOADED_MS, untilIndexed } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const sender = new Ed25519Keypair();
const recipient = new Ed25519Keypair();
const senderAddress = sender.toSuiAddress();
const recipientAddress = recipient.toSuiAddress();
/** The seeded primary node: 1,000 USDC, its price returned after 180 days. */
const PRIMARY_RETURN_DAYS = 180;
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await faucet(senderAddress);
  await faucet(recipientAddress);
  await bindInviter(sender, DEV_ROOT_ADDRESS);
  await bindInviter(recipient, DEV_ROOT_ADDRESS);
  // 10 SUI and 1,000 USDC (with its small SUI fee) into the sender's app balance.
  const topUp = new Transaction();
  const [sui] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(10n * SUI)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup`, arguments: [topUp.object(ids.TOPUP_OBJECT), sui] });
  const { objects } = await client.core.listCoins({ owner: senderAddress, coinType: ids.USDC_TYPE });
  const [fee] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(SUI / 100n)]);
  const [usdc] = topUp.splitCoins(topUp.object(objects[0]!.objectId), [topUp.pure.u64(1_000_000_000n)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup_v2`, typeArguments: [ids.USDC_TYPE], arguments: [topUp.object(ids.TOPUP_OBJECT), fee, usdc] });
  await execute(sender, topUp);
});

function myNode(page: Page, tier: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: 'My nodes' }) }).getByRole('article', { name: tier });
}

async function openRecords(page: Page, tab: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel');
}

/** The date and time the app shows for an ISO time, in the page's language and time zone. */
function shownTime(page: Page, iso: string): Promise<string> {
  return page.evaluate((ms) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms), Date.parse(iso));
}

test('the recipient signs in once, so the server knows the address', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await openConnected(page, 'assets', recipient);
  await logIn(page, wallet);
  const nodes = page.locator('section').filter({ has: page.getByRole('heading', { name: 'My nodes' }) });
  await expect(nodes.getByText('You have not bought a node yet')).toBeVisible({ timeout: RELOADED_MS });
});

test('nodes: bought with the app balance, listed with its return date, returned once the chain clock passes it, both in the records', async ({ page }) => {
  test.setTimeout(180_000);
  const wallet = await openConnected(page, 'assets', sender);
  await logIn(page, wallet);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'USDC')).toHaveText('1,000', { timeout: RELOADED_MS });
  });
  await expect(page.getByText('You have not bought a node yet')).toBeVisible();

  const tier = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Primary node', exact: true }) });
  await tier.getByRole('button', { name: 'Buy node' }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Node purchased');
  await expect(figure(page, 'USDC')).toHaveText('0');

  // My nodes: the node, held, its price, and the day its price comes back (the server's dates).
  const node = myNode(page, 'Primary node');
  await expect(node).toBeVisible();
  await expect(node.getByText('Held', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const mine = (await (await fetch(`${SERVER}/api/me/nodes`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    items: { purchasedAt: string; returnAt: string }[];
  };
  expect(mine.items).toHaveLength(1);
  const { purchasedAt, returnAt } = mine.items[0]!;
  expect(Date.parse(returnAt) - Date.parse(purchasedAt)).toBe(PRIMARY_RETURN_DAYS * DAY_MS);
  const row = (label: string) => node.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(row('Price paid')).toHaveText('1,000 USDC');
  await expect(row('Bought on')).toHaveText(await shownTime(page, purchasedAt));
  await expect(row('Price returns on')).toHaveText(await shownTime(page, returnAt));
  await expect(row('Days until the return')).toHaveText(String(PRIMARY_RETURN_DAYS));

  let records = await openRecords(page, 'Nodes');
  await expect(records.getByText('Node bought')).toBeVisible();
  await expect(records.getByText('Primary node, with a 1,000 SUIL gift')).toBeVisible();
  await expect(records.getByText('-1,000 USDC')).toBeVisible();
  await expect(records.getByText('Node price returned')).toHaveCount(0);

  // A day short of the return: still held, one day left.
  await advanceClockForServer((PRIMARY_RETURN_DAYS - 1) * DAY_MS);
  await page.reload();
  await expect(row('Days until the return')).toHaveText('1', { timeout: RELOADED_MS });
  await expect(figure(page, 'USDC')).toHaveText('0');

  // Past it: returned, the price back in the balance, and the return in the records, once.
  await advanceClockForServer(DAY_MS + 60_000);
  await page.reload();
  await expect(node.getByText('Price returned', { exact: true })).toBeVisible({ timeout: RELOADED_MS });
  await expect(row('Return date')).toHaveText(await shownTime(page, returnAt));
  await expect(row('Days until the return')).toHaveCount(0);
  await expect(figure(page, 'USDC')).toHaveText('1,000');
  records = await openRecords(page, 'Nodes');
  await expect(records.getByText(/^[-+][\d,.]+ USDC$/)).toHaveText(['+1,000 USDC', '-1,000 USDC']);
  await expect(records.getByText('Node price returned')).toHaveCount(1);
  await page.reload();
  records = await openRecords(page, 'Nodes');
  await expect(records.getByText(/^[-+][\d,.]+ USDC$/)).toHaveText(['+1,000 USDC', '-1,000 USDC'], { timeout: RELOADED_MS });
  await expect(figure(page, 'USDC')).toHaveText('1,000');
});

test('transfers: the sender reads "sent" to the recipient, with no transaction id', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'assets', sender);
  await logIn(page, wallet);
  await expect(figure(page, 'SUI')).toHaveText('10', { timeout: RELOADED_MS });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const sheet = page.locator('.rv-popup').filter({ hasText: 'Recipient address' });
  await sheet.getByRole('radio', { name: 'SUI', exact: true }).click();
  await sheet.getByLabel('Recipient address').fill(recipientAddress);
  await sheet.getByLabel('Transfer amount').fill('1.5');
  await sheet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.locator('.rv-dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Transfer successful');
  await expect(figure(page, 'SUI')).toHaveText('8.5');

  const records = await openRecords(page, 'Transfer');
  await expect(records.getByText('Transfer sent')).toBeVisible();
  await expect(records.getByText('-1.5 SUI')).toBeVisible();
  const to = records.getByRole('button', { name: `Copy the full address ${recipientAddress}` });
  await expect(to).toHaveText(`To ${short(recipientAddress)}`);
  await expect(records.getByText('Transfer received')).toHaveCount(0);
  await expect(records.getByRole('button', { name: /transaction ID/i })).toHaveCount(0);
  await expect(records.getByRole('link')).toHaveCount(0);
});

test('transfers: the recipient reads "received" from the sender', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'assets', recipient);
  await logIn(page, wallet);
  await expect(figure(page, 'SUI')).toHaveText('1.5', { timeout: RELOADED_MS });
  const records = await openRecords(page, 'Transfer');
  await expect(records.getByText('Transfer received')).toBeVisible();
  await expect(records.getByText('+1.5 SUI')).toBeVisible();
  await expect(records.getByRole('button', { name: `Copy the full address ${senderAddress}` })).toHaveText(`From ${short(senderAddress)}`);
  await expect(records.getByText('Transfer sent')).toHaveCount(0);
  await expect(records.getByRole('button', { name: /transaction ID/i })).toHaveCount(0);
});
