// Withdrawal vouchers: the operator's signature over the package's voucher bytes, the income
// held until the chain pays the voucher (never given back by a timer), one pending voucher per
// user even with parallel requests; the indexer marks a voucher paid once, by its nonce, and
// records any other Withdrawn as an anomaly instead of touching income. The payout reserve is
// read from an in-process localnet (server/payouts/issuance.test.ts tests its coverage).
import { createPublicKey, verify } from 'node:crypto';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex } from '@mysten/sui/utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, HealthResponse, MeResponse, Withdrawal, WithdrawalsResponse } from '../../contract/api.ts';
import { type TestServer, chainTx, createTestServer, fileDatabase, financeEvent, offlineIndexer } from '../test/server.ts';
import { credit, readBalances } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { WithdrawVoucherBcs } from '../payouts/voucher-signer.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX } from '../../localnet/packages/finance/dev-keys.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';

let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
});
afterAll(() => net?.close());

const database = fileDatabase();
let server: TestServer;
let token: string;
let address: string;
let keypair: Ed25519Keypair;
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: net.url }, database);
  ({ token, address, keypair } = await server.signIn());
  await credit(server.ctx.db, address, 'INCOME', 100n);
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance')`);
});
afterEach(() => server.close());

const DAY = 86_400_000;
const withdraw = (amount: unknown) => server.request('POST', '/api/me/withdrawals', { token, body: { amount } });
const list = async () => ((await (await server.request('GET', '/api/me/withdrawals', { token })).json()) as WithdrawalsResponse).items;
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const paidOnChain = (w: { nonce: string | null; amount: string }, recipient = address) =>
  offlineIndexer(server.ctx).applyPage([chainTx([financeEvent(server.ctx, 'Withdrawn', { user: recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) })])], 'c');

describe('POST /api/me/withdrawals', () => {
  it("signs bcs(WithdrawVoucher) with the operator key, for the user's own address, and holds the amount", async () => {
    const res = await withdraw('60');
    expect(res.status).toBe(201);
    const voucher = (await res.json()) as Withdrawal;
    expect(voucher).toMatchObject({
      amount: '60', recipient: address, pool: server.ctx.config.liquiditySwapId, status: 'pending', paidAt: null,
      waitingForReserve: false, reviewedAt: null, reviewReason: null,
    });
    expect(voucher.createdAt).toBe('2026-11-21T12:00:00.000Z');
    const message = WithdrawVoucherBcs.serialize({ pool: voucher.pool, recipient: address, amount: 60n, nonce: BigInt(voucher.nonce!) }).toBytes();
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(fromHex(DEV_OPERATOR_PUBLIC_KEY_HEX)).toString('base64url') }, format: 'jwk' });
    expect(verify(null, message, key, Buffer.from(voucher.signature!, 'hex'))).toBe(true);
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '40', heldIncome: '60' });
    expect((await list()).map((w) => [w.amount, w.status, w.signature])).toEqual([['60', 'pending', voucher.signature]]);
  });

  it('refuses more than the withdrawable income, and bad amounts', async () => {
    const res = await withdraw('101');
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('insufficient_balance');
    // 2^64 and a 20-digit amount beyond it: refused by the schema, before anything is signed.
    for (const bad of ['0', '-5', '1.5', 5, '', '18446744073709551616', '99999999999999999999']) expect((await withdraw(bad)).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('never gives a pending voucher back, however long it waits; a second request while one is pending is 409 withdrawal_pending', async () => {
    const first = (await (await withdraw('60')).json()) as Withdrawal;
    server.clock.advance(365 * DAY);
    ({ token } = await server.signIn(keypair)); // a year later: signed in again
    const me = (await (await server.request('GET', '/api/me', { token })).json()) as MeResponse;
    expect(me.balances).toMatchObject({ withdrawableIncome: '40', heldIncome: '60' });
    const second = await withdraw('40');
    expect(second.status).toBe(409);
    expect(await codeOf(second)).toBe('withdrawal_pending');
    expect((await list()).map((w) => [w.nonce, w.status])).toEqual([[first.nonce, 'pending']]);

    // Once the chain pays it, the next one can be asked for.
    await paidOnChain(first);
    expect((await list())[0]).toMatchObject({ status: 'paid', paidAt: '2026-11-21T11:00:00.000Z' });
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '40', heldIncome: '0' });
    expect((await withdraw('40')).status).toBe(201);
  });

  it('issues one voucher to parallel requests, however many', async () => {
    await credit(server.ctx.db, address, 'INCOME', 900n);
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw('60')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(await codeOf(r)).toBe('withdrawal_pending');
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '940', heldIncome: '60' });
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM withdrawals`)).toHaveLength(1);
  });

  it('pauses while the node serves another chain than the one followed (503 chain_changed)', async () => {
    await server.ctx.db.execute(sql`UPDATE indexer_state SET chain_id = 'chainA', foreign_chain_id = 'chainB' WHERE id = 'finance'`);
    const res = await withdraw('60');
    expect(res.status).toBe(503);
    expect(await codeOf(res)).toBe('chain_changed');
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '100', heldIncome: '0' });
  });
});

describe('the indexer and Withdrawn events', () => {
  it('marks a voucher paid once; a nonce it never signed, or one paid again, is an anomaly in /api/health, not a change to income', async () => {
    const voucher = (await (await withdraw('60')).json()) as Withdrawal;
    await paidOnChain(voucher);
    await paidOnChain(voucher); // the chain would refuse this; a chain that forgot its nonces would not
    await paidOnChain({ nonce: '777', amount: '30' });
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '40', heldIncome: '0' });
    const anomalies = await rows<{ kind: string; nonce: string }>(server.ctx.db, sql`SELECT kind, nonce::text AS nonce FROM voucher_anomalies ORDER BY id`);
    expect(anomalies).toEqual([{ kind: 'paid_again', nonce: voucher.nonce }, { kind: 'unknown_nonce', nonce: '777' }]);
    const health = (await (await server.request('GET', '/api/health')).json()) as HealthResponse;
    expect(health.voucherAnomalies).toBe(2);
  });

  it('credits a top-up and pays a voucher once when several indexers apply the same page at the same time', async () => {
    const voucher = (await (await withdraw('60')).json()) as Withdrawal;
    const { ctx } = server;
    const page = [
      chainTx([financeEvent(ctx, 'ToppedUp', { user: address, coin_type: '0000000000000000000000000000000000000000000000000000000000000002::sui::SUI', amount: 7n })]),
      chainTx([financeEvent(ctx, 'Withdrawn', { user: address, amount: 60n, nonce: BigInt(voucher.nonce!) })]),
    ];
    const applied = await Promise.allSettled(Array.from({ length: 4 }, () => offlineIndexer(ctx).applyPage(page, 'p')));
    expect(applied.filter((a) => a.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await readBalances(ctx.db, address)).toMatchObject({ sui: '7', withdrawableIncome: '40', heldIncome: '0' });
    expect((await list()).map((w) => w.status)).toEqual(['paid']);
    expect(await rows(ctx.db, sql`SELECT 1 FROM voucher_anomalies`)).toEqual([]);
  });
});
