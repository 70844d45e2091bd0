// What you type is what you sign, at 375x812 on the local stack. An amount the app cannot read
// ('1e3', '-1', '1.5.5', pasted) stays as pasted, is refused with the reason in its field (once:
// no toast as well) and nothing is asked of the wallet; full-width digits from a Chinese or
// Japanese input method ('１２') top up exactly 12 SUI on chain; the localnet's own wallet shows
// what its simulation says leaves the account before it signs; and a transfer to an address
// that is no user is refused before "A transfer cannot be undone" is asked.
import type { Locator, Page } from '@playwright/test';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import type { TestWallet } from './fixtures/test-wallet.ts';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { bindInviter, client, faucet, PACKAGE, SERVER, SUI } from './support/chain.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { figure, RELOADED_MS, untilIndexed } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const UNREADABLE = 'Enter the amount in digits with at most one decimal point, e.g. 12.5 (no signs, letters or spaces)';
const ToppedUpEvent = bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() });

const user = new Ed25519Keypair();
const address = user.toSuiAddress();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await faucet(address);
  await bindInviter(user, DEV_ROOT_ADDRESS);
});

const signRequests = (wallet: TestWallet) => wallet.requests.filter((r) => r.method !== 'connect' && r.method !== 'disconnect').length;

async function sentBy(sender: string) {
  const { transactions } = await client.core.listTransactions({ filter: { sender }, include: { events: true }, order: 'descending' });
  return transactions.map((t) => (t.$kind === 'Transaction' ? t.Transaction : t.FailedTransaction));
}

/** The ToppedUp event of `sender`'s latest transaction: what the chain took. */
async function lastTopUp(sender: string) {
  const [latest] = await sentBy(sender);
  const event = (latest?.events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::topup::ToppedUp`));
  if (!event) throw new Error(`no ToppedUp event in the latest transaction of ${sender}`);
  return ToppedUpEvent.parse(event.bcs);
}

/** A SUI amount of at least one coin as every screen writes it: up to 4 fraction digits, cut. */
function shownSui(baseUnits: bigint): string {
  const size = baseUnits < 0n ? -baseUnits : baseUnits;
  const fraction = (size % SUI).toString().padStart(9, '0').slice(0, 4).replace(/0+$/, '');
  return `${size / SUI}${fraction ? `.${fraction}` : ''}`;
}

/** Pastes `text` into `field` through the clipboard, replacing what is there, as a user pastes. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

async function openTopUp(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const sheet = page.locator('.rv-popup').filter({ hasText: 'Top-up amount' });
  await sheet.getByRole('radio', { name: 'SUI', exact: true }).click();
  await expect(sheet.getByText(/^Available: .* SUI$/)).toBeVisible();
  return sheet;
}

/** Signs `keypair` in through the API, as its own app would: from then on the server knows it as a user. */
async function signInThroughApi(keypair: Ed25519Keypair) {
  const signer = keypair.toSuiAddress();
  const nonce = (await (await fetch(`${SERVER}/api/auth/nonce`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: signer }) })).json()) as {
    message: string;
  };
  const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(nonce.message));
  const login = await fetch(`${SERVER}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: signer, message: nonce.message, signature }),
  });
  expect(login.status).toBe(200);
}

test('top-up: a pasted amount it cannot read is refused with the reason and asks nothing of the wallet; "１２" tops up 12 SUI', async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const wallet = await openConnected(page, 'assets', user);
  const sheet = await openTopUp(page);
  const field = sheet.getByLabel('Top-up amount');
  const before = signRequests(wallet);
  const sent = (await sentBy(address)).length;

  // Each of these once became another number on the way to the wallet: 13, 1 and 1.55.
  for (const text of ['1e3', '-1', '1.5.5']) {
    await paste(page, field, text);
    await expect(field).toHaveValue(text);
    await expect(sheet.getByRole('alert')).toHaveText(UNREADABLE);
    await sheet.getByRole('button', { name: 'Top up', exact: true }).click();
    // Said once, in the field: no toast over the sheet as well.
    await expect(page.getByText(UNREADABLE)).toHaveCount(1);
    await expect(field).toHaveValue(text);
  }
  // A zero names the field, and is not "please enter".
  await paste(page, field, '0');
  await expect(sheet.getByRole('alert')).toHaveText('The top-up amount must be more than 0');
  await sheet.getByRole('button', { name: 'Top up', exact: true }).click();
  expect(signRequests(wallet)).toBe(before);
  expect((await sentBy(address)).length).toBe(sent);

  // Full-width digits from a Chinese or Japanese input method are the number they show.
  await paste(page, field, '１２');
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Top up', exact: true }).click();
  await expectToast(page, 'Topped up successfully', { timeout: 30_000 });
  expect(signRequests(wallet)).toBe(before + 1);
  const event = await lastTopUp(address);
  expect(event.amount).toBe((12n * SUI).toString());
  expect(event.coin_type).toBe(normalizeStructTag('0x2::sui::SUI').replace(/^0x/, ''));
});

test('transfer: an address that is no user is refused in its field before the confirmation, and nothing is sent', async ({ page, problems }) => {
  test.setTimeout(120_000);
  // A user the server knows (signed in once), and a well-formed address that is nobody.
  const friend = new Ed25519Keypair();
  await signInThroughApi(friend);
  const stranger = new Ed25519Keypair().toSuiAddress();
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/me/transfers') transfers.push(request.url());
  });

  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);
  // The 12 SUI topped up above, once the server has read it.
  await untilIndexed(page, async () => {
    await expect(figure(page, 'SUI')).toHaveText('12', { timeout: RELOADED_MS });
  });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const sheet = page.locator('.rv-popup').filter({ hasText: 'Recipient address' });
  const dialog = page.locator('.rv-dialog');
  await sheet.getByLabel('Recipient address').fill(stranger);
  await sheet.getByLabel('Transfer amount').fill('1');
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText('This address is not a valid user');
  await expect(sheet.getByLabel('Recipient address')).toHaveAttribute('aria-invalid', 'true');
  // Never asked "A transfer cannot be undone"; nothing sent; the field is the one place it is said.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('This address is not a valid user')).toHaveCount(1);
  expect(transfers).toEqual([]);
  // The server's answer for an address that is no user (the browser logs the 404).
  const expected = problems.filter((p) => /status of 404 \(Not Found\).*\/api\/me\/transfers\/recipient\//.test(p));
  expect(expected).toHaveLength(1);
  problems.splice(problems.indexOf(expected[0]!), 1);

  // A user: asked to confirm, with the amount and the recipient; a cancel sends nothing.
  const recipient = friend.toSuiAddress();
  await sheet.getByLabel('Recipient address').fill(recipient);
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toContainText(`Send 1 SUI from your balance in the app to ${recipient.slice(0, 10)}...${recipient.slice(-8)}? A transfer cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(transfers).toEqual([]);
});

test("the localnet's own wallet shows what its simulation says leaves the account before it signs", async ({ page }) => {
  test.setTimeout(120_000);
  await answerSlushMetadata(page, { enabled: false });
  await gotoApp(page, '');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: 'SuiL Local Wallet' }).click();
  await expectToast(page, 'Your local test wallet was funded with SUI');
  const secrets = await page.evaluate(() => JSON.parse(localStorage.getItem('suil:local-wallet-keys') ?? '[]') as string[]);
  const own = Ed25519Keypair.fromSecretKey(secrets[0]!);
  await bindInviter(own, DEV_ROOT_ADDRESS);

  // Bound behind the page's back: a new load reads it (the wallet reconnects by itself). A new
  // document (another query), not a hash change and a reload: on the same document the binding
  // guard, which still has the account unbound, may send #/assets back to not_bound before the
  // reload, which then opens not_bound.
  await page.goto('/chain/?reloaded#/assets');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0, { timeout: RELOADED_MS });
  const sheet = await openTopUp(page);
  await sheet.getByLabel('Top-up amount').fill('１．５');
  await sheet.getByRole('button', { name: 'Top up', exact: true }).click();
  const approval = page.locator('.rv-dialog').filter({ hasText: 'SuiL Local Wallet: signature request' });
  await expect(approval).toContainText('Balance changes of this account, network fee included (simulated):');
  await expect(approval).toContainText(/-1\.\d+ SUI/);
  const shown = await approval.innerText();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Topped up successfully', { timeout: 30_000 });
  expect((await lastTopUp(own.toSuiAddress())).amount).toBe((1_500_000_000n).toString());
  // What the approval said would leave the account is what left it: the 1.5 SUI typed and the network fee.
  const [executed] = await sentBy(own.toSuiAddress());
  const read = await client.core.getTransaction({ digest: executed!.digest, include: { balanceChanges: true } });
  const suiChange = ((read.Transaction ?? read.FailedTransaction).balanceChanges ?? []).find(
    (change) => change.address === own.toSuiAddress() && normalizeStructTag(change.coinType) === normalizeStructTag('0x2::sui::SUI'),
  );
  expect(BigInt(suiChange!.amount)).toBeLessThan(-SUI);
  expect(shown).toContain(`-${shownSui(BigInt(suiChange!.amount))} SUI`);
});
