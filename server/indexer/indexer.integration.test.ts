// The indexer against an in-process localnet with real finance transactions (signed by
// faucet-funded keys, sent over gRPC-web): bound team, stake, claim, top-up, swap, and a
// withdrawal with the server's own voucher. Read twice and after a restart, it stores the
// same records once.
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { bcs } from '@mysten/sui/bcs';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_ROOT_ADDRESS } from '../../localnet/packages/finance/dev-keys.ts';
import { FINANCE_OBJECT, FINANCE_POOL, LIQUIDITY_SWAP, PACKAGE_ID, TOPUP_OBJECT, UNSTAKE_CONFIG } from '../../localnet/packages/finance/ids.ts';
import type { HashrateResponse, IndexerResponse, MeResponse, RecordsResponse, WithdrawalVoucher } from '../../contract/api.ts';
import { rows, sql } from '../db/client.ts';
import { type TestServer, createTestServer, eventually } from '../test/server.ts';
import { FinanceIndexer } from './indexer.ts';
import { grpcFinanceSource } from './node-source.ts';

const SUI = 1_000_000_000n;
let net: Localnet;
let client: SuiGrpcClient;
let server: TestServer;

async function execute(signer: Ed25519Keypair, tx: Transaction) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  tx.setGasBudgetIfNotSet(50_000_000n);
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  expect(done.status.success).toBe(true);
  await client.waitForTransaction({ digest: done.digest });
  return done;
}

async function fundedUser(): Promise<Ed25519Keypair> {
  const kp = Ed25519Keypair.generate();
  expect((await requestSuiFromFaucetV2({ host: net.url, recipient: kp.toSuiAddress() })).status).toBe('Success');
  return kp;
}

function call(target: string, build: (tx: Transaction) => Parameters<Transaction['moveCall']>[0]['arguments']): Transaction {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE_ID}::${target}`, arguments: build(tx) });
  return tx;
}

const bind = (inviter: string) => call('finance::bind_inviter', (tx) => [tx.object(FINANCE_OBJECT), tx.pure.address(inviter)]);
const stake = (amount: bigint) =>
  call('liquidity::stake', (tx) => [tx.object(FINANCE_OBJECT), tx.object(FINANCE_POOL), tx.splitCoins(tx.gas, [amount])[0]!, tx.object.clock()]);
const claim = (mode: number) =>
  call('liquidity::claim', (tx) => [tx.object(FINANCE_POOL), tx.object(LIQUIDITY_SWAP), tx.pure.u8(mode), tx.pure.u64(0n), tx.object.clock()]);
const unstake = (amount: bigint) =>
  call('liquidity::unstake', (tx) => [tx.object(FINANCE_POOL), tx.object(UNSTAKE_CONFIG), tx.object(LIQUIDITY_SWAP), tx.pure.u64(amount), tx.object.clock()]);
const advanceDays = (days: number) => fetch(`${net.url}/admin/advance-clock`, { method: 'POST', body: JSON.stringify({ ms: days * 86_400_000 }) });

/** liquidity::position at the chain's now: [principal, hashrate (net of pending), pending]. */
async function chainPosition(owner: string): Promise<bigint[]> {
  const tx = new Transaction();
  tx.setSender(owner);
  const [now] = tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object.clock()] });
  tx.moveCall({ target: `${PACKAGE_ID}::liquidity::position`, arguments: [tx.object(FINANCE_POOL), tx.pure.address(owner), now!] });
  const result = await client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  const values = result.commandResults![1]!.returnValues.map((v) => BigInt(bcs.u64().parse(v.bcs)));
  return [values[0]!, values[1]!, values[3]!];
}

const topup = (amount: bigint) => call('topup::topup', (tx) => [tx.object(TOPUP_OBJECT), tx.splitCoins(tx.gas, [amount])[0]!]);

async function snapshot() {
  const q = (text: string) => rows(server.ctx.db, sql.raw(text));
  return {
    records: await q('SELECT tx_digest, event_seq, kind, address, amount::text, fee::text, amount_out::text FROM chain_records ORDER BY tx_digest, event_seq'),
    income: await q('SELECT address, type, amount::text, tx_digest FROM income_records ORDER BY address, type, tx_digest'),
    hashrate: await q('SELECT address, type, amount::text, tx_digest FROM hashrate_records ORDER BY address, type, tx_digest'),
    balances: await q('SELECT address, coin, amount::text FROM balances ORDER BY address, coin'),
    users: await q('SELECT address, inviter, staked::text FROM users ORDER BY address'),
  };
}

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  server = await createTestServer({ suiNodeUrl: net.url });
});
afterAll(async () => {
  await server?.close();
  await net?.close();
});

describe('the finance indexer on a real node', () => {
  it('follows bind, stake, claim, top-up and withdraw, pays referral income, and replays to the same records', async () => {
    const inviter = await fundedUser();
    const friend = await fundedUser();
    await execute(inviter, bind(DEV_ROOT_ADDRESS));
    await execute(friend, bind(inviter.toSuiAddress()));
    await execute(friend, stake(100n * SUI));
    await fetch(`${net.url}/admin/advance-clock`, { method: 'POST', body: JSON.stringify({ ms: 86_400_000 }) });
    const claimed = await execute(friend, claim(1));
    const toppedUp = await execute(inviter, topup(5n * SUI));
    // What the app does after a transaction: it knows its checkpoint, and waits until
    // GET /api/indexer has reached it before it reads the figures again.
    const seen = await client.core.getTransaction({ digest: toppedUp.digest });
    const toppedUpAt = BigInt((seen.Transaction ?? seen.FailedTransaction)!.checkpoint!);
    const indexedCheckpoint = async () => ((await (await server.request('GET', '/api/indexer')).json()) as IndexerResponse).checkpoint;
    expect(await indexedCheckpoint()).toBeNull();

    const indexer = new FinanceIndexer(server.ctx, grpcFinanceSource(client, PACKAGE_ID));
    expect(await indexer.pollOnce()).toBe(5);
    await eventually(async () => expect(BigInt((await indexedCheckpoint()) ?? -1)).toBeGreaterThanOrEqual(toppedUpAt));
    // Every instance can tell who polled: the poll writes its instance's id.
    expect(await rows(server.ctx.db, sql`SELECT polled_by FROM indexer_state WHERE id = 'finance'`)).toEqual([{ polled_by: server.ctx.instance.id }]);

    const { token } = await server.signIn(inviter);
    const me = (await (await server.request('GET', '/api/me', { token })).json()) as MeResponse;
    expect(me.inviter).toBe(DEV_ROOT_ADDRESS);
    expect(me.teamSize).toBe(1);
    expect(me.communityPerformance).toBe((100n * SUI).toString());
    expect(me.balances.sui).toBe((5n * SUI).toString());
    // Direct income: 10% of the friend's claim, valued in SUI by the Claimed event.
    const claimEvent = (await rows<{ amount_out: string }>(server.ctx.db, sql`SELECT amount_out::text AS amount_out FROM chain_records WHERE tx_digest = ${claimed.digest}`))[0]!;
    const direct = (BigInt(claimEvent.amount_out) * 1000n) / 10_000n;
    expect(direct).toBeGreaterThan(0n);
    expect(me.balances.withdrawableIncome).toBe(direct.toString());

    // The income becomes a voucher, the chain pays it, and the indexer marks it paid.
    const voucher = (await (await server.request('POST', '/api/me/withdrawals', { token, body: { amount: direct.toString() } })).json()) as WithdrawalVoucher;
    const withdrawTx = call('swap::withdraw', (tx) => [
      tx.object(LIQUIDITY_SWAP),
      tx.pure.u64(BigInt(voucher.amount)),
      tx.pure.u64(BigInt(voucher.nonce)),
      tx.pure.address(voucher.recipient),
      tx.pure.vector('u8', Array.from(fromHex(voucher.signature))),
    ]);
    await execute(inviter, withdrawTx);
    await indexer.pollOnce();
    const withdrawals = (await (await server.request('GET', '/api/me/records?kind=withdraw', { token })).json()) as RecordsResponse;
    expect(withdrawals.items.map((r) => r.amount)).toEqual([direct.toString()]);
    const after = (await (await server.request('GET', '/api/me', { token })).json()) as MeResponse;
    expect(after.balances).toMatchObject({ withdrawableIncome: '0', heldIncome: '0' });
    const kinds = ((await (await server.request('GET', '/api/me/records', { token })).json()) as RecordsResponse).items.map((r) => r.kind);
    expect(kinds).toEqual(['withdraw', 'topup', 'bind']);

    // Replay: from the start of the ledger, and by a fresh indexer (a restart): nothing changes.
    const first = await snapshot();
    await server.ctx.db.execute(sql`UPDATE indexer_state SET cursor = NULL WHERE id = 'finance'`);
    expect(await indexer.pollOnce()).toBe(0);
    expect(await new FinanceIndexer(server.ctx, grpcFinanceSource(client, PACKAGE_ID)).pollOnce()).toBe(0);
    expect(await snapshot()).toEqual(first);
    expect(first.records.map((r) => (r as { kind: string }).kind).sort()).toEqual(['bind', 'bind', 'claim', 'stake', 'topup', 'withdraw']);
  });

  it('keeps the hashrate by the chain’s rule past exhaustion: remaining is the position’s hashrate + pending, an unstake takes at most its amount', async () => {
    const user = await fundedUser();
    const owner = user.toSuiAddress();
    await execute(user, bind(DEV_ROOT_ADDRESS));
    await execute(user, stake(20n * SUI));
    // 180 days at 1 %: the 20 of hashrate ran out at day 100; the claim pays exactly 20 SUIL.
    await advanceDays(180);
    await execute(user, claim(0));
    await execute(user, unstake(5n * SUI)); // from the ended position: no hashrate to take
    await execute(user, stake(20n * SUI));
    await advanceDays(8); // past the lock the stake restarted; 35 SUI earn 2.8 of the new 20
    await execute(user, unstake(10n * SUI));
    const indexer = new FinanceIndexer(server.ctx, grpcFinanceSource(client, PACKAGE_ID));
    await indexer.pollOnce();

    const { token } = await server.signIn(user);
    const figures = (await (await server.request('GET', '/api/me/hashrate?type=staking', { token })).json()) as HashrateResponse;
    // Every unstake has its record: the one from the ended position took 5 SUI out and no hashrate.
    expect(figures.items.map((r) => [r.amount, r.unstaked])).toEqual([
      [(-10n * SUI).toString(), (10n * SUI).toString()],
      [(20n * SUI).toString(), null],
      ['0', (5n * SUI).toString()],
      [(20n * SUI).toString(), null],
    ]);
    expect(figures.total).toBe((40n * SUI).toString());
    const [principal, hashrate, pending] = await chainPosition(owner);
    expect(principal).toBe(25n * SUI);
    // Exactly what the chain has not paid out, whatever accrued since: 40 - 20 - ~2.8 - 10.
    expect(BigInt(figures.remaining)).toBe(hashrate + pending);
    expect(BigInt(figures.remaining)).toBeLessThan(7_200_000_000n);
    expect(BigInt(figures.remaining)).toBeGreaterThan(7n * SUI);
  });

  it('does not follow a reset localnet (another chain): it keeps what it read and says why', async () => {
    const before = await snapshot();
    const fresh = await startLocalnet({ port: 0 });
    try {
      const indexer = new FinanceIndexer(server.ctx, grpcFinanceSource(new SuiGrpcClient({ network: 'localnet', baseUrl: fresh.url }), PACKAGE_ID));
      await expect(indexer.pollOnce()).rejects.toThrow(/this database follows chain/);
      expect(await snapshot()).toEqual(before);
      const [state] = await rows<{ foreign_chain_id: string | null; last_error: string | null }>(server.ctx.db, sql`SELECT foreign_chain_id, last_error FROM indexer_state`);
      expect(state!.foreign_chain_id).toBeTruthy();
      expect(state!.last_error).toMatch(/withdrawals are paused/);
      // Pointed back at the chain it follows, it goes on.
      await new FinanceIndexer(server.ctx, grpcFinanceSource(client, PACKAGE_ID)).pollOnce();
      const [after] = await rows<{ foreign_chain_id: string | null }>(server.ctx.db, sql`SELECT foreign_chain_id FROM indexer_state`);
      expect(after!.foreign_chain_id).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
