// Hashrate, exchange and SuiL top-up against the local stack at 375x812. The user is set up in
// this process with @mysten/sui and the package's Move targets (faucet, bind to the dev root,
// stake), the chain's clock is moved a day, and then the screens do the rest through the test
// wallet (keys sign here). Every figure checked on screen is checked against the chain too.
import type { Page } from '@playwright/test';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS, devRootKeypair } from '../localnet/packages/finance/dev-keys.ts';
import type { TestWallet } from './fixtures/test-wallet.ts';
import { advanceClock, bindInviter, client, coinBalance, DAY_MS, execute, faucet, ids, PACKAGE, sendSuilFromDevRoot, stake, SUI, SUI_TYPE } from './support/chain.ts';
import { expect, test } from './support/console-guard.ts';
import { logIn, openConnected as openConnectedAs } from './support/session.ts';
import { baseUnits, figure, shownUnit } from './support/figures.ts';
import { expectToast } from './support/toasts.ts';

const USDC = 1_000_000n;
const STAKE = 500n * SUI;

const SUIL_TYPE = ids.SUIL_TYPE;
const USDC_TYPE = ids.USDC_TYPE;

const ClaimedEvent = bcs.struct('Claimed', {
  user: bcs.Address,
  mode: bcs.u8(),
  claim_sui_amount: bcs.u64(),
  reward_value: bcs.u64(),
  reward_value_fee: bcs.u64(),
});
const SwappedEvent = bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() });
const ToppedUpEvent = bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() });

const user = new Ed25519Keypair();
const address = user.toSuiAddress();

test.describe.configure({ mode: 'serial' });

const balance = (coinType: string) => coinBalance(address, coinType);

/** The user's transactions since the start, newest first, with events, balance changes and gas. */
async function userTransactions() {
  const { transactions } = await client.core.listTransactions({
    filter: { sender: address },
    include: { events: true, effects: true, balanceChanges: true },
    order: 'descending',
  });
  return transactions.map((t) => (t.$kind === 'Transaction' ? t.Transaction : t.FailedTransaction));
}

function eventOf<T>(tx: Awaited<ReturnType<typeof userTransactions>>[number], name: string, layout: { parse(b: Uint8Array): T }): T {
  const event = (tx.events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::${name}`));
  if (!event) throw new Error(`no ${name} event in ${tx.digest}`);
  return layout.parse(event.bcs);
}

function gasCost(tx: Awaited<ReturnType<typeof userTransactions>>[number]): bigint {
  const gas = tx.effects!.gasUsed;
  return BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
}

/** The screens show no account button; connected = no 'Connect Wallet' left and the address stored. */
async function expectConnected(page: Page) {
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(address);
}

const openConnected = (page: Page, route: string) => openConnectedAs(page, route, user);

const signRequests = (wallet: TestWallet) => wallet.requests.filter((r) => r.method !== 'connect' && r.method !== 'disconnect').length;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // Funds: SUI and USDC from the faucet for the user; SUI for the dev root's gas (it moves the pool later).
  await faucet(address);
  await faucet(DEV_ROOT_ADDRESS);
  // Bound to the dev root (a valid user), then staked: the user mines from now on.
  await bindInviter(user, DEV_ROOT_ADDRESS);
  await stake(user, STAKE);
  // A day of mining: 500 SUI at 1 %/day = 5 SUIL pending.
  await advanceClock(DAY_MS);
});

test('hashrate: figures from the chain, claim in SUIL then in SUI, quick exchange', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'hashrate');

  // Total and remaining hashrate are the server's (from the chain's events): a sign-in first.
  await expect(figure(page, 'Total hashrate')).toHaveText('--');
  await logIn(page, wallet);
  await expect(figure(page, 'Total hashrate')).toHaveText('500');
  // Remaining is the chain's (docs/contract.md): the 500 staked less the 5 SUIL (and a little more) accrued.
  await expect(figure(page, 'Remaining hashrate')).toHaveText(/^494\.99\d*$|^495$/);
  await expect(figure(page, 'Daily release ratio')).toHaveText('1.00%');
  await expect(figure(page, 'Claimable')).toHaveText(/^5(\.\d+)? SUIL$/);

  // Claim in SUIL (mode 0): the preview is the simulated claim.
  await expect(figure(page, 'Claim amount')).toHaveText(/SUIL$/);
  const rewardText = await figure(page, 'Claim amount').innerText();
  const feeText = await figure(page, /^Fee deducted \(3\.00%\)$/).innerText();
  const previewReward = baseUnits(rewardText);
  const previewFee = baseUnits(feeText);
  expect(previewReward).toBeGreaterThanOrEqual(5n * SUI);
  // 3 % of the reward, each figure cut to its shown digits: they differ by less than one unit
  // of the last shown digit of each.
  const feeOfPreview = (previewReward * 300n) / 10_000n;
  expect(previewFee > feeOfPreview ? previewFee - feeOfPreview : feeOfPreview - previewFee).toBeLessThanOrEqual(shownUnit(feeText) + shownUnit(rewardText));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  // The notice names the transaction by a short id; a tap copies the whole digest and says so.
  const notice = page.getByRole('status').filter({ hasText: 'Claimed successfully' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: /^Copy transaction ID / }).click();
  await expect(notice).toContainText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  const [claim0] = await userTransactions();
  expect(copied).toBe(claim0.digest);
  const event0 = eventOf(claim0, 'liquidity::Claimed', ClaimedEvent);
  expect(event0.mode).toBe(0);
  const reward0 = BigInt(event0.reward_value);
  expect(reward0).toBeGreaterThanOrEqual(previewReward); // rewards kept accruing since the preview
  expect(BigInt(event0.reward_value_fee)).toBe((reward0 * 300n) / 10_000n);
  const net0 = reward0 - BigInt(event0.reward_value_fee);
  // The claim paid out what had accrued out of the hashrate: nothing (to the shown digits)
  // is claimable, and the remaining hashrate is the 500 less the reward, less what accrued since.
  await expect.poll(async () => baseUnits(await figure(page, 'Claimable').innerText()) < SUI / 1_000n, { timeout: 30_000 }).toBe(true);
  const remainingAfter = baseUnits(`${await figure(page, 'Remaining hashrate').innerText()} SUI`);
  expect(remainingAfter).toBeLessThanOrEqual(500n * SUI - reward0);
  expect(remainingAfter).toBeGreaterThan(500n * SUI - reward0 - SUI / 1_000n);
  await expect(figure(page, 'Total hashrate')).toHaveText('500');
  expect(await balance(SUIL_TYPE)).toBe(net0);
  // The screen names what arrived, from the claim's own event.
  await expect(page.getByText(/^You received [\d.]+ SUIL$/)).toBeVisible();
  const received = await page.getByText(/^You received/).innerText();
  expect(baseUnits(received)).toBe(net0 - (net0 % shownUnit(received)));

  // The quick exchange hands the SUIL just claimed to the exchange page.
  await page.getByRole('button', { name: 'Exchange it for SUI' }).click();
  await expect(page).toHaveURL(/#\/exchange\?amount=/);
  await expect(page.getByLabel('You pay (SUIL)')).toHaveValue(/^4\.85\d*$/);
  await page.goBack();

  // Another day, then claim in SUI (mode 1): the preview's SUI value is what arrives.
  await advanceClock(DAY_MS);
  await page.reload();
  await expectConnected(page);
  await page.getByRole('radio', { name: 'SUI', exact: true }).click();
  await expect(figure(page, 'You receive')).toHaveText(/ SUI$/);
  const previewSui = baseUnits(await figure(page, 'You receive').innerText());
  const suiBefore = await balance(SUI_TYPE);
  const requestsBefore = signRequests(wallet);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expectToast(page, 'Claimed successfully', { timeout: 20_000 });
  expect(signRequests(wallet)).toBe(requestsBefore + 1);

  const [claim1] = await userTransactions();
  const event1 = eventOf(claim1, 'liquidity::Claimed', ClaimedEvent);
  expect(event1.mode).toBe(1);
  const suiOut = BigInt(event1.claim_sui_amount);
  expect(suiOut).toBeGreaterThanOrEqual(previewSui);
  expect(suiOut - previewSui).toBeLessThan(SUI / 1000n); // a few seconds of accrual at most
  expect((await balance(SUI_TYPE)) - suiBefore).toBe(suiOut - gasCost(claim1));
  expect(await balance(SUIL_TYPE)).toBe(net0); // mode 1 pays no SUIL

  // Both claims are in the claim records, read from the chain.
  await page.goto('/chain/#/collection');
  await expect(page.getByText('In SUI', { exact: true })).toHaveCount(1);
  await expect(page.getByText('In SUIL', { exact: true })).toHaveCount(1);
});

test('exchange: swap SUIL for SUI at the previewed price; over balance and a moved price send nothing', async ({ page }) => {
  test.setTimeout(120_000);
  // A second SUIL coin (1 SUIL from the dev root): the swap below needs more than the largest
  // coin holds, so the coins are merged first.
  await sendSuilFromDevRoot(address, SUI);
  const coins = (await client.core.listCoins({ owner: address, coinType: SUIL_TYPE })).objects.map((c) => BigInt(c.balance));
  expect(coins.length).toBeGreaterThanOrEqual(2);
  expect(coins.every((c) => c < 5n * SUI)).toBe(true);

  const wallet = await openConnected(page, 'exchange');
  const suil = await balance(SUIL_TYPE);
  expect(suil).toBeGreaterThan(5n * SUI);
  await expect(page.getByText(/^Available: [\d.]+ SUIL$/)).toBeVisible();

  // More than owned: the field says so, nothing sent.
  const input = page.getByLabel('You pay (SUIL)');
  await input.fill('1000');
  await expect(page.getByRole('alert')).toHaveText('The Suil amount exceeds your SUIL balance');
  const before = signRequests(wallet);
  const txsBefore = (await userTransactions()).length;
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  // Said once, in the field: no toast as well.
  await expect(page.getByRole('alert')).toHaveText('The Suil amount exceeds your SUIL balance');
  await expect(page.getByText('The Suil amount exceeds your SUIL balance')).toHaveCount(1);
  expect(signRequests(wallet)).toBe(before);
  expect((await userTransactions()).length).toBe(txsBefore);

  // 5 SUIL at 0.5 % slippage (two coins merged): the preview, then the swap.
  await input.fill('5');
  await expect(figure(page, 'Amount out')).toHaveText(/ SUI$/);
  await expect(figure(page, 'Fee rate')).toHaveText('0.30%');
  await expect(figure(page, 'Fee')).toHaveText('0.015 SUIL');
  await expect(figure(page, 'Price')).toHaveText(/^1 SUIL ≈ 0\.\d{4} SUI$/);
  const previewText = await figure(page, 'Amount out').innerText();
  const previewOut = baseUnits(previewText);
  const minimum = baseUnits(await figure(page, 'Minimum received').innerText());
  const suiBefore = await balance(SUI_TYPE);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expectToast(page, 'Exchanged successfully', { timeout: 20_000 });

  const [swap] = await userTransactions();
  const swapped = eventOf(swap, 'swap::Swapped', SwappedEvent);
  expect(BigInt(swapped.amount_in)).toBe(5n * SUI);
  const out = BigInt(swapped.amount_out);
  expect(out - (out % shownUnit(previewText))).toBe(previewOut); // nobody moved the pool in between: the exact quote
  expect(out).toBeGreaterThanOrEqual(minimum);
  expect((await balance(SUI_TYPE)) - suiBefore).toBe(out - gasCost(swap));
  expect(await balance(SUIL_TYPE)).toBe(suil - 5n * SUI);
  await expect(input).toHaveValue('');

  // A too-tight custom slippage, then the pool moves before the user confirms: the runner's
  // simulation aborts with code 9 and the user reads the mapped message; the wallet is not asked.
  await page.getByRole('radio', { name: 'Custom' }).click();
  await page.getByLabel('Custom slippage').fill('0.01');
  await input.fill('0.5');
  await expect(figure(page, 'Amount out')).toHaveText(/ SUI$/);
  const [rootCoin] = (await client.core.listCoins({ owner: DEV_ROOT_ADDRESS, coinType: SUIL_TYPE })).objects;
  const move = new Transaction();
  const [sell] = move.splitCoins(move.object(rootCoin.objectId), [move.pure.u64(10_000n * SUI)]);
  move.moveCall({ target: `${PACKAGE}::swap::swap_v2`, arguments: [move.object(ids.LIQUIDITY_SWAP), sell, move.pure.u64(0n)] });
  await execute(devRootKeypair(), move);
  const requests = signRequests(wallet);
  const count = (await userTransactions()).length;
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expectToast(page, 'Exchange failed: the price moved. Please try again.', { timeout: 20_000 });
  expect(signRequests(wallet)).toBe(requests);
  expect((await userTransactions()).length).toBe(count);
  expect(await balance(SUIL_TYPE)).toBe(suil - 5n * SUI);
});

test('SuiL pledge: add with the SuiL asset and top up USDC on chain, the 50 USDC minimums checked before sending', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await openConnected(page, 'suilPledge');
  const usdcBefore = await balance(USDC_TYPE);

  // Adding with the SuiL asset: 0.5 SUIL is worth ~0.17 USDC by the chain's quote, below 50.
  await page.getByLabel('SuiL amount').fill('0.5');
  await expect(page.getByRole('alert')).toHaveText('Adding with the SuiL asset needs at least 50 USDC in value');
  await expect(figure(page, 'SUIL price')).toHaveText(/^1 SUIL ≈ 0\.\d{4} USDC$/);

  // 160 SUIL (from the dev root) is worth ~55 USDC: added, i.e. a SUIL top-up on chain.
  await sendSuilFromDevRoot(address, 200n * SUI);
  await page.reload();
  await expectConnected(page);
  const suilBefore = await balance(SUIL_TYPE);
  await page.getByLabel('SuiL amount').fill('160');
  await expect(figure(page, 'Worth')).toHaveText(/^≈ 5\d\.\d+ USDC$/);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Added successfully', { timeout: 20_000 });
  const [added] = await userTransactions();
  const addedEvent = eventOf(added, 'topup::ToppedUp', ToppedUpEvent);
  expect(addedEvent.amount).toBe((160n * SUI).toString());
  expect(addedEvent.coin_type).toBe(SUIL_TYPE.replace(/^0x/, ''));
  expect(await balance(SUIL_TYPE)).toBe(suilBefore - 160n * SUI);

  // Top-up with USDC: below 50 is refused on the page; 60 goes to the chain.
  await page.getByRole('radio', { name: 'USDC' }).click();
  const amount = page.getByLabel('Top-up amount');
  await amount.fill('10');
  const before = signRequests(wallet);
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByText('The top-up amount cannot be less than 50 USDC')).toHaveCount(1);
  expect(signRequests(wallet)).toBe(before);
  await expect(figure(page, 'Service fee')).toHaveText('0.01 SUI');

  await amount.fill('60');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expectToast(page, 'Topped up successfully', { timeout: 20_000 });
  const [topUp] = await userTransactions();
  const event = eventOf(topUp, 'topup::ToppedUp', ToppedUpEvent);
  expect(event.amount).toBe((60n * USDC).toString());
  expect(event.coin_type).toBe(USDC_TYPE.replace(/^0x/, ''));
  expect(await balance(USDC_TYPE)).toBe(usdcBefore - 60n * USDC);

  // The SuiL log lists it from the chain.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(figure(page, 'Amount')).toHaveText('160 SUIL'); // Additions: the SUIL top-up
  await page.getByRole('tablist').getByText('Top-ups', { exact: true }).click();
  await expect(figure(page, 'Amount')).toHaveText(['60 USDC', '160 SUIL']);
});
