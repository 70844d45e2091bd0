// Binding and liquidity against the local stack at 375x812: a new user opens an invite link,
// connects the test wallet (keys sign in this process), is sent to not_bound with the inviter
// pre-filled, binds, adds 20 SUI on pledge1, withdraws a day's income and, after the lock,
// unstakes. Every figure checked on screen is checked against the chain too. Then the failure
// paths: below the minimum (nothing asked of the wallet) and a rejected signature (nothing on
// chain). Last, the number of node requests each screen makes on load, for the report.
import type { Page } from '@playwright/test';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { answerSlushMetadata } from './fixtures/slush-metadata.ts';
import { installTestWallet, TEST_WALLET_NAME, type TestWallet } from './fixtures/test-wallet.ts';
import { advanceClock, client, coinBalance, DAY_MS, faucet, ids, PACKAGE, SUI, SUI_TYPE } from './support/chain.ts';
import { APP_PATH, expect, test, waitForApp } from './support/console-guard.ts';
import { baseUnits, figure } from './support/figures.ts';
import { expectToast } from './support/toasts.ts';

const user = new Ed25519Keypair();
const address = user.toSuiAddress();

test.describe.configure({ mode: 'serial' });

const balance = (coinType: string) => coinBalance(address, coinType);

/** finance::info and liquidity::position read from the node in this process, as views. */
async function chainState() {
  const tx = new Transaction();
  tx.setSender(address);
  tx.moveCall({ target: `${PACKAGE}::finance::info`, arguments: [tx.object(ids.FINANCE_OBJECT), tx.pure.address(address)] });
  const [now] = tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object('0x6')] });
  tx.moveCall({ target: `${PACKAGE}::liquidity::position`, arguments: [tx.object(ids.FINANCE_POOL), tx.pure.address(address), now] });
  const result = await client.core.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  if (result.$kind !== 'Transaction') throw new Error('views failed');
  const [info, , position] = result.commandResults!;
  const u64 = (i: number) => BigInt(bcs.u64().parse(position.returnValues[i].bcs));
  return {
    inviter: normalizeSuiAddress(bcs.Address.parse(info.returnValues[1].bcs)),
    principal: u64(0),
    pending: u64(3),
  };
}

const signRequests = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'signTransaction' || r.method === 'signAndExecuteTransaction').length;

/** The node's gRPC-web requests the page makes, by method (path), while `during` runs. */
async function nodeRequests(page: Page, during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.port === '9000') seen.push(url.pathname.split('/').pop() ?? url.pathname);
  };
  page.on('request', listener);
  try {
    await during();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listener);
  }
  return seen;
}

/**
 * English, nothing remembered, only the test wallet (the localnet build's own wallet and the
 * Slush web wallet switched off), set once per test so reloads keep the session.
 */
async function prepare(page: Page): Promise<TestWallet> {
  await answerSlushMetadata(page, { enabled: false });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('suil-e2e-ready')) return;
    sessionStorage.setItem('suil-e2e-ready', '1');
    localStorage.clear();
    localStorage.setItem('language', 'en_US');
    localStorage.setItem('suil:disable-local-wallet', '1');
  });
  return installTestWallet(page, { keypairs: [user] });
}

async function connect(page: Page) {
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
}

async function confirm(page: Page) {
  // react-vant's dialog carries no dialog role.
  await page.locator('.rv-dialog').getByRole('button', { name: 'Confirm' }).click();
}

test.beforeAll(async () => {
  await faucet(address);
});

test('invite link, bind, add 20 SUI, withdraw a day of income, unstake after the lock', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await prepare(page);

  // The invite link; connecting sends the new user to not_bound with the inviter kept.
  await page.goto(`${APP_PATH}#/?inviter=${DEV_ROOT_ADDRESS}`);
  await connect(page);
  await expect(page).toHaveURL(/#\/not_bound/);
  await expect(page.getByLabel('Inviter address')).toHaveValue(DEV_ROOT_ADDRESS);
  expect((await chainState()).inviter).toBe(normalizeSuiAddress('0x0'));

  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expectToast(page, 'Inviter bound');
  await expect(page).toHaveURL(/#\/$/);
  expect((await chainState()).inviter).toBe(normalizeSuiAddress(DEV_ROOT_ADDRESS));
  // Bound: the guard lets the user stay on other pages.
  await page.getByRole('link', { name: 'Liquidity pledge' }).click();
  await expect(page).toHaveURL(/#\/pledge1$/);
  await expect(page.getByText('Minimum 20 SUI')).toBeVisible();
  await expect(page.getByText('You have no liquidity position yet')).toBeVisible();

  // Add 20 SUI.
  const signsBefore = signRequests(wallet);
  await page.getByLabel('Pledge quantity').fill('20');
  await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
  await expectToast(page, 'Liquidity added');
  expect(signRequests(wallet)).toBe(signsBefore + 1);
  const position = page.getByTestId('pledge-position');
  await expect(figure(page, 'Principal')).toHaveText('20 SUI');
  expect((await chainState()).principal).toBe(20n * SUI);
  await expect(position).toContainText('In progress');

  // A day later (the chain's clock): income to withdraw.
  await advanceClock(DAY_MS);
  await page.reload();
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/#\/pledgeDetails1\?id=/);
  await expect(figure(page, 'Days')).toHaveText('1 day');
  const income = baseUnits((await page.getByTestId('withdrawable-income').textContent()) ?? '');
  expect(income).toBeGreaterThanOrEqual((20n * SUI * 100n) / 10_000n); // 1 % of 20 SUI a day
  await expect(figure(page, 'Current daily yield')).toHaveText('0.2 SUIL');
  await expect(figure(page, 'Fee deducted (3.00%)')).toContainText('SUIL');
  // Locked for 7 days: unstaking is held, and the button says until when.
  const unstakeButton = page.getByRole('button', { name: 'Unstake', exact: true });
  await expect(unstakeButton).toBeDisabled();
  await expect(unstakeButton).toHaveAccessibleDescription(/^Locked until /);

  const suilType = ids.SUIL_TYPE;
  const suilBefore = await balance(suilType);
  await page.getByRole('button', { name: 'Withdraw income' }).click();
  await expect(page.getByText('After withdrawing, your withdrawable income starts again from zero. Continue?')).toBeVisible();
  await confirm(page);
  await expectToast(page, 'Income withdrawn');
  const received = (await balance(suilType)) - suilBefore;
  // At least the day's income less the 3 % fee.
  expect(received).toBeGreaterThanOrEqual(income - (income * 300n) / 10_000n);
  await expect(page.getByTestId('withdrawable-income')).toHaveText(/^0(\.0+\d*)? SUIL$/);

  // Past the lock: preview, then unstake all.
  await advanceClock(7 * DAY_MS);
  await page.reload();
  // Unlocked, and still in progress: 8 days at 1 % used 8 % of the hashrate (docs/contract.md).
  await expect(figure(page, 'Lock')).toHaveText('Unlocked');
  await expect(figure(page, 'Status')).toHaveText('In progress');
  await page.getByLabel('Unstake quantity').fill('20');
  await expect(figure(page, 'SUI you receive')).toHaveText('19.6 SUI'); // 20 less the 2 % fee
  await expect(figure(page, 'Unstake fee (2.00%)')).toHaveText('0.4 SUI');
  const suiBefore = await balance(SUI_TYPE);
  await page.getByRole('button', { name: 'Unstake', exact: true }).click();
  await confirm(page);
  await expectToast(page, 'Unstaked');
  await expect(page.getByText('You have no liquidity position yet')).toBeVisible();
  expect((await chainState()).principal).toBe(0n);
  const suiGain = (await balance(SUI_TYPE)) - suiBefore;
  // 19.6 SUI back, less this transaction's gas (well under 0.1 SUI on localnet).
  expect(suiGain).toBeGreaterThan(19_500_000_000n);
  expect(suiGain).toBeLessThanOrEqual(19_600_000_000n);
});

test('below the minimum: a message, and nothing is asked of the wallet', async ({ page }) => {
  const wallet = await prepare(page);
  await page.goto(`${APP_PATH}#/pledge1`);
  await connect(page);
  await expect(page.getByText('Minimum 20 SUI')).toBeVisible();
  await page.getByLabel('Pledge quantity').fill('19');
  await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The pledge quantity cannot be less than 20 SUI');
  expect(signRequests(wallet)).toBe(0);
  expect((await chainState()).principal).toBe(0n);
});

test('a rejected signature: the wallet’s message, and nothing on chain', async ({ page }) => {
  const wallet = await prepare(page);
  wallet.onSignTransaction = () => false;
  await page.goto(`${APP_PATH}#/pledge1`);
  await connect(page);
  await expect(page.getByText('Minimum 20 SUI')).toBeVisible();
  const suiBefore = await balance(SUI_TYPE);
  await page.getByLabel('Pledge quantity').fill('20');
  await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
  await expectToast(page, 'User rejected the request');
  expect(signRequests(wallet)).toBe(1);
  expect((await chainState()).principal).toBe(0n);
  expect(await balance(SUI_TYPE)).toBe(suiBefore);
});

test('node requests per screen on load (reported)', async ({ page }) => {
  await prepare(page);
  await page.goto(`${APP_PATH}#/`);
  await connect(page);
  const counts: Record<string, string[]> = {};
  const screens: [route: string, ready: () => Promise<void>][] = [
    ['', () => expect(page.getByTestId('balance-SUI')).toBeVisible()],
    ['pledge1', () => expect(page.getByText('You have no liquidity position yet')).toBeVisible()],
    [`pledgeDetails1?id=${address}`, () => expect(page.getByText('You have no liquidity position yet')).toBeVisible()],
    ['flow', () => expect(page.getByText('You have no liquidity in the pool yet')).toBeVisible()],
    [`flowDetails?id=${address}`, () => expect(page.getByText('You have no liquidity in the pool yet')).toBeVisible()],
    ['not_bound', () => expect(page.getByText('Your address is already bound to an inviter.')).toBeVisible()],
  ];
  for (const [route, ready] of screens) {
    // In-app first (a hash change), then a full load of that screen is what is counted.
    await page.goto(`${APP_PATH}#/${route}`);
    await ready();
    await page.waitForLoadState('networkidle');
    counts[`/${route.split('?')[0]}`] = await nodeRequests(page, async () => {
      await page.reload();
      await ready();
    });
  }
  const report = Object.entries(counts)
    .map(([route, methods]) => `${route}: ${methods.length} (${methods.join(', ')})`)
    .join('\n');
  console.log(`[node requests on load, connected, full reload]\n${report}`);
  test.info().annotations.push({ type: 'node requests on load', description: report });
  // The counting works (every screen with figures reads the node) ...
  for (const [route, methods] of Object.entries(counts)) if (route !== '/not_bound') expect(methods.length, route).toBeGreaterThan(0);
  // ... and the binding, once seen on this device, is not read again: a bound user's not_bound
  // page (which only says so) costs the node nothing.
  expect(counts['/not_bound']).toEqual([]);
});
