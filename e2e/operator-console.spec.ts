// The operator console at 1280x800, driven with its localnet wallet (the local console accounts:
// the first an operator, the second an approver, which scripts/e2e.mjs has the server allowlist),
// and what a user of the app sees of each change at 375 px: a notice published in English and
// Japanese (the publish dialog naming the four languages that will show English); a node tier's
// price proposed by one person and approved by another; a price proposal read in USDC before and
// after, then cancelled; withdrawals paused by one operator, the user's withdraw sheet saying so,
// and resumed by two; each step in the audit log (a proposal's filter finding its execution),
// whose chain holds. Then every console screen's layout and axe check.
// The spec leaves the stack as it found it for the specs after it: the notice unpublished,
// withdrawals running (afterAll makes sure through the server's localnet-only dev route).
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex } from '@mysten/sui/utils';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEV_CONSOLE_ACCOUNTS, DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { bindInviter, faucet, SERVER } from './support/chain.ts';
import { expect, gotoApp, test, watchPage } from './support/console-guard.ts';
import { layoutProblems } from './support/layout.ts';
import { logIn, openConnected } from './support/session.ts';

const CONSOLE_PATH = '/chain/admin/';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const [OPERATOR, APPROVER] = DEV_CONSOLE_ACCOUNTS;
const RUN = Date.now().toString(36);
const NOTICE = { en: `Maintenance window ${RUN}`, ja: `メンテナンスのお知らせ ${RUN}` };
/** The advanced tier: no other spec buys it, so its new price changes nothing they check. */
const TIER = { id: 'advanced', heading: 'Advanced node' };

const user = new Ed25519Keypair();
let noticeId: string | null = null;
/** The node tier price proposal that was approved: the audit filter proposal:<id> finds its execution. */
let tierProposalId: string | null = null;

test.describe.configure({ mode: 'serial' });

/** A console tab of its own (its own session), signed in as `account` through the screens. */
async function consoleAs(browser: Browser, account: (typeof DEV_CONSOLE_ACCOUNTS)[number]): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  const problems: string[] = [];
  await watchPage(page, problems);
  await page.goto(`${CONSOLE_PATH}#/login`);
  await page.getByRole('button', { name: 'Connect SuiL Local Wallet' }).click();
  await expect(page.getByTestId('login-address')).toBeVisible();
  // The sign-in page says which local account is the operator and which the approver.
  for (const local of DEV_CONSOLE_ACCOUNTS) await expect(page.getByRole('radio', { name: new RegExp(`^${local.address} ${local.role}\\b`) })).toBeVisible();
  await page.getByRole('radio', { name: account.address }).check();
  await expect(page.getByTestId('login-address')).toHaveText(account.address);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The wallet shows the whole message before it signs.
  const request = page.getByRole('dialog', { name: 'SuiL Local Wallet: signature request' });
  await expect(request).toContainText('SuiL operator console');
  await opened(request);
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('console-role')).toHaveText(account.role);
  return { context, page, problems };
}

/** Opens a console screen from its hash route and waits for its title. */
async function openScreen(page: Page, hash: string, title: string | RegExp) {
  await page.goto(`${CONSOLE_PATH}#${hash}`);
  await expect(page.getByRole('heading', { name: title, level: 1 }).or(page.locator('h1, h2, h3, h4, h5').filter({ hasText: title })).first()).toBeVisible();
}

/**
 * Waits until an Ant Design dialog has finished opening. Its zoom starts paused at a fifth of its
 * size, so a button found then is "stable" where it will not stay: a click aimed while the dialog
 * opens can land beside it and do nothing (a soak run's Approve did, and the sign-in waited).
 */
async function opened(dialog: Locator) {
  await expect(dialog).not.toHaveClass(/\bant-zoom/);
}

/** Waits until every CSS transition and animation on the page has run (Ant Design's motions). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** Answers the reason dialog that every change asks for. */
async function giveReason(page: Page, ok: string | RegExp, reason: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel(/^Reason/) });
  await dialog.getByLabel(/^Reason/).fill(reason);
  await opened(dialog);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

/** The approver opens a proposal, reads it, and approves it naming its hash (the screen does). */
async function approveAs(approver: Page, id: string) {
  await approver.goto(`${CONSOLE_PATH}#/proposals/show/${id}`);
  await expect(approver.getByText(`Proposal ${id}`)).toBeVisible();
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await giveReason(approver, /^Approve/, 'Checked against the request');
  await expect(approver.locator('.ant-descriptions').getByText('executed', { exact: true })).toBeVisible();
}

/** The proposal the console opened after proposing: its id from the route. */
async function proposalOpened(page: Page): Promise<string> {
  await expect(page).toHaveURL(/#\/proposals\/show\/\d+/);
  return /show\/(\d+)/.exec(page.url())![1]!;
}

async function adminToken(account: (typeof DEV_CONSOLE_ACCOUNTS)[number]): Promise<string> {
  const keypair = Ed25519Keypair.fromSecretKey(fromHex(account.secretKeyHex));
  const origin = E2E_BASE_URL;
  const post = (path: string, body: unknown) =>
    fetch(`${SERVER}/api/admin/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
  const { message } = (await (await post('nonce', { address: account.address })).json()) as { message: string };
  const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message));
  const login = await post('login', { address: account.address, message, signature });
  expect(login.status, 'the local console account signs in').toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect((await fetch(`${SERVER}/api/health`)).status, 'the server must run (scripts/e2e.mjs starts it)').toBe(200);
  await faucet(user.toSuiAddress());
  await bindInviter(user, DEV_ROOT_ADDRESS);
});

test.afterAll(async () => {
  // Whatever failed, the specs after this one find withdrawals running and no notice of ours.
  await fetch(`${SERVER}/api/dev/operator/resume`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'e2e cleanup' }) });
  if (noticeId) {
    const token = await adminToken(OPERATOR);
    await fetch(`${SERVER}/api/admin/notices/${noticeId}/unpublish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ reason: 'e2e cleanup' }),
    });
  }
});

test('an operator publishes a notice in English and Japanese; the app shows it in each at 375 px', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const operator = await consoleAs(browser, OPERATOR);
  const console_ = operator.page;
  await openScreen(console_, '/notices/create', 'New notice (draft)');
  await console_.getByLabel('Title').first().fill(NOTICE.en);
  await console_.getByLabel('Summary').first().fill('The node sale pauses for an hour.');
  await console_.getByLabel(/^Body/).first().fill('<p>We upgrade the <strong>node sale</strong>.</p>');
  // The preview is the app's own sanitizer: the markup shows as text formatting, not tags.
  await expect(console_.getByTestId('preview-en_US').locator('strong')).toHaveText('node sale');
  await console_.getByRole('tab', { name: '日本語' }).click();
  const ja = console_.getByRole('tabpanel', { name: '日本語' });
  await ja.getByLabel('Title').fill(NOTICE.ja);
  await ja.getByLabel('Summary').fill('ノード販売を1時間停止します。');
  await console_.getByLabel(/^Reason/).fill('Planned maintenance');
  await console_.getByRole('button', { name: 'Save' }).click();
  await expect(console_).toHaveURL(/#\/notices$/);
  const row = console_.getByRole('row').filter({ hasText: NOTICE.en });
  noticeId = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: 'Publish' }).click();
  // Written in two of six languages: the dialog names the four that will show the English text.
  await expect(console_.getByTestId('publish-fallback-languages')).toHaveText(
    'Written in 2 of 6 languages: users who read the app in 简体中文 (zh_CN), 繁體中文 (zh_TW), 한국어 (ko_KR) and English (India) (en_IN) will see the English (US) text.',
  );
  await giveReason(console_, 'Publish', 'Announce the maintenance');
  await expect(row).toContainText('published');
  expect(operator.problems).toEqual([]);

  await page.setViewportSize(PHONE);
  await gotoApp(page, 'notice');
  await expect(page.getByRole('heading', { name: NOTICE.en })).toBeVisible();
  // The user switches the app to Japanese: the same notice, in Japanese.
  await page.evaluate(() => {
    window.location.hash = '#/language';
  });
  await page.getByRole('radio', { name: '日本語', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await page.goBack();
  await expect(page.getByRole('heading', { name: NOTICE.ja })).toBeVisible();
  await expect(page.getByText(NOTICE.en)).toHaveCount(0);

  // Unpublished again: the specs after this one read the seeded notices only.
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await giveReason(console_, 'Unpublish', 'Maintenance over');
  await expect(row).not.toContainText('published');
  await operator.context.close();
});

test("a node tier's price: proposed by the operator, approved by the approver, the app sells at it", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const operator = await consoleAs(browser, OPERATOR);
  await openScreen(operator.page, '/node-tiers', 'Node tiers');
  const before = await operator.page.getByTestId(`tier-price-${TIER.id}`).innerText();
  const [, amount, coin] = /^([\d,.]+) (\w+)$/.exec(before.trim())!;
  const newPrice = Number(amount!.replace(/,/g, '')) + 7;
  await operator.page.getByRole('button', { name: `Propose new terms for the ${TIER.id} tier` }).click();
  const form = operator.page.getByRole('dialog');
  await form.getByLabel(`Price (${coin})`).fill(String(newPrice));
  await form.getByLabel(/^Reason/).fill('Price follows the hardware cost');
  await opened(form);
  await form.getByRole('button', { name: 'Propose' }).click();
  const id = await proposalOpened(operator.page);
  // The proposer cannot approve their own proposal: the screen says why.
  await expect(operator.page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();

  tierProposalId = id;
  const approver = await consoleAs(browser, APPROVER);
  await approveAs(approver.page, id);
  await openScreen(approver.page, '/node-tiers', 'Node tiers');
  await expect(approver.page.getByTestId(`tier-price-${TIER.id}`)).toHaveText(`${newPrice.toLocaleString('en-US')} ${coin}`);
  expect([...operator.problems, ...approver.problems]).toEqual([]);
  await operator.context.close();
  await approver.context.close();

  await page.setViewportSize(PHONE);
  await gotoApp(page, 'assets');
  const tier = page.locator('section').filter({ has: page.getByRole('heading', { name: TIER.heading, exact: true }) });
  await expect(tier).toContainText(`${newPrice.toLocaleString('en-US')} ${coin}`);
});

test("withdrawals paused by one operator: the user's sheet says so; resumed by two", async ({ browser, page }) => {
  test.setTimeout(240_000);
  const operator = await consoleAs(browser, OPERATOR);
  await openScreen(operator.page, '/withdrawals', 'Withdrawals');
  await operator.page.getByRole('button', { name: 'Pause withdrawals' }).click();
  await giveReason(operator.page, /Pause/, 'Incident drill on the payout path');
  await expect(operator.page.getByTestId('withdrawals-paused')).toContainText('Incident drill on the payout path');

  await page.setViewportSize(PHONE);
  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);
  const sheet = await openWithdrawSheet(page);
  await expect(sheet.getByTestId('withdrawals-paused')).toContainText('Withdrawals are paused');

  await operator.page.getByRole('button', { name: 'Propose resume' }).click();
  await giveReason(operator.page, /Propose/, 'Drill over, payouts checked');
  await operator.page.getByRole('link', { name: /Open proposal \d+/ }).first().click();
  const id = await proposalOpened(operator.page);
  const approver = await consoleAs(browser, APPROVER);
  await approveAs(approver.page, id);
  await openScreen(approver.page, '/withdrawals', 'Withdrawals');
  await expect(approver.page.getByTestId('withdrawals-running')).toBeVisible();
  expect([...operator.problems, ...approver.problems]).toEqual([]);
  await operator.context.close();
  await approver.context.close();

  // The user's sheet, opened again, reads the policy afresh.
  await sheet.locator('.rv-popup__close-icon').click();
  await expect(sheet).toBeHidden();
  await expect((await openWithdrawSheet(page)).getByTestId('withdrawals-paused')).toHaveCount(0);
});

test('a node price proposal reads in USDC, before -> after, the raw payload behind a toggle; cancelled with buttons that say what they do', async ({ browser }) => {
  test.setTimeout(120_000);
  const operator = await consoleAs(browser, OPERATOR);
  const page = operator.page;
  await openScreen(page, '/node-tiers', 'Node tiers');
  // The primary tier as seeded: 1,000 USDC (no spec changes its price; this proposal is cancelled).
  await expect(page.getByTestId('tier-price-primary')).toHaveText('1,000 USDC');
  await page.getByRole('button', { name: 'Propose new terms for the primary tier' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Price (USDC)').fill('1200');
  await form.getByLabel(/^Reason/).fill('Launch price for new buyers');
  await opened(form);
  await form.getByRole('button', { name: 'Propose' }).click();
  const id = await proposalOpened(page);

  const summary = page.getByTestId('proposal-change-summary');
  await expect(summary).toHaveText('Price: 1,000 USDC -> 1,200 USDC');
  const changes = page.getByRole('table', { name: 'Every field, now and as proposed' });
  await expect(changes.getByRole('row').filter({ hasText: 'Gift' })).toContainText('1,000 SUIL');
  await expect(changes.getByRole('row').filter({ hasText: 'Gift' })).toContainText('unchanged');
  // The base units are only in the raw payload, one toggle away.
  await expect(page.getByText('"price": "1200000000"')).toHaveCount(0);
  await page.getByRole('button', { name: /Raw payload and record \(JSON\)/ }).click();
  await expect(page.getByTestId('proposal-payload')).toContainText('"price": "1200000000"');
  await page.getByRole('button', { name: /Raw payload and record \(JSON\)/ }).click();
  // The picture without the "proposal made" notification over it.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await settled(page);
  await mkdir('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/console-proposal.png', fullPage: true });

  await page.getByRole('button', { name: 'Cancel proposal' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel proposal ${id}?` });
  await opened(dialog);
  await expect(dialog.getByRole('button', { name: 'Keep the proposal' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await giveReason(page, 'Cancel the proposal', 'Launch price postponed');
  await expect(page.locator('.ant-descriptions').getByText('cancelled', { exact: true })).toBeVisible();
  expect(operator.problems).toEqual([]);
  await operator.context.close();
});

async function openWithdrawSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Withdraw' }).first().click();
  const sheet = page.locator('.rv-popup--bottom').filter({ hasText: 'Withdraw' }).filter({ visible: true });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('the audit log holds every step, and its chain checks', async ({ browser }) => {
  test.setTimeout(120_000);
  const viewer = await consoleAs(browser, APPROVER);
  const page = viewer.page;
  await openScreen(page, '/audit', 'Audit log');
  const log = page.getByTestId('audit-table');
  for (const step of ['Planned maintenance', 'Announce the maintenance', 'Maintenance over', 'Price follows the hardware cost', 'Incident drill on the payout path', 'Drill over, payouts checked']) {
    await expect(log.getByText(step).first(), step).toBeVisible();
  }
  // A proposal's rows and the row its approval executed (set_node_tier, under the tier's subject).
  expect(tierProposalId, 'the price test ran first').not.toBeNull();
  await page.getByLabel('Subject').fill(`proposal:${tierProposalId}`);
  await page.getByRole('button', { name: /Apply filters/ }).click();
  await expect(log.getByRole('row').filter({ hasText: 'set_node_tier' })).toContainText(`executes proposal ${tierProposalId}`);
  await expect(log.getByRole('row').filter({ hasText: 'propose' }).first()).toContainText(`proposal:${tierProposalId}`);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: 'Check the chain' }).click();
  await expect(page.getByTestId('audit-chain-result')).toContainText('holds');
  expect(viewer.problems).toEqual([]);
  await viewer.context.close();
});

test('every console screen: nothing past the edge or cut, and no serious or critical axe finding', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, problems } = await consoleAs(browser, OPERATOR);
  const screens: [string, string][] = [
    ['/', 'Dashboard'],
    ['/notices', 'Notices'],
    ['/notices/create', 'New notice (draft)'],
    ['/proposals', 'Proposals'],
    ['/withdrawals', 'Withdrawals'],
    ['/node-tiers', 'Node tiers'],
    ['/bank-products', 'Bank products'],
    ['/limits', 'Withdrawal limits'],
    ['/users', 'Users'],
    ['/allowlist', 'Allowlist'],
    ['/audit', 'Audit log'],
  ];
  const found: string[] = [];
  for (const [hash, title] of screens) {
    await openScreen(page, hash, title);
    await page.waitForLoadState('networkidle');
    await settled(page);
    for (const problem of await layoutProblems(page)) found.push(`${hash}: ${problem.kind} at ${problem.selector} (${problem.text})`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${hash}: [${violation.impact}] ${violation.id} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  // The sign-in screen too, signed out.
  const signedOut = await context.browser()!.newContext({ viewport: DESKTOP, baseURL: E2E_BASE_URL });
  const login = await signedOut.newPage();
  await login.goto(`${CONSOLE_PATH}#/login`);
  await expect(login.getByRole('heading', { name: 'SuiL operator console' })).toBeVisible();
  await settled(login);
  for (const problem of await layoutProblems(login)) found.push(`/login: ${problem.kind} at ${problem.selector} (${problem.text})`);
  const { violations } = await new AxeBuilder({ page: login }).analyze();
  for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) found.push(`/login: [${violation.impact}] ${violation.id}`);
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
  await signedOut.close();
  await context.close();
});
