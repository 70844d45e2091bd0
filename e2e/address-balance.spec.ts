// A user whose funds sit in address balances (SIP-58), against the local stack at 375x812: the
// dev root funds them only through `0x2::coin::send_funds` (SUIL and USDC, no coin objects) plus
// one SUI coin next to SUI in the address balance. On the screens, through the test wallet, the
// user swaps SUIL, tops up USDC (its SUI fee too) and stakes SUI; each is checked on chain.
import type { Page } from '@playwright/test';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS, devRootKeypair } from '../localnet/packages/finance/dev-keys.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/test-wallet.ts';
import { balanceParts, bindInviter, client, execute, faucet, ids, PACKAGE, sendFunds, SUI, SUI_TYPE } from './support/chain.ts';
import { expect, gotoApp, test, waitForApp } from './support/console-guard.ts';
import { baseUnits, figure } from './support/figures.ts';
import { expectToast } from './support/toasts.ts';

const USDC = 1_000_000n;
const SUIL_TYPE = ids.SUIL_TYPE;
const USDC_TYPE = ids.USDC_TYPE;

const SwappedEvent = bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() });
const ToppedUpEvent = bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() });
const StakedEvent = bcs.struct('Staked', { user: bcs.Address, amount: bcs.u64() });

const user = new Ed25519Keypair();
const address = user.toSuiAddress();

test.describe.configure({ mode: 'serial' });

/** The user's newest transaction, with its events. */
async function lastTransaction() {
  const { transactions } = await client.core.listTransactions({ filter: { sender: address }, include: { events: true, effects: true }, order: 'descending', limit: 1 });
  const [t] = transactions;
  return t.$kind === 'Transaction' ? t.Transaction : t.FailedTransaction;
}

async function eventOf<T>(name: string, layout: { parse(b: Uint8Array): T }): Promise<T> {
  const tx = await lastTransaction();
  expect(tx.status.success).toBe(true);
  const event = (tx.events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::${name}`));
  if (!event) throw new Error(`no ${name} event in ${tx.digest}`);
  return layout.parse(event.bcs);
}

async function openConnected(page: Page, route: string) {
  await installTestWallet(page, { keypairs: [user] });
  await gotoApp(page, route);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const root = devRootKeypair();
  await faucet(DEV_ROOT_ADDRESS); // SUI for gas and to send, USDC to send; the root holds the genesis SUIL
  const coin = new Transaction();
  coin.transferObjects([coin.coin({ balance: 5n * SUI })], address);
  await execute(root, coin);
  await sendFunds(root, address, SUI_TYPE, 100n * SUI);
  await sendFunds(root, address, USDC_TYPE, 200n * USDC);
  await sendFunds(root, address, SUIL_TYPE, 300n * SUI);
  // Bound to the dev root, so the user may stake (signed here; gas from the user's funds).
  await bindInviter(user, DEV_ROOT_ADDRESS);
  expect(await balanceParts(address, SUIL_TYPE)).toEqual({ total: 300n * SUI, coins: 0n, address: 300n * SUI });
  expect(await balanceParts(address, USDC_TYPE)).toEqual({ total: 200n * USDC, coins: 0n, address: 200n * USDC });
  const sui = await balanceParts(address, SUI_TYPE);
  expect(sui.coins).toBeGreaterThan(0n);
  expect(sui.address).toBeGreaterThan(0n);
});

test('swaps SUIL held only in the address balance', async ({ page }) => {
  await openConnected(page, 'exchange');
  await expect(page.getByText('Available: 300 SUIL')).toBeVisible();
  await page.getByLabel('You pay (SUIL)').fill('5');
  await expect(figure(page, 'Amount out')).toHaveText(/ SUI$/);
  const minimum = baseUnits(await figure(page, 'Minimum received').innerText());
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expectToast(page, 'Exchanged successfully', { timeout: 20_000 });

  const swapped = await eventOf('swap::Swapped', SwappedEvent);
  expect(swapped.user).toBe(address);
  expect(BigInt(swapped.amount_in)).toBe(5n * SUI);
  expect(BigInt(swapped.amount_out)).toBeGreaterThanOrEqual(minimum);
  expect(await balanceParts(address, SUIL_TYPE)).toEqual({ total: 295n * SUI, coins: 0n, address: 295n * SUI });
});

test('tops up USDC held only in the address balance, with its SUI fee', async ({ page }) => {
  await openConnected(page, 'suilPledge');
  await page.getByRole('radio', { name: 'USDC' }).click();
  await page.getByLabel('Top-up amount').fill('60');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expectToast(page, 'Topped up successfully', { timeout: 20_000 });

  const event = await eventOf('topup::ToppedUp', ToppedUpEvent);
  expect(event).toEqual({ user: address, coin_type: USDC_TYPE.replace(/^0x/, ''), amount: (60n * USDC).toString() });
  expect(await balanceParts(address, USDC_TYPE)).toEqual({ total: 140n * USDC, coins: 0n, address: 140n * USDC });
});

test('stakes SUI from the coin and the address balance together', async ({ page }) => {
  const before = await balanceParts(address, SUI_TYPE);
  // More than either part alone: only both together pay for it.
  const amount = before.address + SUI;
  expect(amount).toBeGreaterThan(before.coins);
  const whole = amount / SUI;
  await openConnected(page, 'pledge1');
  await page.getByLabel('Pledge quantity').fill(whole.toString());
  await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
  await expectToast(page, 'Liquidity added', { timeout: 20_000 });

  const staked = await eventOf('liquidity::Staked', StakedEvent);
  expect(staked).toEqual({ user: address, amount: (whole * SUI).toString() });
  const after = await balanceParts(address, SUI_TYPE);
  expect(before.total - after.total).toBeGreaterThan(whole * SUI); // the stake and the gas
  expect(before.total - after.total).toBeLessThan(whole * SUI + SUI / 10n);
});
