// The hashrate rule end to end (docs/contract.md, "Rewards and the hashrate rule"): rewards accrue out
// of a position's hashrate and stop when it reaches 0; the position has then ended. A new user
// stakes 420 SUI (1 % a day: 4.2 SUIL a day, used up after 100 days), and the chain's clock
// moves: at 98 days the position is still in progress with 8.4 of hashrate left; at 180 days
// the hashrate page reads remaining 0 and claimable 420 SUIL (what the hashrate allowed, not
// the 756 that 180 days at the rate would make), the pledge details say Ended, with no daily
// yield; the claim pays exactly 420 SUIL less the fee, and nothing accrues after it.
//
// With SUIL_SHOTS_DIR set, the hashrate page is saved before and after the 180 days
// (hashrate-before.png, hashrate-after.png), and the ended position's details
// (pledge-details-ended.png), for the release note.
import path from 'node:path';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Page } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { advanceClockForServer, bindInviter, coinBalance, DAY_MS, faucet, ids, stake, SUI } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { figure, RELOADED_MS } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const STAKE = 420n * SUI;
const SHOTS = process.env.SUIL_SHOTS_DIR;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await faucet(address);
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await stake(user, STAKE);
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

/** The hashrate page again, as a user comes back to it: reloaded, the wallet back, signed in. */
async function reopenHashrate(page: Page) {
  await page.evaluate(() => (window.location.hash = '#/hashrate'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My hashrate' })).toBeVisible({ timeout: RELOADED_MS });
}

test('hashrate: accrual stops when the hashrate is used up; the claim pays what it allowed; nothing accrues after', async ({ page }) => {
  test.setTimeout(180_000);
  const wallet = await openConnected(page, 'hashrate', user);
  await logIn(page, wallet);

  // Just staked: 420 of hashrate, nothing accrued yet to speak of.
  await expect(figure(page, 'Total hashrate')).toHaveText('420', { timeout: 30_000 });
  await expect(figure(page, 'Remaining hashrate')).toHaveText(/^419\.99\d*$|^420$/);
  await expect(figure(page, 'Daily release ratio')).toHaveText('1.00%');
  await expect(figure(page, 'Claimable')).toHaveText(/^0(\.\d+)? SUIL$/);
  await expect(page.getByTestId('hashrate-runs-out')).toBeVisible();
  await expect(page.getByText('Logged in', { exact: true })).toBeHidden({ timeout: 10_000 });
  await shot(page, 'hashrate-before.png');

  // 98 days: 411.6 SUIL accrued, 8.4 of hashrate left; still in progress, earning 4.2 a day.
  await advanceClockForServer(98 * DAY_MS);
  await page.evaluate((id) => (window.location.hash = `#/pledgeDetails1?id=${id}`), address);
  await page.reload();
  await expect(figure(page, 'Status')).toHaveText('In progress', { timeout: RELOADED_MS });
  await expect(figure(page, 'Current daily yield')).toHaveText('4.2 SUIL');
  await expect(figure(page, 'Hashrate left')).toHaveText(/^8\.39\d*$|^8\.4$/);
  await expect(figure(page, 'Lock')).toHaveText('Unlocked');
  await expect(page.getByTestId('position-ended')).toHaveCount(0);

  // 180 days in all: the hashrate ran out at day 100. Remaining 0; claimable exactly the 420 the
  // hashrate allowed (not 756); the total stays what was gained.
  await advanceClockForServer(82 * DAY_MS);
  await reopenHashrate(page);
  await expect(figure(page, 'Claimable')).toHaveText('420 SUIL', { timeout: RELOADED_MS });
  await expect(figure(page, 'Remaining hashrate')).toHaveText('0');
  await expect(figure(page, 'Total hashrate')).toHaveText('420', { timeout: RELOADED_MS });
  await expect(page.getByTestId('hashrate-used-up')).toHaveText('Your hashrate is used up: nothing more accrues until you add liquidity.');
  await expect(figure(page, 'Claim amount')).toHaveText('420 SUIL');
  await expect(figure(page, 'Fee deducted (3.00%)')).toHaveText('12.6 SUIL');
  await expect(figure(page, 'You receive')).toHaveText('407.4 SUIL');
  await expect(page.getByText('Your hashrate is used up, so nothing more accrues: the amount claimed is exactly what is shown.')).toBeVisible();
  await shot(page, 'hashrate-after.png');

  // The pledge details: Ended only now, no daily yield, the income still there to withdraw.
  await page.evaluate((id) => (window.location.hash = `#/pledgeDetails1?id=${id}`), address);
  await expect(figure(page, 'Status')).toHaveText('Ended', { timeout: RELOADED_MS });
  await expect(figure(page, 'Current daily yield')).toHaveText('0 SUIL');
  await expect(figure(page, 'Hashrate left')).toHaveText('0');
  await expect(figure(page, 'End time')).toHaveText('Hashrate used up');
  await expect(page.getByTestId('withdrawable-income')).toHaveText('420 SUIL');
  await expect(page.getByTestId('position-ended')).toBeVisible();
  await shot(page, 'pledge-details-ended.png');

  // Claim on the hashrate page: exactly 420 SUIL less the 3 % fee arrives.
  await page.evaluate(() => (window.location.hash = '#/hashrate'));
  await expect(figure(page, 'Claim amount')).toHaveText('420 SUIL', { timeout: RELOADED_MS });
  const suilBefore = await coinBalance(address, ids.SUIL_TYPE);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expectToast(page, 'Claimed successfully', { timeout: 30_000 });
  expect((await coinBalance(address, ids.SUIL_TYPE)) - suilBefore).toBe(407_400_000_000n);
  await expect(figure(page, 'Claimable')).toHaveText('0 SUIL', { timeout: 30_000 });
  await expect(figure(page, 'Remaining hashrate')).toHaveText('0');
  await expect(figure(page, 'Total hashrate')).toHaveText('420');

  // Thirty days later nothing has accrued: nothing to claim, and nothing is sent.
  await advanceClockForServer(30 * DAY_MS);
  await reopenHashrate(page);
  await expect(figure(page, 'Claimable')).toHaveText('0 SUIL', { timeout: RELOADED_MS });
  await expect(figure(page, 'Remaining hashrate')).toHaveText('0');
  await expect(page.getByTestId('hashrate-used-up')).toBeVisible();
  const signsBefore = wallet.requests.filter((r) => r.method === 'signTransaction' || r.method === 'signAndExecuteTransaction').length;
  // Claim is disabled, and says why under it.
  const claim = page.getByRole('button', { name: 'Claim', exact: true });
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveAccessibleDescription('No Suil available to claim');
  expect(wallet.requests.filter((r) => r.method === 'signTransaction' || r.method === 'signAndExecuteTransaction')).toHaveLength(signsBefore);
  expect(await coinBalance(address, ids.SUIL_TYPE)).toBe(suilBefore + 407_400_000_000n);
});
