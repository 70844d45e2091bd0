// Every corner agrees on a claim taken as SUI (issue 35), at 375x812 on the local stack. The user
// is set up in this process (faucet, bound to the dev root, 20 SUI staked, a friend bound to the
// user who stakes too), the chain's clock moved a day; then the user claims as SUI on the
// hashrate page, and the SUIL claimed, the fee and the SUI received read the same on the
// hashrate page, the income page (SUI income, in the SUI total) and the claim records, as the
// chain's own Claimed event has them. The claim preview is of the same reading as the claimable
// beside it, before and after the claim. Then the friend claims (promotion hashrate for the
// user), the user unstakes everything in two 10 SUI unstakes: the records list both, and the
// hashrate page says what is left of the total and why it cannot be claimed.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag } from '@mysten/sui/utils';
import type { Page } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_EVENT_LAYOUTS } from '../server/indexer/events.ts';
import { formatDisplay } from '../src/chain/amount.ts';
import { advanceClock, bindInviter, claimInSui, client, DAY_MS, execute, faucet, ids, PACKAGE, stake, SUI } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { figure } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const user = new Ed25519Keypair();
const friend = new Ed25519Keypair();
const address = user.toSuiAddress();

test.describe.configure({ mode: 'serial' });

const suil = (value: bigint) => `${formatDisplay(value, 9)} SUIL`;
const sui = (value: bigint) => `${formatDisplay(value, 9)} SUI`;
const hashrate = (value: bigint) => formatDisplay(value, 9);

/** The Claimed event of the user's latest transaction, from the chain. */
async function lastClaimed() {
  const { transactions } = await client.core.listTransactions({ filter: { sender: address }, include: { events: true }, order: 'descending', limit: 1 });
  const tx = transactions[0]!.$kind === 'Transaction' ? transactions[0]!.Transaction : transactions[0]!.FailedTransaction;
  const event = (tx.events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::liquidity::Claimed`));
  if (!event) throw new Error(`no Claimed event in ${tx.digest}`);
  return FINANCE_EVENT_LAYOUTS.Claimed.parse(event.bcs);
}

/** liquidity::unstake of `amount`, signed by the user here. */
async function unstake(amount: bigint) {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE}::liquidity::unstake`,
    arguments: [tx.object(ids.FINANCE_POOL), tx.object(ids.UNSTAKE_CONFIG), tx.object(ids.LIQUIDITY_SWAP), tx.pure.u64(amount), tx.object('0x6')],
  });
  await execute(user, tx);
}

/** Goes to `hash` in the app, as its links do (no reload: the wallet and the session stay). */
async function goTo(page: Page, hash: string) {
  await page.evaluate((to) => (window.location.hash = to), hash);
}

/** The claim preview beside the claimable: the same SUIL (or, with nothing pending, no preview). */
async function expectPreviewOfTheReading(page: Page) {
  await expect
    .poll(
      async () => {
        const claimable = (await figure(page, 'Claimable').innerText()).trim();
        const claimAmount = (await figure(page, 'Claim amount').innerText()).trim();
        return claimAmount === claimable || (claimable === '0 SUIL' && claimAmount === '--') ? 'same' : `${claimAmount} beside ${claimable}`;
      },
      { timeout: 10_000 },
    )
    .toBe('same');
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await faucet(address);
  await faucet(friend.toSuiAddress());
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await bindInviter(friend, address);
  await stake(user, 20n * SUI);
  await stake(friend, 20n * SUI);
  // A day of mining at 1 %: about 0.2 SUIL each.
  await advanceClock(DAY_MS);
});

test('a claim taken as SUI reads the same on the hashrate page, the income page and the claim records', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'hashrate', user);
  await logIn(page, wallet);
  await page.getByRole('radio', { name: 'SUI', exact: true }).click();
  await expect(figure(page, 'You receive')).toHaveText(/ SUI$/);
  await expectPreviewOfTheReading(page);

  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expectToast(page, 'Claimed successfully', { timeout: 30_000 });
  const claimed = await lastClaimed();
  expect(claimed.mode).toBe(1);
  const reward = BigInt(claimed.reward_value);
  const fee = BigInt(claimed.reward_value_fee);
  const received = BigInt(claimed.claim_sui_amount);
  expect(received).toBeGreaterThan(0n);

  // The hashrate page: what arrived, and a preview that is again the claimable beside it.
  await expect(page.getByText(`You received ${sui(received)}`, { exact: true })).toBeVisible();
  await expectPreviewOfTheReading(page);

  // The income page: the SUI received, out of the SUIL claimed; counted as SUI income.
  await goTo(page, '#/income');
  // The record's row: its detail line's block and the amount beside it.
  const incomeRow = page.getByRole('tabpanel').getByText(`Claimed ${suil(reward)}`, { exact: true }).locator('xpath=../..');
  await expect(incomeRow).toBeVisible({ timeout: 30_000 });
  await expect(incomeRow).toContainText(`+${sui(received)}`);
  await expect(figure(page, 'Total income (SUI)')).toHaveText(hashrate(received));
  await expect(figure(page, 'Total income (SUIL)')).toHaveText('0');

  // The claim records: the same claim, the same figures.
  await goTo(page, '#/collection');
  await expect(page.getByText('In SUI', { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await expect(figure(page, 'Claim amount')).toHaveText(suil(reward));
  await expect(figure(page, /^Fee deducted/)).toHaveText(suil(fee));
  await expect(figure(page, 'You receive')).toHaveText(sui(received));
});

test('after unstaking everything: both unstakes listed, and the page says what is left of the total and why it cannot be claimed', async ({ page }) => {
  test.setTimeout(120_000);
  // The friend claims as SUI: 10 % of its SUI value is the user's direct income and promotion hashrate.
  const friendClaim = await claimInSui(friend);
  const promotion = (BigInt(friendClaim.claim_sui_amount) * 1_000n) / 10_000n;
  expect(promotion).toBeGreaterThan(0n);
  // Past the 7-day lock, the user takes the 20 SUI out in two unstakes of 10.
  await advanceClock(8 * DAY_MS);
  await unstake(10n * SUI);
  await unstake(10n * SUI);

  const wallet = await openConnected(page, 'hashrate', user);
  await logIn(page, wallet);
  await expect(figure(page, 'Total hashrate')).toHaveText(hashrate(20n * SUI + promotion), { timeout: 30_000 });
  await expect(figure(page, 'Remaining hashrate')).toHaveText('0');
  await expect(figure(page, 'Claimable')).toHaveText('0 SUIL');
  await expect(page.getByTestId('hashrate-no-position')).toHaveText(
    'You have no liquidity staked, so no hashrate is left to release: add liquidity to mine SUIL again.',
  );
  await expect(page.getByTestId('hashrate-not-releasable')).toHaveText(
    `${hashrate(promotion)} of your total hashrate is promotion and transaction fee hashrate: it counts in the total, but SUIL is released only from staked liquidity, so it cannot be claimed.`,
  );

  // The records: both unstakes, each with the 10 SUI it took out.
  await page.getByRole('link', { name: 'Records' }).first().click();
  await expect(page).toHaveURL(/#\/hashrateLog$/);
  await expect(page.getByRole('tabpanel').getByText('Unstaked', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('tabpanel').getByText('10 SUI unstaked', { exact: true })).toHaveCount(2);
  await expect(figure(page, 'Promotion')).toHaveText(`+${hashrate(promotion)}`);
});
