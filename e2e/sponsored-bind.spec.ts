// The free bind at 375x812 (issue 34): a newcomer whose wallet holds no SUI at all opens a
// friend's invite link and connects. The bind screen offers "Bind for free": the operator's
// sponsor pays the gas. While the sponsor is paused, or drained, the newcomer reads why and is
// offered the paid bind, nothing signed; once it runs again the same newcomer binds free with one
// tap on the screen and two wallet approvals (the sign-in message, the transaction), still holds
// 0 SUI, and the friend's community lists them. Set up in this process: the friend funded and
// bound to the dev root; the sponsor paused and resumed through the e2e operator routes, drained
// and refilled through localnet's admin route.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { bcs } from '@mysten/sui/bcs';
import { Transaction } from '@mysten/sui/transactions';
import { formatAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import type { Page } from '@playwright/test';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { DEFAULTS } from '../localnet/packages/finance/ids.ts';
import type { TestWallet } from './fixtures/test-wallet.ts';
import { bindInviter, client, coinBalance, faucet, ids, PACKAGE, postToNode, SERVER, SUI_TYPE } from './support/chain.ts';
import { allowProblems, expect, test, watchPage } from './support/console-guard.ts';
import { RELOADED_MS, untilIndexed } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast, recordToasts } from './support/toasts.ts';

const friend = new Ed25519Keypair();
const newcomer = new Ed25519Keypair();
const newcomerAddress = newcomer.toSuiAddress();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await faucet(friend.toSuiAddress());
  await bindInviter(friend, DEV_ROOT_ADDRESS);
});

/** The e2e operator routes of the server (OPERATOR_DEV_ROUTES, scripts/e2e.mjs). */
async function operator(action: 'pause' | 'resume') {
  const res = await fetch(`${SERVER}/api/dev/operator/sponsor/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: `e2e: sponsor ${action}` }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function sponsorBalance(): Promise<bigint> {
  const { balance } = await client.core.getBalance({ owner: DEV_SPONSOR_ADDRESS });
  return BigInt(balance.addressBalance);
}

/** finance::info's inviter of the newcomer, read from the node (0x0: none). */
async function inviterOnChain(): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE}::finance::info`, arguments: [tx.object(ids.FINANCE_OBJECT), tx.pure.address(newcomerAddress)] });
  const result = await client.core.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  if (result.$kind !== 'Transaction') throw new Error('the info view failed');
  return normalizeSuiAddress(bcs.Address.parse(result.commandResults![0]!.returnValues[1]!.bcs));
}

const count = (wallet: TestWallet, method: TestWallet['requests'][number]['method']) => wallet.requests.filter((r) => r.method === method).length;

/** The newcomer at the friend's invite link, connected: the guard sends them to the bind screen with the friend filled in. */
async function atInviteLink(page: Page): Promise<TestWallet> {
  const wallet = await openConnected(page, `?inviter=${friend.toSuiAddress()}`, newcomer);
  await expect(page).toHaveURL(/#\/not_bound/);
  await expect(page.getByLabel('Inviter address')).toHaveValue(friend.toSuiAddress());
  await expect(page.getByRole('button', { name: 'Bind for free' })).toBeEnabled({ timeout: RELOADED_MS });
  return wallet;
}

/** The 503 a refusal answers is logged by the browser as a failed resource; it is the expected answer here. */
function allowRefusal(problems: string[]) {
  allowProblems(problems, /503 \(Service Unavailable\)/);
}

test('paused, then drained: the newcomer reads why, nothing is signed, and the paid bind is offered', async ({ page, problems }) => {
  test.setTimeout(120_000);
  expect(await coinBalance(newcomerAddress, SUI_TYPE)).toBe(0n);
  await operator('pause');
  try {
    const wallet = await atInviteLink(page);
    await expect(page.getByText('Your wallet has too little SUI for the network fee, so SuiL pays it for this bind.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Bind for free' }).click();

    // Signed in on the way (the sponsor serves signed-in users), then refused.
    const refusal = page.getByRole('alert').filter({ hasText: 'The operator has paused free binds for now.' });
    await expect(refusal).toContainText('Nothing was signed.');
    await expect(page.getByRole('button', { name: 'Bind', exact: true })).toBeVisible();
    await expect(page.getByText('Binding needs a little SUI for the network fee (about 0.01 SUI). Your wallet holds 0 SUI.')).toBeVisible();
    expect(count(wallet, 'signPersonalMessage')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(count(wallet, 'signTransaction') + count(wallet, 'signAndExecuteTransaction')).toBe(0);

    // Resumed, but the sponsor's balance drained: the next try says it cannot pay.
    await operator('resume');
    const refill = await sponsorBalance();
    await postToNode('/admin/set-address-balance', { address: DEV_SPONSOR_ADDRESS, amount: '0' });
    try {
      await refusal.getByRole('button', { name: 'Try the free bind again' }).click();
      await page.getByRole('button', { name: 'Bind for free' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The account that pays for free binds cannot pay right now.' })).toContainText('Nothing was signed.');
      expect(count(wallet, 'signTransaction') + count(wallet, 'signAndExecuteTransaction')).toBe(0);
    } finally {
      await postToNode('/admin/set-address-balance', { address: DEV_SPONSOR_ADDRESS, amount: refill.toString() });
    }
    expect(await inviterOnChain()).toBe(normalizeSuiAddress('0x0'));
    expect(await coinBalance(newcomerAddress, SUI_TYPE)).toBe(0n);
  } finally {
    await operator('resume').catch(() => undefined);
  }
  allowRefusal(problems);
});

test('the same newcomer binds free from the invite link: one tap, two wallet approvals, still 0 SUI, in the friend\'s community', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const before = await sponsorBalance();
  const wallet = await atInviteLink(page);
  const connected = wallet.requests.length;

  // Tap 1 on the screen; the wallet approves the sign-in message (tap 2) and the transaction (tap 3).
  await page.getByRole('button', { name: 'Bind for free' }).click();
  await expectToast(page, 'Inviter bound');
  await expect(page).toHaveURL(/#\/$/);
  expect(wallet.requests.slice(connected).map((r) => r.method)).toEqual(['signPersonalMessage', 'signTransaction']);

  expect(await inviterOnChain()).toBe(normalizeSuiAddress(friend.toSuiAddress()));
  expect(await coinBalance(newcomerAddress, SUI_TYPE)).toBe(0n);
  const paid = before - (await sponsorBalance());
  expect(paid).toBeGreaterThan(0n);
  // This spec runs late in the suite: what the dev sponsor has paid since genesis funded it is the suite's spend.
  console.info(`sponsored bind in the e2e suite: the sponsor paid ${paid} MIST; since genesis ${DEFAULTS.devSponsorAddressBalance - (await sponsorBalance())} MIST`);

  // The friend signs in on a phone of their own and finds the newcomer among their direct friends.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friendProblems: string[] = [];
  await watchPage(friendPage, friendProblems);
  await recordToasts(friendPage);
  try {
    const friendWallet = await openConnected(friendPage, 'communityDetail', friend);
    await logIn(friendPage, friendWallet);
    await untilIndexed(friendPage, async () => {
      await expect(friendPage.getByText(formatAddress(newcomerAddress))).toBeVisible({ timeout: RELOADED_MS });
    });
    expect(friendProblems, "the friend's page: console errors or uncaught page errors").toEqual([]);
  } finally {
    await friendContext.close();
  }
});
