// The attack of issue 8 on the local stack (an in-process localnet and the server): a user with
// income X asks for a voucher V1, time passes, asks for V2, and submits every voucher it got to
// `swap::withdraw`. The chain's payout reserve must fall by X at most: with the requests one
// after the other, in parallel, across a server restart, and across a localnet reset. (Before
// vouchers stopped expiring, each of these paid 2X.)
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../localnet/node.ts';
import { advanceClock, fund, fundedKeypair } from '../localnet/testing.ts';
import { DEV_ROOT_ADDRESS } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_OBJECT, FINANCE_POOL, LIQUIDITY_SWAP, PACKAGE_ID } from '../localnet/packages/finance/ids.ts';
import type { ErrorBody, HealthResponse, Withdrawal } from '../contract/api.ts';
import { readBalances } from './db/balances.ts';
import { FinanceIndexer } from './indexer/indexer.ts';
import { grpcFinanceSource } from './indexer/node-source.ts';
import { type TestServer, createTestServer, fileDatabase } from './test/server.ts';
import { LiquiditySwapBcs } from './payouts/liquidity-swap.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 300_000 });

const SUI = 1_000_000_000n;
const HOURS_23 = 23 * 3_600_000; // past the old 30-minute hold, within one sign-in

let net: Localnet;
let client: SuiGrpcClient;
// The servers' database outlives them, so a server can be restarted on it; emptied before each test.
const database = fileDatabase();

beforeEach(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});
afterEach(() => net.close());

/** A server process on the test's localnet and database: nothing of it but the database outlives it. */
const startServer = (): Promise<TestServer> => createTestServer({ suiNodeUrl: net.url }, database);

async function execute(signer: Ed25519Keypair, tx: Transaction): Promise<void> {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  tx.setGasBudgetIfNotSet(50_000_000n);
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  if (!done.status.success) throw new Error(`transaction failed: ${JSON.stringify(done.status)}`);
  await client.waitForTransaction({ digest: done.digest });
}

function call(target: string, build: (tx: Transaction) => Parameters<Transaction['moveCall']>[0]['arguments']): Transaction {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE_ID}::${target}`, arguments: build(tx) });
  return tx;
}

/** Real income on chain: a friend of `user` stakes, a day passes, the friend claims; the user earns direct income. */
async function earnIncome(user: Ed25519Keypair, friend: Ed25519Keypair): Promise<void> {
  await execute(user, call('finance::bind_inviter', (tx) => [tx.object(FINANCE_OBJECT), tx.pure.address(DEV_ROOT_ADDRESS)]));
  await execute(friend, call('finance::bind_inviter', (tx) => [tx.object(FINANCE_OBJECT), tx.pure.address(user.toSuiAddress())]));
  await execute(friend, call('liquidity::stake', (tx) => [tx.object(FINANCE_OBJECT), tx.object(FINANCE_POOL), tx.splitCoins(tx.gas, [100n * SUI])[0]!, tx.object.clock()]));
  await advanceClock(net.url, 86_400_000);
  await execute(friend, call('liquidity::claim', (tx) => [tx.object(FINANCE_POOL), tx.object(LIQUIDITY_SWAP), tx.pure.u8(1), tx.pure.u64(0n), tx.object.clock()]));
}

async function payoutReserve(): Promise<bigint> {
  const { object } = await client.core.getObject({ objectId: LIQUIDITY_SWAP, include: { content: true } });
  return BigInt(LiquiditySwapBcs.parse(object.content).payout_reserve);
}

/** Submits a voucher to swap::withdraw; false when the chain refuses it (nonce used: the SDK's resolution aborts). */
async function submit(signer: Ed25519Keypair, v: Withdrawal): Promise<boolean> {
  // Only signed vouchers (201 pending) reach here: they carry a nonce and a signature.
  if (v.nonce === null || v.signature === null) throw new Error(`withdrawal ${v.id} is ${v.status}: not signed`);
  const { nonce, signature } = v;
  const tx = call('swap::withdraw', (t) => [
    t.object(v.pool), t.pure.u64(BigInt(v.amount)), t.pure.u64(BigInt(nonce)), t.pure.address(v.recipient), t.pure.vector('u8', Array.from(fromHex(signature))),
  ]);
  try {
    await execute(signer, tx);
    return true;
  } catch {
    return false;
  }
}

const ask = (server: TestServer, token: string, amount: bigint) => server.request('POST', '/api/me/withdrawals', { token, body: { amount: amount.toString() } });

/** The vouchers among answers (201), and the error codes of the rest. */
async function sort(answers: Response[]): Promise<{ vouchers: Withdrawal[]; codes: string[] }> {
  const vouchers: Withdrawal[] = [];
  const codes: string[] = [];
  for (const res of answers) {
    if (res.status === 201) vouchers.push((await res.json()) as Withdrawal);
    else codes.push(((await res.json()) as ErrorBody).error.code);
  }
  return { vouchers, codes };
}

/** A user with income X on chain, indexed, signed in. */
async function userWithIncome(server: TestServer, indexer: FinanceIndexer) {
  const user = await fundedKeypair(net.url);
  await earnIncome(user, await fundedKeypair(net.url));
  await indexer.pollOnce();
  const { token, address } = await server.signIn(user);
  const income = BigInt((await readBalances(server.ctx.db, address)).withdrawableIncome);
  expect(income).toBeGreaterThan(0n);
  return { user, token, address, income };
}

/** Submits every voucher (each twice), then reads how much the chain paid since `before`. */
async function submitAll(user: Ed25519Keypair, vouchers: Withdrawal[], before: bigint): Promise<bigint> {
  for (const v of [...vouchers, ...vouchers]) await submit(user, v);
  return before - (await payoutReserve());
}

const indexerOf = (server: TestServer) => new FinanceIndexer(server.ctx, grpcFinanceSource(client, PACKAGE_ID));

describe('an expired voucher cannot pay a second time', () => {
  it('one request after the other: V2 is refused while V1 is pending; the chain pays X', async () => {
    const server = await startServer();
    const indexer = indexerOf(server);
    const { user, token, address, income } = await userWithIncome(server, indexer);
    const before = await payoutReserve();
    const first = await sort([await ask(server, token, income)]);
    server.clock.advance(HOURS_23);
    const second = await sort([await ask(server, token, income)]);
    expect(await submitAll(user, [...first.vouchers, ...second.vouchers], before)).toBe(income);
    expect(second.codes).toEqual(['withdrawal_pending']);
    await indexer.pollOnce();
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '0', heldIncome: '0' });
    expect((await sort([await ask(server, token, income)])).codes).toEqual(['insufficient_balance']);
  });

  it('parallel requests, before and after time passes: one voucher; the chain pays X', async () => {
    const server = await startServer();
    const { user, token, income } = await userWithIncome(server, indexerOf(server));
    const before = await payoutReserve();
    const first = await sort(await Promise.all(Array.from({ length: 6 }, () => ask(server, token, income))));
    server.clock.advance(HOURS_23);
    const second = await sort(await Promise.all(Array.from({ length: 6 }, () => ask(server, token, income))));
    expect(await submitAll(user, [...first.vouchers, ...second.vouchers], before)).toBe(income);
    expect(first.vouchers).toHaveLength(1);
    expect(second.codes).toEqual(Array(6).fill('withdrawal_pending'));
  });

  it('after a server restart: V1 is still pending and V2 refused; the chain pays X', async () => {
    const server = await startServer();
    const { user, token, income } = await userWithIncome(server, indexerOf(server));
    const before = await payoutReserve();
    const first = await sort([await ask(server, token, income)]);
    await server.close(); // stopped; its database stays
    const restarted = await startServer();
    restarted.clock.advance(HOURS_23);
    const { token: again } = await restarted.signIn(user);
    await indexerOf(restarted).pollOnce();
    const list = ((await (await restarted.request('GET', '/api/me/withdrawals', { token: again })).json()) as { items: Withdrawal[] }).items;
    const second = await sort([await ask(restarted, again, income)]);
    expect(await submitAll(user, [...first.vouchers, ...second.vouchers], before)).toBe(income);
    expect(list.map((w) => [w.nonce, w.status])).toEqual([[first.vouchers[0]!.nonce, 'pending']]);
    expect(second.codes).toEqual(['withdrawal_pending']);
  });

  it('after a localnet reset (same ids, used nonces forgotten): the server neither follows nor signs; the new chain pays X', async () => {
    const server = await startServer();
    const indexer = indexerOf(server);
    const { user, token, income } = await userWithIncome(server, indexer);
    const first = await sort([await ask(server, token, income)]);
    server.clock.advance(HOURS_23);

    // The chain starts over; the same people earn the same income on it.
    const reset = await fetch(`${net.url}/admin/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    await fund(net.url, user.toSuiAddress());
    const friend = await fundedKeypair(net.url);
    await earnIncome(user, friend);
    const before = await payoutReserve();
    const polled = await indexer.pollOnce().then(() => 'followed', (error: Error) => error.message);
    const second = await sort([await ask(server, token, income)]);
    // V1 was signed for the same pool id and key, so the new chain pays it once: X, no more.
    expect(await submitAll(user, [...first.vouchers, ...second.vouchers], before)).toBe(income);
    expect(polled).toMatch(/this database follows chain/);
    expect(second.codes).toEqual(['chain_changed']);
    const health = (await (await server.request('GET', '/api/health')).json()) as HealthResponse;
    expect(health.chain.lastError).toMatch(/this database follows chain/);
  });
});
