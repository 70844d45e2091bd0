// @vitest-environment node
// The builders for a user whose funds sit in address balances (SIP-58), against a real node:
// localnet in-process, the real SuiGrpcClient. The user is funded only through
// `0x2::coin::send_funds` (no SUIL or USDC coin objects) plus one SUI coin, and swaps, tops up
// USDC (its SUI fee too) and stakes: each transaction is simulated as the runner does, built as
// a wallet builds it (the bytes parsed back: funds withdrawn from the address balance), executed
// and checked on chain. Last, gas paid from an address balance alone.
import { bcs } from '@mysten/sui/bcs';
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsNamed } from './events';
import { COIN_TYPES } from './finance-ids';
import { DEV_ROOT_ADDRESS, devRootKeypair, fund, type LocalnetForTest, startLocalnetForTest } from '../test/localnet-for-test';
import { simulateBeforeSigning } from './simulate';
import { buildBindInviterTx, buildStakeTx, buildSwapTx, buildTopupTx, buildTopupUsdcTx } from './transactions';
import { readBalances, readViews, swapQuoteView } from './views';

const SUI = 1_000_000_000n;
const USDC = 1_000_000n;
const FEE = 10_000_000n;

let net: LocalnetForTest;
let client: SuiGrpcClient;
/** Funded only through send_funds, plus one SUI coin. */
const user = Ed25519Keypair.generate();
const address = user.toSuiAddress();

async function execute(signer: Ed25519Keypair, tx: Transaction) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true, events: true, balanceChanges: true } });
  if (result.$kind !== 'Transaction') throw new Error(`failed: ${JSON.stringify(result.FailedTransaction.status)}`);
  await client.waitForTransaction({ digest: result.Transaction.digest });
  return result.Transaction;
}

/** `coin::send_funds`: `amount` of `coinType` from `signer` into `to`'s address balance. */
async function sendFunds(signer: Ed25519Keypair, to: string, coinType: string, amount: bigint) {
  const tx = new Transaction();
  tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: [coinType], arguments: [tx.coin({ type: coinType, balance: amount }), tx.pure.address(to)] });
  await execute(signer, tx);
}

async function balanceOf(owner: string, coinType: string) {
  const { balance } = await client.core.getBalance({ owner, coinType });
  return { total: BigInt(balance.balance), coins: BigInt(balance.coinBalance), address: BigInt(balance.addressBalance) };
}

async function coinObjects(owner: string, coinType: string) {
  return (await client.core.listCoins({ owner, coinType })).objects;
}

/**
 * Simulates `tx` as the runner does before the wallet is asked, then builds it as a wallet does
 * and parses the bytes back: the address-balance withdrawals (type and most) and the gas objects.
 */
async function simulateAndResolve(sender: string, tx: Transaction) {
  tx.setSender(sender);
  await simulateBeforeSigning(client, tx);
  const data = bcs.TransactionData.parse(await tx.build({ client })).V1;
  const ptb = data.kind.ProgrammableTransaction!;
  const withdrawals = ptb.inputs
    .filter((input) => input.FundsWithdrawal)
    .map((input) => ({ type: normalizeStructTag(input.FundsWithdrawal!.typeArg.Balance!), max: BigInt(input.FundsWithdrawal!.reservation.MaxAmountU64!) }));
  const ownedObjects = ptb.inputs.filter((input) => input.Object?.ImmOrOwnedObject).map((input) => normalizeSuiAddress(input.Object!.ImmOrOwnedObject!.objectId));
  return { withdrawals, ownedObjects, gas: data.gasData.payment };
}

beforeAll(async () => {
  net = await startLocalnetForTest();
  client = net.client;
  const funder = net.user;
  const root = devRootKeypair();
  await fund(net.url, DEV_ROOT_ADDRESS);
  // One SUI coin of 5 SUI, 100 SUI in the address balance; USDC and SUIL only in address balances.
  const coin = new Transaction();
  coin.transferObjects([coin.coin({ balance: 5n * SUI })], address);
  await execute(funder, coin);
  await sendFunds(funder, address, COIN_TYPES.SUI, 100n * SUI);
  await sendFunds(funder, address, COIN_TYPES.USDC, 200n * USDC);
  await sendFunds(root, address, COIN_TYPES.SUIL, 50n * SUI);
});

afterAll(async () => {
  await net?.close();
});

describe('a user funded through send_funds, on localnet', () => {
  it('holds SUIL and USDC only in address balances, SUI in one coin and an address balance; the app reads the totals', async () => {
    expect(await balanceOf(address, COIN_TYPES.SUIL)).toEqual({ total: 50n * SUI, coins: 0n, address: 50n * SUI });
    expect(await balanceOf(address, COIN_TYPES.USDC)).toEqual({ total: 200n * USDC, coins: 0n, address: 200n * USDC });
    expect(await balanceOf(address, COIN_TYPES.SUI)).toEqual({ total: 105n * SUI, coins: 5n * SUI, address: 100n * SUI });
    expect(await coinObjects(address, COIN_TYPES.SUIL)).toEqual([]);
    expect(await coinObjects(address, COIN_TYPES.USDC)).toEqual([]);
    expect(await readBalances(client, address)).toEqual({ SUI: 105n * SUI, SUIL: 50n * SUI, USDC: 200n * USDC });
  });

  it('swaps SUIL withdrawn from the address balance', async () => {
    const amountIn = 4n * SUI;
    const [quote] = await readViews(client, address, [swapQuoteView(amountIn)]);
    const tx = buildSwapTx({ amountIn, minOut: quote.amountOut });
    const { withdrawals } = await simulateAndResolve(address, tx);
    expect(withdrawals).toContainEqual({ type: normalizeStructTag(COIN_TYPES.SUIL), max: amountIn });
    const swapped = await execute(user, tx);
    const [event] = eventsNamed(swapped.events ?? [], 'Swapped');
    expect(BigInt(event.amount_in)).toBe(amountIn);
    expect(BigInt(event.amount_out)).toBe(quote.amountOut);
    expect(await balanceOf(address, COIN_TYPES.SUIL)).toEqual({ total: 46n * SUI, coins: 0n, address: 46n * SUI });
  });

  it('tops up USDC from the address balance, the SUI fee too', async () => {
    const tx = buildTopupUsdcTx({ amount: 60n * USDC, fee: FEE });
    const { withdrawals } = await simulateAndResolve(address, tx);
    expect(withdrawals).toContainEqual({ type: normalizeStructTag(COIN_TYPES.USDC), max: 60n * USDC });
    expect(withdrawals).toContainEqual({ type: normalizeStructTag(COIN_TYPES.SUI), max: FEE });
    const done = await execute(user, tx);
    expect(eventsNamed(done.events ?? [], 'ToppedUp')).toEqual([{ user: address, coin_type: COIN_TYPES.USDC.replace(/^0x/, ''), amount: String(60n * USDC) }]);
    expect(await balanceOf(address, COIN_TYPES.USDC)).toEqual({ total: 140n * USDC, coins: 0n, address: 140n * USDC });
  });

  it('stakes SUI withdrawn from the address balance, which pays the gas too', async () => {
    await execute(user, buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }));
    const before = await balanceOf(address, COIN_TYPES.SUI);
    const tx = buildStakeTx({ amount: 20n * SUI });
    const { withdrawals } = await simulateAndResolve(address, tx);
    expect(withdrawals).toContainEqual({ type: normalizeStructTag(COIN_TYPES.SUI), max: 20n * SUI });
    const staked = await execute(user, tx);
    expect(eventsNamed(staked.events ?? [], 'Staked')).toEqual([{ user: address, amount: String(20n * SUI) }]);
    const after = await balanceOf(address, COIN_TYPES.SUI);
    expect(after.coins).toBe(before.coins); // the coin is untouched
    expect(before.address - after.address).toBeGreaterThan(20n * SUI); // the stake and the gas
  });

  it('stakes more SUI than the address balance holds: the coin and the address balance pay together', async () => {
    const before = await balanceOf(address, COIN_TYPES.SUI);
    const amount = before.address + SUI; // needs the coin too
    expect(amount).toBeLessThan(before.total);
    const tx = buildStakeTx({ amount });
    await simulateAndResolve(address, tx);
    const staked = await execute(user, tx);
    expect(eventsNamed(staked.events ?? [], 'Staked')).toEqual([{ user: address, amount: String(amount) }]);
    expect((await balanceOf(address, COIN_TYPES.SUI)).total).toBeLessThan(before.total - amount);
  });

  it('pays gas from the address balance of a user who holds no SUI coin', async () => {
    const poor = Ed25519Keypair.generate();
    await sendFunds(net.user, poor.toSuiAddress(), COIN_TYPES.SUI, 3n * SUI);
    expect(await coinObjects(poor.toSuiAddress(), COIN_TYPES.SUI)).toEqual([]);
    const tx = buildTopupTx({ amount: 1n * SUI });
    const { gas, ownedObjects } = await simulateAndResolve(poor.toSuiAddress(), tx);
    expect(gas).toEqual([]);
    expect(ownedObjects).toEqual([]);
    const done = await execute(poor, tx);
    expect(eventsNamed(done.events ?? [], 'ToppedUp')[0]).toMatchObject({ amount: String(SUI) });
    const after = await balanceOf(poor.toSuiAddress(), COIN_TYPES.SUI);
    expect(after.coins).toBe(0n);
    expect(after.address).toBeLessThan(2n * SUI); // 3 less the top-up less the gas
    expect(after.address).toBeGreaterThan(SUI);
  });
});
