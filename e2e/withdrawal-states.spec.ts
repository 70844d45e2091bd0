// What a user sees of each withdrawal state an operator or the chain can cause (issue 21), at
// 375 px in English, against the local stack: withdrawals paused (the sheet says why and that
// the income is safe) then resumed; a request above the review threshold awaiting review, then
// rejected (the amount back in the income) and, asked again, approved (a voucher completed on
// chain); a pending voucher waiting for the payout reserve after the reserve was lowered, then
// completed once it is restored; a request refused because the reserve is short (nothing taken).
// Operator actions go through the server's localnet-only /api/dev/operator/* routes (the real
// operator functions, operator 'e2e'); the reserve through localnet's /admin/set-payout-reserve.
// The spec sets the review threshold to 1 SUI through the same route (the user's income here is a
// few SUI; the default is 1,000 SUI) and puts it back to the default at the end.
import type { Locator, Page } from '@playwright/test';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_EVENT_LAYOUTS } from '../server/indexer/events.ts';
import { LiquiditySwapBcs } from '../server/payouts/liquidity-swap.ts';
import { advanceClock, bindInviter, claimInSui, client, DAY_MS, devOperator, faucet, ids, PACKAGE, postToNode, SERVER, stake, SUI } from './support/chain.ts';
import { allowProblems, expect, test } from './support/console-guard.ts';
import { baseUnits, figure, RELOADED_MS, untilIndexed } from './support/figures.ts';
import { logIn, openConnected as openConnectedAs } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const REVIEW_THRESHOLD = 1n * SUI;
/** Above the threshold: waits for review. */
const REVIEW_AMOUNT = 1_500_000_000n;
/** At most the threshold: signed at once. */
const SMALL_AMOUNT = 300_000_000n;
/** What the lowered reserve holds: less than SMALL_AMOUNT. */
const LOW_RESERVE = 100_000_000n;
/** The card asks the server again every 30 s while an operator is awaited (OPERATOR_WAIT_REFRESH_MS), the reserve reading lives 5 s. */
const CARD_REFRESH_MS = 45_000;
/** The server's default direct referral share (server/config.ts DEFAULT_INCOME_RULES). */
const DIRECT_BPS = 1000n;


const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const friend = new Ed25519Keypair();
let income = 0n;
/** The reserve before this spec lowered it; put back at the end whatever happens. */
let reserveBefore: bigint | null = null;

test.describe.configure({ mode: 'serial' });

const openConnected = (page: Page, route: string) => openConnectedAs(page, route, user);
const sui = (amount: bigint) => `${amount / SUI}.${(amount % SUI).toString().padStart(9, '0')}`.replace(/\.?0+$/, '');

async function payoutReserve(): Promise<bigint> {
  const { object } = await client.core.getObject({ objectId: ids.LIQUIDITY_SWAP, include: { content: true } });
  return BigInt(LiquiditySwapBcs.parse(object.content).payout_reserve);
}

const setPayoutReserve = (amount: bigint) => postToNode('/admin/set-payout-reserve', { amount: amount.toString() });

/** The user's withdrawals as the server lists them, with the page's token. */
async function withdrawals(page: Page): Promise<{ id: string; status: string; amount: string }[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await fetch(`${SERVER}/api/me/withdrawals`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { items: { id: string; status: string; amount: string }[] }).items;
}

const withdrawSheet = (page: Page) => page.locator('.rv-popup--bottom').filter({ hasText: 'Withdraw' }).filter({ visible: true });
const withdrawableIncome = (page: Page) => figure(page, 'Withdrawable income (SUI)');
/** The card on the assets page (the sheet, closed, keeps its own copy). */
const card = (page: Page) => page.locator('section').getByTestId('pending-withdrawal');
/** The value next to a label in the card's rows. */
const cardFigure = (page: Page, label: string) =>
  card(page).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function openSignedIn(page: Page) {
  const wallet = await openConnected(page, 'assets');
  await logIn(page, wallet);
  // A figure, not the skeleton ('') or the unknown mark ('--').
  await expect(withdrawableIncome(page)).toHaveText(/^\d/, { timeout: RELOADED_MS });
  return wallet;
}

async function openSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Withdraw' }).first().click();
  const sheet = withdrawSheet(page);
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The note under a disabled button (its aria-describedby). */
async function disabledReason(button: Locator): Promise<string> {
  const id = await button.getAttribute('aria-describedby');
  expect(id, 'a disabled control says why').not.toBeNull();
  return button.page().locator(`[id="${id}"]`).innerText();
}

/** A screenshot of each state for a person to look at: in the test's output, or E2E_SCREENSHOTS_DIR when set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`) });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const health = await fetch(`${SERVER}/api/health`);
  expect(health.status, 'the server must run (scripts/e2e.mjs starts it)').toBe(200);
  await devOperator('limits', { reason: 'e2e review threshold', limits: { reviewThreshold: REVIEW_THRESHOLD.toString() } });
  await faucet(address);
  await faucet(friend.toSuiAddress());
  // The user is a valid user (bound to the dev root); a friend bound to the user stakes, mines
  // 60 days and claims in SUI, which the server books as the user's direct referral income.
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await bindInviter(friend, address);
  await stake(friend, 500n * SUI);
  await advanceClock(60 * DAY_MS);
  income = (BigInt((await claimInSui(friend)).claim_sui_amount) * DIRECT_BPS) / 10_000n;
  expect(income, 'enough income for a withdrawal in review and one signed at once').toBeGreaterThan(REVIEW_AMOUNT + SMALL_AMOUNT);
});

test.afterAll(async () => {
  // Whatever failed, the next specs find withdrawals running, the default limits and the reserve as it was.
  const post = (action: string, body: unknown) =>
    fetch(`${SERVER}/api/dev/operator/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('resume', { reason: 'e2e cleanup' });
  await post('limits', { reason: 'e2e cleanup', limits: { reviewThreshold: null } });
  if (reserveBefore !== null) await setPayoutReserve(reserveBefore);
});

test('paused: the sheet says why, that the income is safe, and Withdraw waits; resumed, it works again', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  await untilIndexed(page, async () => {
    await expect(withdrawableIncome(page)).not.toHaveText(/^(--|0)$/, { timeout: RELOADED_MS });
  });
  const policy = await (async () => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    return (await (await fetch(`${SERVER}/api/me/withdrawals/policy`, { headers: { authorization: `Bearer ${token}` } })).json()) as { reviewThreshold: string };
  })();
  expect(BigInt(policy.reviewThreshold), 'the review threshold this spec set').toBe(REVIEW_THRESHOLD);

  await devOperator('pause', { reason: 'Incident drill on the payout path' });
  let sheet = await openSheet(page);
  const notice = sheet.getByTestId('withdrawals-paused');
  await expect(notice).toContainText('Withdrawals are paused');
  await expect(notice).toContainText(/The operator paused withdrawals on .+\./);
  await expect(notice).toContainText('Your income is safe: it stays in your withdrawable income until withdrawals resume.');
  await expect(notice).toContainText('A withdrawal that is already signed can still be completed.');
  await sheet.getByLabel('Withdrawal amount').fill('0.1');
  const confirm = sheet.getByRole('button', { name: 'Withdraw' });
  await expect(confirm).toBeDisabled();
  expect(await disabledReason(confirm)).toBe('Withdrawals are paused by the operator');
  await shoot(page, 'paused-sheet');
  expect(await withdrawals(page)).toEqual([]);

  // Resumed: the sheet, opened again, reads the policy afresh.
  await devOperator('resume', { reason: 'Drill over, payouts checked' });
  await sheet.locator('.rv-popup__close-icon').click();
  await expect(sheet).toBeHidden();
  sheet = await openSheet(page);
  await expect(sheet.getByTestId('withdrawals-paused')).toHaveCount(0);
  await sheet.getByLabel('Withdrawal amount').fill('0.1');
  await expect(sheet.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
});

test('awaiting review, then rejected: the reason, and the amount back in the income', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  const before = baseUnits(`${await withdrawableIncome(page).innerText()} SUI`);
  const sheet = await openSheet(page);
  await sheet.getByLabel('Withdrawal amount').fill(sui(REVIEW_AMOUNT));
  await expect(sheet.getByTestId('withdraw-review-hint')).toHaveText("Above 1 SUI, a withdrawal waits for an operator's review before you can complete it.");
  await shoot(page, 'review-hint-sheet');
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(page, 'Withdrawal requested. It is awaiting review');
  await expect(sheet).toBeHidden();

  // The card: awaiting review, the amount, the date asked, what happens next.
  await expect(page.getByRole('heading', { name: 'Withdrawal awaiting review' })).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-state', 'review');
  await expect(card(page)).toContainText('Awaiting review');
  expect(baseUnits(await cardFigure(page, 'Amount').innerText())).toBe(REVIEW_AMOUNT);
  await expect(cardFigure(page, 'Requested on')).not.toHaveText('--');
  await expect(card(page)).toContainText('If it is approved, it becomes a withdrawal you complete here with your wallet.');
  await expect(card(page)).toContainText('If it is rejected, the amount goes back to your withdrawable income.');
  await expect(card(page).getByRole('button', { name: 'Complete withdrawal' })).toHaveCount(0);
  await untilIndexed(page, async () => {
    // A figure first: right after the reload the card still shows its placeholder.
    await expect(withdrawableIncome(page)).toHaveText(/^\d/, { timeout: RELOADED_MS });
    expect(baseUnits(`${await withdrawableIncome(page).innerText()} SUI`)).toBe(before - REVIEW_AMOUNT);
  });
  await card(page).scrollIntoViewIfNeeded();
  await shoot(page, 'awaiting-review-card');

  // Rejected by an operator: the card says so, with the reason; the amount is back.
  const [inReview] = await withdrawals(page);
  expect(inReview).toMatchObject({ status: 'review', amount: REVIEW_AMOUNT.toString() });
  await devOperator('reject', { id: inReview!.id, reason: 'Payout address under review' });
  await expect(card(page)).toHaveAttribute('data-state', 'rejected', { timeout: CARD_REFRESH_MS });
  await expect(page.getByRole('heading', { name: 'Withdrawal rejected' })).toBeVisible();
  await expect(cardFigure(page, 'Reason')).toHaveText('Payout address under review');
  await expect(card(page)).toContainText('Nothing was paid out: the amount is back in your withdrawable income');
  // The card's change reads the balances again: the amount is back on screen, no reload.
  await expect.poll(async () => baseUnits(`${await withdrawableIncome(page).innerText()} SUI`)).toBe(before);
  await card(page).scrollIntoViewIfNeeded();
  await shoot(page, 'rejected-card');
  await card(page).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
});

test('awaiting review, then approved: a voucher the user completes on chain', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page);
  const sheet = await openSheet(page);
  await sheet.getByLabel('Withdrawal amount').fill(sui(REVIEW_AMOUNT));
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card(page)).toHaveAttribute('data-state', 'review');

  const [inReview] = await withdrawals(page);
  await devOperator('approve', { id: inReview!.id, reason: 'Checked against the payout address' });
  // The card follows by itself: a voucher to complete.
  await expect(card(page)).toHaveAttribute('data-state', 'pending', { timeout: CARD_REFRESH_MS });
  await expect(page.getByRole('heading', { name: 'Pending withdrawal' })).toBeVisible();
  const complete = card(page).getByRole('button', { name: 'Complete withdrawal' });
  await expect(complete).toBeEnabled();
  await complete.click();
  await expectToast(page, 'Withdrawal successful', { timeout: 30_000 });
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
  const { transactions } = await client.core.listTransactions({ filter: { sender: address }, include: { events: true }, order: 'descending' });
  const latest = transactions[0]!.$kind === 'Transaction' ? transactions[0]!.Transaction : transactions[0]!.FailedTransaction;
  const withdrawn = (latest.events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::swap::Withdrawn`));
  expect(BigInt(FINANCE_EVENT_LAYOUTS.Withdrawn.parse(withdrawn!.bcs).amount)).toBe(REVIEW_AMOUNT);
  await expect.poll(async () => (await withdrawals(page)).map((w) => w.status)).toEqual(['paid', 'rejected']);
});

test('waiting for the reserve: the voucher stays good and Complete waits; topped up, it is completed', async ({ page }) => {
  test.setTimeout(180_000);
  const wallet = await openSignedIn(page);
  // Signed at once; the user leaves the wallet before confirming: the voucher stays pending.
  wallet.onSignTransaction = () => false;
  const sheet = await openSheet(page);
  await sheet.getByLabel('Withdrawal amount').fill(sui(SMALL_AMOUNT));
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(page, /rejected/i, { timeout: 30_000 });
  await expect(card(page)).toHaveAttribute('data-state', 'pending');
  await sheet.locator('.rv-popup__close-icon').click();

  // The operator's reserve falls below the voucher: the card says it waits for a top-up.
  reserveBefore = await payoutReserve();
  await setPayoutReserve(LOW_RESERVE);
  await expect(async () => {
    await page.reload();
    await expect(card(page)).toHaveAttribute('data-state', 'waitingForReserve', { timeout: RELOADED_MS });
  }).toPass({ timeout: 60_000, intervals: [2_000, 3_000] });
  await expect(card(page)).toContainText('Waiting for the payout reserve');
  await expect(card(page)).toContainText("The pool's payout reserve cannot pay this withdrawal right now.");
  await expect(card(page)).toContainText('Your voucher stays valid and the amount is kept for you: nothing is lost.');
  const complete = card(page).getByRole('button', { name: 'Complete withdrawal' });
  await expect(complete).toBeDisabled();
  expect(await disabledReason(complete)).toBe('Available once the payout reserve has been topped up');
  await card(page).scrollIntoViewIfNeeded();
  await shoot(page, 'waiting-for-reserve-card');

  // Topped up: the card follows by itself, and the same voucher is paid.
  await setPayoutReserve(reserveBefore);
  await expect(card(page)).toHaveAttribute('data-state', 'pending', { timeout: CARD_REFRESH_MS });
  wallet.onSignTransaction = () => true;
  await expect(complete).toBeEnabled();
  await complete.click();
  await expectToast(page, 'Withdrawal successful', { timeout: 30_000 });
  await expect.poll(async () => (await withdrawals(page)).map((w) => [w.status, w.amount])[0]).toEqual(['paid', SMALL_AMOUNT.toString()]);
});

test('a request the reserve cannot cover is refused and explained: nothing is taken', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  await untilIndexed(page, async () => {
    await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0, { timeout: RELOADED_MS });
  });
  await expect(withdrawableIncome(page)).toHaveText(/^\d/, { timeout: RELOADED_MS });
  const before = await withdrawableIncome(page).innerText();
  // The sheet has read the policy with the full reserve; the reserve falls before the user asks.
  const sheet = await openSheet(page);
  await expect(sheet.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  reserveBefore = await payoutReserve();
  await setPayoutReserve(LOW_RESERVE);
  await sheet.getByLabel('Withdrawal amount').fill(sui(SMALL_AMOUNT));
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expect(sheet.getByTestId('withdraw-refused')).toHaveText(
    'Withdrawals are waiting for the payout reserve to be topped up. Nothing was taken: your income is safe',
  );
  await expect(page.getByText('Preparing the withdrawal…')).toHaveCount(0);
  await shoot(page, 'reserve-short-sheet');
  // The refusal is a 409 the browser logs: expected here.
  allowProblems(problems, /409 \(Conflict\)/);
  expect(await withdrawals(page)).not.toContainEqual(expect.objectContaining({ status: 'pending' }));
  // The sheet has read the policy again: any amount above what the reserve can pay is explained before it is sent.
  await sheet.getByLabel('Withdrawal amount').fill(sui(SMALL_AMOUNT + 1_000_000n));
  await expect(sheet.getByRole('alert')).toHaveText(/^The payout reserve can pay at most [\d.]+ SUI right now\./);
  await sheet.locator('.rv-popup__close-icon').click();
  await expect(withdrawableIncome(page)).toHaveText(before);
  await setPayoutReserve(reserveBefore);
});
