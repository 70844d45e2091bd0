// Sign-in and the /api screens against the local stack (localnet + server + preview) at 375x812.
// Set up in this process with the package's Move targets: the user is bound to the dev root and
// tops up 3 SUI; a friend binds to the user, stakes, and after a day claims, which the server
// books as the user's direct referral income. The screens then sign in through the test wallet
// (its keys sign here), show what the server indexed, withdraw the income on chain (a voucher left
// unsigned stays pending and is completed later, from another device), subscribe to
// the bank and buy a node from the app balance, and send the user back to log in when the server
// no longer accepts the token.
import type { Locator, Page } from '@playwright/test';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_EVENT_LAYOUTS } from '../server/indexer/events.ts';
import { advanceClock, bindInviter, claimInSui, client, coinBalance, DAY_MS, execute, faucet, ids, PACKAGE, stake, SUI, SUI_TYPE } from './support/chain.ts';
import { allowProblems, expect, test } from './support/console-guard.ts';
import { RELOADED_MS, untilIndexed } from './support/figures.ts';
import { logIn, openConnected as openConnectedAs } from './support/session.ts';
import { expectToast, recordToasts } from './support/toasts.ts';

const SERVER = process.env.SUIL_SERVER_URL ?? 'http://127.0.0.1:8787';
const TOP_UP = 3n * SUI;
const STAKE = 500n * SUI;
/** The server's default direct referral share (server/config.ts DEFAULT_INCOME_RULES). */
const DIRECT_BPS = 1000n;


const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const friend = new Ed25519Keypair();
/** What the friend's claim earned the user (10% of its SUI value), known after setup. */
let directIncome = 0n;

test.describe.configure({ mode: 'serial' });

function eventOf<T>(events: { eventType: string; bcs: Uint8Array }[] | undefined, name: string, layout: { parse(b: Uint8Array): T }): T {
  const event = (events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::${name}`));
  if (!event) throw new Error(`no ${name} event`);
  return layout.parse(event.bcs);
}

const suiBalance = () => coinBalance(address, SUI_TYPE);

/** The value next to a label (exactly this text) in a figure grid or info row, on the page or in a part of it. */
function figure(scope: Page | Locator, label: string) {
  const text = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
  // A filter's inner locator must start at the page; it is then matched inside each row.
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.locator('dl > div').filter({ has: page.locator('dt', { hasText: text }) }).locator('dd');
}

/** "0.4912 SUI" / "3" -> base units (9 decimals). */
function baseUnits(text: string): bigint {
  const match = /([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [whole, fraction = ''] = match[1].replace(/,/g, '').split('.');
  return BigInt(whole) * SUI + BigInt(fraction.padEnd(9, '0'));
}

const openConnected = (page: Page, route: string) => openConnectedAs(page, route, user);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const health = await fetch(`${SERVER}/api/health`);
  expect(health.status, 'the server must run (scripts/e2e.mjs starts it)').toBe(200);
  await faucet(address);
  await faucet(friend.toSuiAddress());

  // The user: bound to the dev root (a valid user), with 3 SUI topped up into the app balance.
  await bindInviter(user, DEV_ROOT_ADDRESS);
  const topUp = new Transaction();
  const [coin] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(TOP_UP)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup`, arguments: [topUp.object(ids.TOPUP_OBJECT), coin] });
  await execute(user, topUp);

  // The friend: bound to the user, stakes, mines a day, claims in SUI.
  await bindInviter(friend, address);
  await stake(friend, STAKE);
  await advanceClock(DAY_MS);
  const claimed = await claimInSui(friend);
  directIncome = (BigInt(claimed.claim_sui_amount) * DIRECT_BPS) / 10_000n;
  expect(directIncome).toBeGreaterThan(0n);
});

test('signs in with the wallet and the assets page fills from the server', async ({ page }) => {
  test.setTimeout(150_000);
  const wallet = await openConnected(page, 'assets');
  // Connected but not signed in: the page asks for a sign-in and shows no figures.
  await expect(page.getByText('Sign in with your wallet to see this').first()).toBeVisible();
  await expect(figure(page, 'SUI')).toHaveText('--');

  await logIn(page, wallet);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText('3', { timeout: RELOADED_MS });
    await expect(figure(page, 'Withdrawable income (SUI)')).not.toHaveText(/^(--|0)$/, { timeout: RELOADED_MS });
  });
  expect(baseUnits(await figure(page, 'Withdrawable income (SUI)').innerText())).toBe(directIncome - (directIncome % 100_000n));
  await expect(figure(page, 'SUIL')).toHaveText('0');
  await expect(figure(page, 'USDC')).toHaveText('0');
  await expect(figure(page, 'Team size')).toHaveText('1');
  // The friend's stake is the community's performance.
  await expect(figure(page, 'Community performance')).toHaveText('500');

  // The top-up record, from the server's index of the chain.
  await expect(page.getByRole('tabpanel').getByText('Top-up', { exact: true })).toBeVisible();
  await expect(page.getByText('3 SUI', { exact: true })).toBeVisible();

  // The direct referral income, with the friend as its source.
  await page.getByRole('link', { name: 'Income details' }).click();
  await page.getByRole('tablist').getByText('Direct referral', { exact: true }).click();
  await expect(page.getByText(/^From 0x[0-9a-f]{4}…[0-9a-f]{4}$/)).toBeVisible();
});

test('the share page shows the superior, the invite link and its QR code', async ({ page }) => {
  const wallet = await openConnected(page, 'share');
  const link = `${new URL(page.url()).origin}/chain/#/?inviter=${address}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  const qr = page.getByAltText('QR code of your invite link');
  await expect(qr).toBeVisible();
  expect(decodeURIComponent((await qr.getAttribute('src'))!)).toContain('<svg');
  // The superior needs the server: a sign-in first.
  await logIn(page, wallet);
  await expect(page.getByTestId('superior-address')).toHaveText(DEV_ROOT_ADDRESS);
});

test('a withdrawal left unsigned stays pending, and is completed later from another device', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  await expect(figure(page, 'Withdrawable income (SUI)')).not.toHaveText('--');

  // Issued: the voucher comes from the server, then the user walks away from the wallet.
  wallet.onSignTransaction = () => false;
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const sheet = page.locator('.rv-popup').filter({ hasText: 'Withdrawal amount' });
  await sheet.getByRole('button', { name: 'Max' }).click();
  await expect(sheet.getByLabel('Withdrawal amount')).not.toHaveValue('');
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(page, /rejected/i, { timeout: 30_000 });
  const pending = page.getByTestId('pending-withdrawal').first();
  await expect(pending).toBeVisible();
  expect(baseUnits(await figure(pending, 'Amount').innerText())).toBe(directIncome - (directIncome % 100_000n));
  await expect(figure(page, 'Withdrawable income (SUI)')).toHaveText('0');
  expect(await suiBalance()).toBeGreaterThan(0n);
  const nothingPaid = await client.core.listTransactions({ filter: { sender: address }, include: { events: true }, order: 'descending' });
  const last = nothingPaid.transactions[0]!.$kind === 'Transaction' ? nothingPaid.transactions[0]!.Transaction : nothingPaid.transactions[0]!.FailedTransaction;
  expect((last.events ?? []).some((e) => e.eventType.endsWith('::swap::Withdrawn'))).toBe(false);

  // Another device, signed in afresh: the withdrawal is still pending, with when it was asked for.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await recordToasts(phone);
    const phoneWallet = await openConnected(phone, 'assets');
    await logIn(phone, phoneWallet);
    const card = phone.locator('section').filter({ hasText: 'Pending withdrawal' });
    await expect(card.getByTestId('pending-withdrawal')).toBeVisible();
    await expect(figure(card, 'Requested on')).not.toHaveText('--');
    // A new withdrawal offers to finish the pending one first.
    await phone.getByRole('button', { name: 'Withdraw' }).first().click();
    const phoneSheet = phone.locator('.rv-popup').filter({ hasText: 'You have a withdrawal that is not complete yet' });
    await expect(phoneSheet.getByRole('button', { name: 'Complete withdrawal' })).toBeVisible();
    await expect(phoneSheet.getByLabel('Withdrawal amount')).toHaveCount(0);

    // Completed: the pool pays exactly the income, once.
    const before = await suiBalance();
    await phoneSheet.getByRole('button', { name: 'Complete withdrawal' }).click();
    await expectToast(phone, 'Withdrawal successful', { timeout: 30_000 });
    const { transactions } = await client.core.listTransactions({ filter: { sender: address }, include: { events: true, effects: true }, order: 'descending' });
    const latest = transactions[0]!.$kind === 'Transaction' ? transactions[0]!.Transaction : transactions[0]!.FailedTransaction;
    const withdrawn = eventOf(latest.events, 'swap::Withdrawn', FINANCE_EVENT_LAYOUTS.Withdrawn);
    expect(BigInt(withdrawn.amount)).toBe(directIncome);
    const gas = latest.effects!.gasUsed;
    const gasCost = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
    expect((await suiBalance()) - before).toBe(directIncome - gasCost);
    expect(phoneWallet.requests.filter((r) => r.method === 'signAndExecuteTransaction')).toHaveLength(1);
  } finally {
    await other.close();
  }

  // Back on the first device: paid once the server has read the chain (a page just reloaded shows
  // no card before its data arrives, so the server's record is waited for first), then nothing
  // pending on the screen, and the income has left for good.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${SERVER}/api/me/withdrawals`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          items: { status: string; amount: string }[];
        };
        return list.items.map((w) => [w.status, w.amount]);
      },
      { timeout: 60_000 },
    )
    .toEqual([['paid', directIncome.toString()]]);
  await untilIndexed(page, async () => {
    await expect(page.getByText('Pending withdrawal')).toHaveCount(0, { timeout: RELOADED_MS });
    await expect(figure(page, 'Withdrawable income (SUI)')).toHaveText('0', { timeout: RELOADED_MS });
  });
});

test('subscribes to the bank from the app balance and sees the position', async ({ page }) => {
  test.setTimeout(150_000);
  // 10 SUI more into the app balance (13 in all), then 10 of it into the 7-day savings.
  const topUp = new Transaction();
  const [coin] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(10n * SUI)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup`, arguments: [topUp.object(ids.TOPUP_OBJECT), coin] });
  await execute(user, topUp);

  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText('13', { timeout: RELOADED_MS });
  });

  await page.goto('/chain/#/financial');
  const product = page.locator('section').filter({ has: page.getByRole('heading', { name: 'SUI Savings, 7 days' }) });
  await expect(figure(product, 'Minimum amount')).toHaveText('10 SUI');
  await product.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/#\/subscription\?product=/);
  const amount = page.getByLabel('Subscription amount');
  await amount.fill('9');
  await expect(page.getByRole('alert')).toHaveText('The subscription amount cannot be less than the minimum of 10 SUI');
  await amount.fill('14');
  await expect(page.getByRole('alert')).toHaveText('The subscription amount exceeds your available SUI');
  await amount.fill('10');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  // Asked once, with the amount and where it goes.
  const dialog = page.locator('.rv-dialog');
  await expect(dialog).toContainText('Put 10 SUI from your balance in the app into');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Subscription successful');

  // The new position, from the server.
  await expect(page).toHaveURL(/#\/financialDetails\?id=/);
  await expect(figure(page, 'Principal')).toHaveText('10 SUI');
  await expect(figure(page, 'Days')).toHaveText('0');
  await expect(page.getByText('In progress')).toBeVisible();
  // Locked for 7 days: the redeem button waits and says until when.
  await expect(page.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await expect(page.getByText(/^Can be redeemed from /)).toBeVisible();

  // The balance paid for it.
  await page.goto('/chain/#/assets');
  await expect(figure(page, 'SUI')).toHaveText('3');
});

test('buys a primary node with the USDC balance in the app', async ({ page }) => {
  test.setTimeout(150_000);
  // 1000 USDC (the faucet gave 10 000) into the app balance, with the small SUI fee.
  const { objects } = await client.core.listCoins({ owner: address, coinType: ids.USDC_TYPE });
  const topUp = new Transaction();
  const [fee] = topUp.splitCoins(topUp.gas, [topUp.pure.u64(SUI / 100n)]);
  const [usdc] = topUp.splitCoins(topUp.object(objects[0]!.objectId), [topUp.pure.u64(1_000_000_000n)]);
  topUp.moveCall({ target: `${PACKAGE}::topup::topup_v2`, typeArguments: [ids.USDC_TYPE], arguments: [topUp.object(ids.TOPUP_OBJECT), fee, usdc] });
  await execute(user, topUp);

  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'USDC')).toHaveText('1,000', { timeout: RELOADED_MS });
  });
  const node = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Primary node' }) });
  await expect(node.getByText('1,000 USDC')).toBeVisible();
  const sold = Number(await figure(node, 'Sold').innerText());
  await node.getByRole('button', { name: 'Buy node' }).click();
  await expect(page.getByText('Buy this node for 1,000 USDC from your balance in the app?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Node purchased');
  await expect(figure(node, 'Sold')).toHaveText(String(sold + 1));
  await expect(figure(page, 'USDC')).toHaveText('0');
  // The gift arrives with the node.
  await expect(figure(page, 'SUIL')).toHaveText('1,000');
});

test('a token the server no longer accepts sends the user back to log in', async ({ page, problems }) => {
  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  await expect(figure(page, 'SUI')).toHaveText('3');

  // The server revokes the token (as on logout elsewhere, or expiry).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const revoked = await fetch(`${SERVER}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status).toBe(200);

  await page.reload();
  await expectToast(page, 'Login expired, please log in again');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(figure(page, 'SUI')).toHaveText('--');

  // Logging in again brings the figures back.
  await logIn(page, wallet);
  await expect(figure(page, 'SUI')).toHaveText('3');
  // The browser logs each refused call; they are the point of this test.
  allowProblems(problems, /status of 401 \(Unauthorized\).*\/api\//);
});

test('transfers part of the app balance to another SuiL user', async ({ page }) => {
  test.setTimeout(150_000);
  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText(/^\d/, { timeout: RELOADED_MS });
  });
  const before = baseUnits((await figure(page, 'SUI').textContent()) ?? '');
  expect(before).toBeGreaterThanOrEqual(SUI);

  await page.getByRole('button', { name: 'Transfer' }).click();
  const sheet = page.locator('.rv-popup');
  // Checked before anything is sent: yourself, then more than the balance.
  await sheet.getByLabel('Recipient address').fill(address);
  await expect(sheet.getByRole('alert')).toHaveText('Enter another user’s address, not your own');
  // The friend is a user the server knows (the indexer saw its binding).
  await sheet.getByLabel('Recipient address').fill(friend.toSuiAddress());
  await sheet.getByLabel('Transfer amount').fill(String(before / SUI + 1n));
  await expect(sheet.getByRole('alert')).toHaveText('The transfer amount exceeds your available SUI');
  await sheet.getByLabel('Transfer amount').fill('1');
  // Asked first, with the amount and the recipient; a cancel sends nothing.
  const recipient = friend.toSuiAddress();
  const dialog = page.locator('.rv-dialog');
  await sheet.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toContainText(`Send 1 SUI from your balance in the app to ${recipient.slice(0, 10)}...${recipient.slice(-8)}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(sheet.getByLabel('Transfer amount')).toHaveValue('1');
  await sheet.getByRole('button', { name: 'Transfer' }).click();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectToast(page, 'Transfer successful');

  await expect.poll(async () => baseUnits((await figure(page, 'SUI').textContent()) ?? '')).toBe(before - SUI);
  await page.getByRole('tablist').getByText('Transfer', { exact: true }).click();
  await expect(page.getByText('1 SUI').first()).toBeVisible();
});
