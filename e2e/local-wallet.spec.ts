// The localnet build's own test wallet, end to end, as a tester uses it in a plain browser:
// every signature is asked for with a visible Reject; a rejected transaction and a rejected
// sign-in show 'User rejected the request' (docs/product.md §8) and send nothing; the wallet's menu adds
// a second account (funded by the faucet), and switching to it applies the address-change rule
// (toast, token cleared, sign in again) with none of the first account's figures left on screen.
import type { Page } from '@playwright/test';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { formatAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { bindInviter, client, coinBalance, execute, ids, PACKAGE, SUI, SUI_TYPE } from './support/chain.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { figure, RELOADED_MS, untilIndexed } from './support/figures.ts';
import { expectToast } from './support/toasts.ts';

const REQUEST_TITLE = 'SuiL Local Wallet: signature request';

/** The wallet's approval dialog. */
function approval(page: Page) {
  return page.locator('.rv-dialog').filter({ hasText: REQUEST_TITLE });
}

/** The wallet's keys as the test process can use them (to set up the chain as that account). */
async function walletKeys(page: Page): Promise<Ed25519Keypair[]> {
  const secrets = await page.evaluate(() => JSON.parse(localStorage.getItem('suil:local-wallet-keys') ?? '[]') as string[]);
  return secrets.map((secret) => Ed25519Keypair.fromSecretKey(secret));
}

const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('currentAccount')]);

async function sentBy(address: string): Promise<number> {
  return (await client.core.listTransactions({ filter: { sender: address } })).transactions.length;
}

test('rejects and approves signatures, adds an account, switches to it and signs in again', async ({ page }) => {
  test.setTimeout(180_000);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/login')) logins.push(request.url());
  });
  await answerSlushMetadata(page, { enabled: false });
  await gotoApp(page, '');

  // Connect: the faucet funds the new account; a new user is sent to bind an inviter.
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: 'SuiL Local Wallet' }).click();
  await expectToast(page, 'Your local test wallet was funded with SUI');
  const first = (await storedSession(page))[1]!;
  expect(first).toMatch(/^0x[0-9a-f]{64}$/);
  await expect(page).toHaveURL(/#\/not_bound/);

  // A transaction, rejected: the product's message (docs/product.md §8), nothing on chain.
  await page.getByLabel('Inviter address').fill(DEV_ROOT_ADDRESS);
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(approval(page)).toContainText(`Account ${formatAddress(first)} is asked to sign and send a transaction.`);
  await approval(page).getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, /User rejected the request/);
  expect(await sentBy(first)).toBe(0);
  // The same, approved.
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Inviter bound');
  expect(await sentBy(first)).toBe(1);

  // The sign-in message, rejected: the product's message (docs/product.md §8), no login sent, no token.
  await page.goto('/chain/#/assets');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(approval(page)).toContainText(`Account ${formatAddress(first)} is asked to sign this message:`);
  await expect(approval(page)).toContainText('wants you to sign in with your Sui account');
  await approval(page).getByRole('button', { name: 'Reject' }).click();
  // The sign-in's own message (the bind's rejection may still be on screen under load).
  await expectToast(page, /Signing failed\s*User rejected the request/);
  expect(logins).toHaveLength(0);
  expect((await storedSession(page))[0]).toBeNull();
  // Approved: signed in.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Logged in', { exact: true });
  expect(logins).toHaveLength(1);

  // 3 SUI into the first account's app balance (signed here with the wallet's key).
  const [firstKey] = await walletKeys(page);
  const topUp = new Transaction();
  const [coin] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(3n * SUI)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup`, arguments: [topUp.object(ids.TOPUP_OBJECT), coin] });
  await execute(firstKey!, topUp);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText('3', { timeout: RELOADED_MS });
  });

  // On the home page (where the account button is): the first account's chain balances.
  await page.goto('/chain/#/');
  const homeSui = page.getByTestId('balance-SUI');
  await expect(homeSui).toHaveText(/\d/);
  const firstHomeSui = await homeSui.innerText();

  // The wallet's menu adds a second account, which the faucet funds.
  await page.getByRole('button', { name: formatAddress(first) }).click();
  const menu = page.getByRole('radiogroup', { name: 'Accounts' });
  await expect(menu.getByRole('radio')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(menu.getByRole('radio')).toHaveCount(2);
  const second = (await walletKeys(page))[1]!;
  const secondAddress = second.toSuiAddress();
  await expectToast(page, `Account ${formatAddress(secondAddress)} added`);
  await expect(menu.getByRole('radio', { name: formatAddress(first) })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => coinBalance(secondAddress, SUI_TYPE), { timeout: 30_000 }).toBeGreaterThan(0n);
  await bindInviter(second, DEV_ROOT_ADDRESS);

  // Switching: the address-change toast, the token gone, and none of the first account's figures.
  await menu.getByRole('radio', { name: formatAddress(secondAddress) }).click();
  await expectToast(page, 'Wallet address changed, please log in again');
  await expect.poll(() => storedSession(page)).toEqual([null, secondAddress]);
  await expect(page.getByRole('button', { name: formatAddress(secondAddress) })).toBeVisible();
  // The menu (which lists every account of the wallet) has closed; nothing on screen names the first.
  await expect(menu).toBeHidden();
  await expect(page.getByText(formatAddress(first)).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('Reconnecting…')).toHaveCount(0);
  await expect(homeSui).toHaveText(/\d/);
  await expect(homeSui).not.toHaveText(firstHomeSui);
  await page.getByRole('link', { name: 'My assets' }).click();
  await expect(page).toHaveURL(/#\/assets/);
  await expect(figure(page, 'SUI')).toHaveText('--');
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  // Signing in again, as the second account: its own (empty) app balance.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(approval(page)).toContainText(`Account ${formatAddress(secondAddress)} is asked to sign this message:`);
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Logged in', { exact: true });
  await expect(figure(page, 'SUI')).toHaveText('0');
  expect(normalizeSuiAddress((await storedSession(page))[1]!)).toBe(secondAddress);
});
