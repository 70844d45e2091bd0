// The chain as the e2e tests reach it from the test process: the local node (faucet, clock),
// the localnet build's ids, balances, and setup transactions signed here with @mysten/sui and
// the package's Move targets (the screens under test do the rest through the test wallet).
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { normalizeStructTag } from '@mysten/sui/utils';
import { DEV_ROOT_ADDRESS, devRootKeypair } from '../../localnet/packages/finance/dev-keys.ts';
import { FINANCE_EVENT_LAYOUTS } from '../../server/indexer/events.ts';

export const NODE = process.env.SUIL_NODE_URL ?? 'http://127.0.0.1:9000';
export const SUI = 1_000_000_000n;
export const DAY_MS = 86_400_000;
export const SUI_TYPE = '0x2::sui::SUI';

/** The ids the localnet build uses (.env.localnet, fixed at genesis). */
export const ids = Object.fromEntries(
  fs
    .readFileSync(new URL('../../.env.localnet', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => /^VITE_(\w+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]]),
) as Record<string, string>;
export const PACKAGE = ids.PACKAGE_ID;

export const client = new SuiGrpcClient({ network: 'localnet', baseUrl: NODE });

/** A localnet admin endpoint; anything but 200 fails the test. */
export async function postToNode(path: string, body: unknown) {
  const res = await fetch(`${NODE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** SUI and USDC from the localnet faucet. */
export const faucet = (address: string) => postToNode('/faucet', { address });

/** Moves the chain's clock forward (the app reads time from the chain). */
export const advanceClock = (ms: number) => postToNode('/admin/advance-clock', { ms });

export const SERVER = process.env.SUIL_SERVER_URL ?? 'http://127.0.0.1:8787';

/**
 * Moves the chain's clock forward, then waits until the server's business clock (which follows
 * the chain's on localnet, re-read at most every second) has caught up with it.
 */
export async function advanceClockForServer(ms: number) {
  const { timestampMs } = (await advanceClock(ms)) as { timestampMs: string };
  await expect
    .poll(async () => Date.parse(((await (await fetch(`${SERVER}/api/health`)).json()) as { time: string }).time), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(Number(timestampMs));
}

export async function coinBalance(owner: string, coinType: string): Promise<bigint> {
  const { balance } = await client.core.getBalance({ owner, coinType });
  return BigInt(balance.balance);
}

/** Signs and executes a setup transaction here; a failed one fails the test. Returns it with its events. */
export async function execute(signer: Ed25519Keypair, tx: Transaction) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true, events: true } });
  if (result.$kind !== 'Transaction') throw new Error(`setup transaction failed: ${JSON.stringify(result.FailedTransaction.status)}`);
  await client.waitForTransaction({ digest: result.Transaction.digest });
  return result.Transaction;
}

/** finance::bind_inviter, signed by the user. */
export async function bindInviter(user: Ed25519Keypair, inviter: string) {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE}::finance::bind_inviter`, arguments: [tx.object(ids.FINANCE_OBJECT), tx.pure.address(inviter)] });
  await execute(user, tx);
}

/** liquidity::stake of `amount` SUI base units from the user's gas coin. */
export async function stake(user: Ed25519Keypair, amount: bigint) {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(amount)]);
  tx.moveCall({
    target: `${PACKAGE}::liquidity::stake`,
    arguments: [tx.object(ids.FINANCE_OBJECT), tx.object(ids.FINANCE_POOL), coin, tx.object('0x6')],
  });
  await execute(user, tx);
}

/**
 * liquidity::claim of all pending rewards in SUI (mode 1), signed by the user: its Claimed event.
 * The server books `claim_sui_amount` into the user's inviters' income.
 */
export async function claimInSui(user: Ed25519Keypair) {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE}::liquidity::claim`,
    arguments: [tx.object(ids.FINANCE_POOL), tx.object(ids.LIQUIDITY_SWAP), tx.pure.u8(1), tx.pure.u64(0), tx.object('0x6')],
  });
  const { events } = await execute(user, tx);
  const claimed = (events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::liquidity::Claimed`));
  if (!claimed) throw new Error('the claim emitted no Claimed event');
  return FINANCE_EVENT_LAYOUTS.Claimed.parse(claimed.bcs);
}

/** SUIL from the dev root (which holds the genesis SUIL) to `to`: one new coin of `amount`. */
export async function sendSuilFromDevRoot(to: string, amount: bigint) {
  const [rootCoin] = (await client.core.listCoins({ owner: DEV_ROOT_ADDRESS, coinType: ids.SUIL_TYPE })).objects;
  const tx = new Transaction();
  const [gift] = tx.splitCoins(tx.object(rootCoin.objectId), [tx.pure.u64(amount)]);
  tx.transferObjects([gift], tx.pure.address(to));
  await execute(devRootKeypair(), tx);
}

/** `0x2::coin::send_funds`: `amount` of `coinType` from `signer` into `to`'s address balance (no coin object). */
export async function sendFunds(signer: Ed25519Keypair, to: string, coinType: string, amount: bigint) {
  const tx = new Transaction();
  tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: [coinType], arguments: [tx.coin({ type: coinType, balance: amount }), tx.pure.address(to)] });
  await execute(signer, tx);
}

/** An owner's balance of a coin type: the total, the part in coin objects and the part in the address balance. */
export async function balanceParts(owner: string, coinType: string) {
  const { balance } = await client.core.getBalance({ owner, coinType });
  return { total: BigInt(balance.balance), coins: BigInt(balance.coinBalance), address: BigInt(balance.addressBalance) };
}

/** swap::swap_v2 of `amount` SUIL (from the user's coins and address balance), any SUI out accepted: its Swapped event. */
export async function swapSuil(user: Ed25519Keypair, amount: bigint) {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE}::swap::swap_v2`,
    arguments: [tx.object(ids.LIQUIDITY_SWAP), tx.coin({ type: ids.SUIL_TYPE, balance: amount }), tx.pure.u64(0)],
  });
  const { events } = await execute(user, tx);
  const swapped = (events ?? []).find((e) => e.eventType === normalizeStructTag(`${PACKAGE}::swap::Swapped`));
  if (!swapped) throw new Error('the swap emitted no Swapped event');
  const event = FINANCE_EVENT_LAYOUTS.Swapped.parse(swapped.bcs);
  return { amountIn: BigInt(event.amount_in), fee: BigInt(event.fee), amountOut: BigInt(event.amount_out) };
}

/** An operator action through the server's localnet-only dev routes (server/routes/dev-operator.ts); anything but 200 fails the test. */
export async function devOperator(action: 'pause' | 'resume' | 'approve' | 'reject' | 'limits', body: Record<string, unknown>) {
  const res = await fetch(`${SERVER}/api/dev/operator/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `${action}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}
