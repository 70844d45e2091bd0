// A new user at 375x812 on the local stack: tops up each coin from the assets page and sees
// the app balance move on the same screen; stakes on the pledge page, claims on the hashrate
// page, and sees the remaining hashrate fall and the hashrate records fill, by type. Set up in
// this process: faucet, bound to the dev root, some SUIL from the dev root.
//
// Freshness: the figures from the server's index never show their value from before the
// user's own top-up or stake as current. From the action's success notice on, every painted
// frame is checked: the figure shows the new value, or its card says "Updating…". GET
// /api/indexer is held back for a moment, so the app cannot know the server has the
// transaction and the "Updating…" state is always seen; released, the figure reaches the new
// value without a reload. A reload right after a top-up still says "Updating…".
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Page, Route } from '@playwright/test';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { advanceClock, bindInviter, coinBalance, DAY_MS, faucet, ids, sendSuilFromDevRoot, SUI, SUI_TYPE } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { figure, RELOADED_MS } from './support/figures.ts';
import { logIn, openConnected } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();
const USDC = 1_000_000n;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await faucet(address);
  await faucet(DEV_ROOT_ADDRESS); // gas for the SUIL it sends
  await bindInviter(user, DEV_ROOT_ADDRESS);
  // A SUIL top-up needs at least 50 USDC in value (about 143 SUIL on localnet).
  await sendSuilFromDevRoot(address, 200n * SUI);
});

/** Holds every GET /api/indexer until `release()`: the app cannot learn that the index has the transaction. */
async function holdIndexer(page: Page): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  };
  await page.route('**/api/indexer', held);
  return {
    release: async () => {
      release();
      await page.unroute('**/api/indexer', held);
    },
  };
}

interface FreshnessWatch {
  /** Frames painted after the notice with the old value and no "Updating…" beside it. */
  stale: string[];
  /** Frames painted after the notice with "Updating…" in the figure's card. */
  updating: number;
  /** Frames painted after the notice. */
  frames: number;
}

/**
 * Watches every painted frame from the moment `notice` shows (at once when null): the figure
 * labelled `label` must not read `oldValue` unless its card's freshness note says "Updating…".
 */
async function watchFreshness(page: Page, label: string, oldValue: string, notice: string | null): Promise<void> {
  await page.evaluate(
    ({ label, oldValue, notice }) => {
      const watch: FreshnessWatch & { armed: boolean } = { stale: [], updating: 0, frames: 0, armed: notice === null };
      (window as unknown as { __freshness: typeof watch }).__freshness = watch;
      const tick = () => {
        if (!watch.armed) watch.armed = Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent?.includes(notice!));
        if (watch.armed) {
          watch.frames += 1;
          const item = Array.from(document.querySelectorAll('dl > div')).find((div) => div.querySelector('dt')?.textContent?.trim() === label);
          const value = item?.querySelector('dd')?.textContent?.trim() ?? null;
          const note = item?.closest('section')?.querySelector('[data-freshness]') as HTMLElement | null | undefined;
          const updating = note?.dataset.freshness === 'updating' && note.textContent === 'Updating…';
          if (updating) watch.updating += 1;
          if (value === oldValue && !updating) watch.stale.push(`${label} = ${value} with note "${note?.textContent ?? 'none'}" on ${location.hash} at frame ${watch.frames}`);
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { label, oldValue, notice },
  );
}

const freshness = (page: Page) => page.evaluate(() => (window as unknown as { __freshness: FreshnessWatch }).__freshness);

async function topUp(page: Page, coin: 'SUI' | 'SUIL' | 'USDC', amount: string) {
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  const sheet = page.locator('.rv-popup').filter({ hasText: 'Top-up amount' });
  await sheet.getByRole('radio', { name: coin, exact: true }).click();
  await expect(sheet.getByText(new RegExp(`^Available: .* ${coin}$`))).toBeVisible();
  await sheet.getByLabel('Top-up amount').fill(amount);
  // SUIL is valued by the chain's quote before it is sent (at least 50 USDC in value).
  if (coin === 'SUIL') await expect(figure(page, 'Worth')).toHaveText(/^≈ [\d,.]+ USDC$/);
  await sheet.getByRole('button', { name: 'Top up', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Topped up successfully' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('button', { name: /^Copy transaction ID \w{4}…\w{4}$/ })).toBeVisible();
  // Done: the sheet closes on the assets page; the user closes the notice (the next top-up has its own).
  await expect(sheet).toBeHidden();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Topped up successfully')).toHaveCount(0);
}

test('assets: tops up SUI, SUIL and USDC from the wallet, and the app balance moves on the same screen', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'assets', user);
  await logIn(page, wallet);
  await expect(figure(page, 'SUI')).toHaveText('0');

  const suil = await coinBalance(address, ids.SUIL_TYPE);
  const usdc = await coinBalance(address, ids.USDC_TYPE);
  const indexer = await holdIndexer(page);
  await watchFreshness(page, 'SUI', '0', 'Topped up successfully');
  await topUp(page, 'SUI', '2.5');
  // The server may have read the top-up or not: the app does not know yet, and says so.
  const balanceCard = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Balance in the app' }) });
  await expect(balanceCard.getByRole('status')).toHaveText('Updating…');
  await expect.poll(async () => (await freshness(page)).updating).toBeGreaterThan(0);
  await indexer.release();
  await expect(figure(page, 'SUI')).toHaveText('2.5', { timeout: 30_000 });
  await expect(balanceCard.getByRole('status')).toHaveText('');
  const watched = await freshness(page);
  expect(watched.stale).toEqual([]);
  expect(watched.frames).toBeGreaterThan(watched.updating);
  // Reloaded right after the top-up: the tab still knows the top-up is awaited.
  const reloaded = await holdIndexer(page);
  await topUp(page, 'SUIL', '150');
  await page.reload();
  await watchFreshness(page, 'SUIL', '0', null);
  await expect(balanceCard.getByRole('status')).toHaveText('Updating…', { timeout: RELOADED_MS });
  await reloaded.release();
  await expect(figure(page, 'SUIL')).toHaveText('150', { timeout: 30_000 });
  await expect(balanceCard.getByRole('status')).toHaveText('');
  expect((await freshness(page)).stale).toEqual([]);
  expect(await coinBalance(address, ids.SUIL_TYPE)).toBe(suil - 150n * SUI);
  await topUp(page, 'USDC', '60');
  await expect(figure(page, 'USDC')).toHaveText('60', { timeout: 30_000 });
  expect(await coinBalance(address, ids.USDC_TYPE)).toBe(usdc - 60n * USDC);
  expect(wallet.requests.filter((r) => r.method === 'signAndExecuteTransaction')).toHaveLength(3);

  // The three top-ups in the records, newest first, from the server's index of the chain.
  const records = page.getByRole('tabpanel');
  await expect(records.getByText(/^[\d.]+ (SUI|SUIL|USDC)$/)).toHaveText(['60 USDC', '150 SUIL', '2.5 SUI']);
});

test('hashrate: a stake and a claim fill the records by type; the claim lowers the remaining hashrate', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'pledge1', user);
  // From the stake's notice on, the total hashrate never reads its old 0 as current.
  await watchFreshness(page, 'Total hashrate', '0', 'Liquidity added');
  await page.getByLabel('Pledge quantity').fill('100');
  await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
  await expectToast(page, 'Liquidity added', { timeout: 30_000 });

  // A day of mining at 1 %: about 1 SUIL to claim.
  await advanceClock(DAY_MS);
  // To the hashrate tab at once, as a user does (in the app, no reload): the server may not have
  // read the stake yet, and the app does not know until GET /api/indexer answers.
  const indexer = await holdIndexer(page);
  await page.evaluate(() => (window.location.hash = '#/hashrate'));
  await expect(page.getByRole('heading', { name: 'My hashrate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  // Signed in in the first test; this page is a new browser context: sign in here.
  await logIn(page, wallet);
  const hashrateCard = page.locator('section').filter({ has: page.getByRole('heading', { name: 'My hashrate' }) });
  await expect(hashrateCard.getByRole('status')).toHaveText('Updating…');
  await expect.poll(async () => (await freshness(page)).updating).toBeGreaterThan(0);
  await indexer.release();
  await expect(figure(page, 'Total hashrate')).toHaveText('100', { timeout: 30_000 });
  await expect(hashrateCard.getByRole('status')).toHaveText('');
  const watched = await freshness(page);
  expect(watched.stale).toEqual([]);
  // Remaining is the chain's, net of what accrued (docs/contract.md): 100 less about 1 a day later.
  await expect(figure(page, 'Remaining hashrate')).toHaveText(/^98\.99\d*$|^99$/);
  await expect(figure(page, 'Claim amount')).toHaveText(/SUIL$/);
  const suiBefore = await coinBalance(address, SUI_TYPE);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expectToast(page, 'Claimed successfully', { timeout: 30_000 });
  expect(await coinBalance(address, SUI_TYPE)).toBeLessThan(suiBefore); // gas only: claimed as SUIL
  // The claim released about 1 of the 100: remaining falls, total stays.
  await expect(figure(page, 'Remaining hashrate')).toHaveText(/^98\.99\d*$|^99(\.\d+)?$/, { timeout: 30_000 });
  await expect(figure(page, 'Total hashrate')).toHaveText('100');
  const remaining = await figure(page, 'Remaining hashrate').innerText();

  await page.getByRole('link', { name: 'Records' }).first().click();
  await expect(page).toHaveURL(/#\/hashrateLog$/);
  // Until the server has read the claim, the log says its figures are updating: read them once it does not.
  await expect(page.locator('[data-freshness]')).toHaveAttribute('data-freshness', 'current', { timeout: 30_000 });
  await expect(figure(page, 'Staking')).toHaveText('+100');
  const released = await figure(page, 'Static').innerText();
  expect(released).toMatch(/^-1(\.\d+)?$|^-0\.99\d*$/);
  // Total less what was released is what the hashrate page showed as remaining (both cut to 4
  // decimals), less what accrued between the claim and the page's reading of the chain.
  const tenThousandths = (text: string) => Math.round(Number(text) * 10_000);
  expect(Math.abs(100 * 10_000 + tenThousandths(released) - tenThousandths(remaining))).toBeLessThanOrEqual(2);
  await expect(page.getByText('Staked', { exact: true })).toBeVisible();
  await expect(page.getByText('+100', { exact: true }).last()).toBeVisible();
  await page.getByRole('tablist').getByText('Static', { exact: true }).click();
  await expect(page.getByText('Released by a claim', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(released, { exact: true })).toBeVisible();
  await page.getByRole('tablist').getByText('Transaction fee income', { exact: true }).click();
  await expect(page.getByText('No records of this type yet')).toBeVisible();
});
