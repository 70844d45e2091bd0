// Issuing vouchers against the chain's payout reserve (an in-process localnet, its reserve set
// with /admin/set-payout-reserve), the outflow limits at their edges on the business clock, the
// review queue and an operator's approval, and the pause. Every refusal leaves the income and
// the table as they were, and signs nothing.
import { createPublicKey, verify } from 'node:crypto';
import { type Socket, createServer } from 'node:net';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex } from '@mysten/sui/utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, HealthResponse, Withdrawal, WithdrawalPolicy, WithdrawalsResponse } from '../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX } from '../../localnet/packages/finance/dev-keys.ts';
import { setPayoutReserve } from '../../localnet/testing.ts';
import type { WithdrawalLimits } from '../config.ts';
import { credit, readBalances } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { readAudit, verifyAuditChain } from '../operator/audit.ts';
import { rejectWithdrawal } from '../operator/review.ts';
import { type TestServer, chainTx, createTestServer, fileDatabase, financeEvent, offlineIndexer, serverInstances } from '../test/server.ts';
import { WithdrawVoucherBcs } from './voucher-signer.ts';
import { approveWithdrawal, requestWithdrawal } from './issuance.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Roomy limits: each test narrows the one it is about. */
const ROOMY: WithdrawalLimits = { maxPerVoucher: 1_000_000n, userDailyLimit: 1_000_000n, totalDailyLimit: 10_000_000n, reviewThreshold: 1_000_000n };

let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
});
afterAll(() => net?.close());

const database = fileDatabase();
const jwtSecret = 'ab'.repeat(32);
beforeEach(() => setPayoutReserve(net.url, 1_000_000_000n));

async function serverWith(limits: Partial<WithdrawalLimits> = {}): Promise<TestServer> {
  const server = await createTestServer({ suiNodeUrl: net.url, jwtSecret, withdrawals: { ...ROOMY, ...limits } }, database);
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
  return server;
}

interface User {
  address: string;
  token: string;
}

/** A user with `income` SUI base units of withdrawable income. */
async function userWith(server: TestServer, income: bigint): Promise<User> {
  const address = Ed25519Keypair.generate().toSuiAddress();
  await credit(server.ctx.db, address, 'INCOME', income);
  return { address, token: (await server.ctx.tokens.issue(address)).token };
}

const ask = (server: TestServer, user: User, amount: bigint | string) =>
  server.request('POST', '/api/me/withdrawals', { token: user.token, body: { amount: amount.toString() } });
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const listOf = async (server: TestServer, user: User) =>
  ((await (await server.request('GET', '/api/me/withdrawals', { token: user.token })).json()) as WithdrawalsResponse).items;
const incomeOf = async (server: TestServer, user: User) => {
  const b = await readBalances(server.ctx.db, user.address);
  return [b.withdrawableIncome, b.heldIncome];
};
const allRows = (server: TestServer) =>
  rows<{ address: string; amount: string; status: string; signature: string | null }>(
    server.ctx.db,
    sql`SELECT address, amount::text AS amount, status, signature FROM withdrawals ORDER BY id`,
  );
const paidOnChain = (server: TestServer, w: Withdrawal) =>
  offlineIndexer(server.ctx).applyPage(
    [chainTx([financeEvent(server.ctx, 'Withdrawn', { user: w.recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) })])],
    `paid-${w.id}`,
  );

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    return { code: (error as { code?: string }).code, status: (error as { status?: number }).status };
  }
  throw new Error('it was not refused');
}

function signedByOperator(w: Withdrawal): boolean {
  const message = WithdrawVoucherBcs.serialize({ pool: w.pool, recipient: w.recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) }).toBytes();
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(fromHex(DEV_OPERATOR_PUBLIC_KEY_HEX)).toString('base64url') }, format: 'jwk' });
  return verify(null, message, key, Buffer.from(w.signature!, 'hex'));
}

/** `n` server instances on the test's database (each with a pool of its own on PostgreSQL). */
async function instances(n: number, limits: Partial<WithdrawalLimits> = {}): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const made = await serverInstances(n, { suiNodeUrl: net.url, jwtSecret, withdrawals: { ...ROOMY, ...limits } }, database);
  await made.servers[0]!.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
  return made;
}

describe('reserve coverage', () => {
  it('20 parallel requests over 3 instances never commit more than the payout reserve; the refused keep their income', async () => {
    const { servers, close } = await instances(3);
    try {
      await setPayoutReserve(net.url, 7_500n);
      const users = await Promise.all(Array.from({ length: 20 }, () => userWith(servers[0]!, 1_000n)));
      const answers = await Promise.all(users.map((user, i) => ask(servers[i % 3]!, user, 1_000n)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 409)).toHaveLength(13);
      for (const r of answers.filter((a) => a.status === 409)) expect(await codeOf(r)).toBe('reserve_short');

      const issued = await allRows(servers[0]!);
      expect(issued).toHaveLength(7);
      expect(issued.reduce((sum, r) => sum + BigInt(r.amount), 0n)).toBe(7_000n);
      for (const [i, user] of users.entries()) {
        expect(await incomeOf(servers[0]!, user)).toEqual(statuses[i] === 201 ? ['0', '1000'] : ['1000', '0']);
      }
    } finally {
      await close();
    }
  });

  it('counts the vouchers not yet paid: exactly the rest of the reserve passes, one base unit more is reserve_short and changes nothing', async () => {
    const server = await serverWith();
    await setPayoutReserve(net.url, 1_000n);
    const [a, b] = [await userWith(server, 1_000n), await userWith(server, 1_000n)];
    expect((await ask(server, a, 600n)).status).toBe(201);

    const short = await ask(server, b, 401n);
    expect(short.status).toBe(409);
    expect(await codeOf(short)).toBe('reserve_short');
    expect(await incomeOf(server, b)).toEqual(['1000', '0']);
    expect((await allRows(server)).map((r) => r.address)).toEqual([a.address]);

    expect((await ask(server, b, 400n)).status).toBe(201);
    expect(await incomeOf(server, b)).toEqual(['600', '400']);
  });

  it('a paid voucher frees its part; a reserve that falls below a pending voucher shows it as waiting for the reserve', async () => {
    const server = await serverWith();
    await setPayoutReserve(net.url, 1_000n);
    const a = await userWith(server, 2_000n);
    const first = (await (await ask(server, a, 1_000n)).json()) as Withdrawal;
    await paidOnChain(server, first);
    await setPayoutReserve(net.url, 1_000n); // the chain took the payout from the reserve; topped up again
    const second = (await (await ask(server, a, 1_000n)).json()) as Withdrawal;
    expect(second).toMatchObject({ status: 'pending', waitingForReserve: false });

    // The reserve falls (another payout, an operator's move): the reading shown is a few seconds old at most.
    await setPayoutReserve(net.url, 999n);
    server.clock.advance(10_000);
    const [shown] = await listOf(server, a);
    expect(shown).toMatchObject({ id: second.id, status: 'pending', waitingForReserve: true });
    const policy = (await (await server.request('GET', '/api/me/withdrawals/policy', { token: a.token })).json()) as WithdrawalPolicy;
    expect(policy.reserveAvailable).toBe('0');
    const health = ((await (await server.request('GET', '/api/health')).json()) as HealthResponse).withdrawals;
    expect(health).toMatchObject({ payoutReserve: '999', unpaid: '1000' });

    await setPayoutReserve(net.url, 1_000n);
    server.clock.advance(10_000);
    expect((await listOf(server, a))[0]).toMatchObject({ waitingForReserve: false });
  });
});

describe('outflow limits', () => {
  it('the cap per withdrawal: exactly the cap passes, one base unit more is over_voucher_limit', async () => {
    const server = await serverWith({ maxPerVoucher: 1_000n });
    const a = await userWith(server, 5_000n);
    const over = await ask(server, a, 1_001n);
    expect(over.status).toBe(409);
    expect(await codeOf(over)).toBe('over_voucher_limit');
    expect(await incomeOf(server, a)).toEqual(['5000', '0']);
    expect((await ask(server, a, 1_000n)).status).toBe(201);
  });

  it("a user's rolling 24 hours on the business clock: up to the limit passes, a withdrawal exactly 24 h old no longer counts", async () => {
    const server = await serverWith({ userDailyLimit: 1_500n });
    const a = await userWith(server, 10_000n);
    const t0 = server.clock.now;
    await paidOnChain(server, (await (await ask(server, a, 1_000n)).json()) as Withdrawal);
    server.clock.advance(HOUR);
    const over = await ask(server, a, 501n);
    expect(over.status).toBe(409);
    expect(await codeOf(over)).toBe('over_user_daily_limit');
    expect(await incomeOf(server, a)).toEqual(['9000', '0']);
    await paidOnChain(server, (await (await ask(server, a, 500n)).json()) as Withdrawal); // exactly the limit

    const remaining = async () =>
      ((await (await server.request('GET', '/api/me/withdrawals/policy', { token: a.token })).json()) as WithdrawalPolicy).userRemaining24h;
    server.clock.now = t0 + DAY - 1; // the first still counts
    expect(await codeOf(await ask(server, a, 1n))).toBe('over_user_daily_limit');
    expect(await remaining()).toBe('0');
    server.clock.now = t0 + DAY; // exactly 24 h later: only the second (500) counts
    a.token = (await server.ctx.tokens.issue(a.address)).token; // a session lasts 24 h of the same clock
    expect(await remaining()).toBe('1000');
    expect(await codeOf(await ask(server, a, 1_001n))).toBe('over_user_daily_limit');
    expect((await ask(server, a, 1_000n)).status).toBe(201);
  });

  it('all users together: exactly the limit passes, one base unit more is over_total_daily_limit', async () => {
    const server = await serverWith({ totalDailyLimit: 3_000n });
    const users = await Promise.all(Array.from({ length: 4 }, () => userWith(server, 2_000n)));
    for (const user of users.slice(0, 2)) expect((await ask(server, user, 1_000n)).status).toBe(201);
    const over = await ask(server, users[2]!, 1_001n);
    expect(over.status).toBe(409);
    expect(await codeOf(over)).toBe('over_total_daily_limit');
    expect((await ask(server, users[2]!, 1_000n)).status).toBe(201);
    expect(await codeOf(await ask(server, users[3]!, 1n))).toBe('over_total_daily_limit');
    expect(await incomeOf(server, users[3]!)).toEqual(['2000', '0']);
    const policy = (await (await server.request('GET', '/api/me/withdrawals/policy', { token: users[3]!.token })).json()) as WithdrawalPolicy;
    expect(policy).toMatchObject({ totalRemaining24h: '0', userRemaining24h: '1000000', maxPerWithdrawal: '1000000', paused: false });
  });
});

describe('review queue and approval', () => {
  it('above the threshold: 202 review, the income debited, nothing signed; exactly the threshold is signed at once', async () => {
    const server = await serverWith({ reviewThreshold: 600n });
    await setPayoutReserve(net.url, 0n); // a withdrawal in review asks nothing of the reserve yet
    const a = await userWith(server, 1_000n);
    const res = await ask(server, a, 601n);
    expect(res.status).toBe(202);
    const w = (await res.json()) as Withdrawal;
    expect(w).toMatchObject({ status: 'review', amount: '601', nonce: null, signature: null, waitingForReserve: false, reviewedAt: null, reviewReason: null });
    expect(await incomeOf(server, a)).toEqual(['399', '601']);
    expect(await allRows(server)).toEqual([{ address: a.address, amount: '601', status: 'review', signature: null }]);
    expect(await codeOf(await ask(server, a, 10n))).toBe('withdrawal_pending');

    await setPayoutReserve(net.url, 10_000n);
    const b = await userWith(server, 1_000n);
    const atThreshold = await ask(server, b, 600n);
    expect(atThreshold.status).toBe(201);
    expect(signedByOperator((await atThreshold.json()) as Withdrawal)).toBe(true);
  });

  it('approve: signed now (the voucher verifies), pending, on the audit record; shown with its review date', async () => {
    const server = await serverWith({ reviewThreshold: 600n });
    const a = await userWith(server, 1_000n);
    const queued = (await (await ask(server, a, 700n)).json()) as Withdrawal;
    server.clock.advance(HOUR);
    const { withdrawal, audit } = await approveWithdrawal(server.ctx, { id: queued.id, operator: 'alice', reason: 'income checked against the chain' });
    expect(withdrawal).toMatchObject({ id: queued.id, status: 'pending', amount: '700', recipient: a.address, reviewedAt: new Date(server.clock.now).toISOString() });
    expect(signedByOperator(withdrawal)).toBe(true);
    expect(await listOf(server, a)).toEqual([withdrawal]);
    expect(await incomeOf(server, a)).toEqual(['300', '700']);

    const [row] = await readAudit(server.ctx.db);
    expect(row).toMatchObject({ seq: 1n, operator: 'alice', action: 'approve', subject: `withdrawal:${queued.id}`, reason: 'income checked against the chain' });
    expect(row!.after).toMatchObject({ status: 'pending', nonce: withdrawal.nonce });
    expect(audit).toEqual({ seq: 1n, hash: row!.hash });
    expect(await verifyAuditChain(server.ctx.db)).toMatchObject({ ok: true, rows: 1n });
    const health = (await (await server.request('GET', '/api/health')).json()) as HealthResponse;
    expect(health.audit).toEqual({ seq: '1', hash: row!.hash });
    expect(health.withdrawals).toMatchObject({ paused: false, unpaid: '700', inReview: { count: 0, amount: '0' }, outflow24h: '700' });
  });

  it('rejected by an operator: listed with its reason and date, the income back, nothing ever signed', async () => {
    const server = await serverWith({ reviewThreshold: 600n });
    const a = await userWith(server, 1_000n);
    const queued = (await (await ask(server, a, 700n)).json()) as Withdrawal;
    server.clock.advance(HOUR);
    await rejectWithdrawal(server.ctx, { id: queued.id, operator: 'alice', reason: 'income from a forged index row' });
    const [shown] = await listOf(server, a);
    expect(shown).toMatchObject({
      id: queued.id, status: 'rejected', nonce: null, signature: null, waitingForReserve: false,
      reviewedAt: new Date(server.clock.now).toISOString(), reviewReason: 'income from a forged index row',
    });
    expect(await incomeOf(server, a)).toEqual(['1000', '0']);
    expect(await refusal(approveWithdrawal(server.ctx, { id: queued.id, operator: 'bob', reason: 'approve it anyway' }))).toMatchObject({ code: 'not_in_review' });
    expect((await ask(server, a, 700n)).status).toBe(202); // no longer open: a new one can be asked for
  });

  it('approve raced with itself across two instances: signed once, one audit row', async () => {
    const { servers, close } = await instances(2, { reviewThreshold: 600n });
    try {
      const a = await userWith(servers[0]!, 1_000n);
      const queued = (await (await ask(servers[0]!, a, 700n)).json()) as Withdrawal;
      const tries = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => approveWithdrawal(servers[i % 2]!.ctx, { id: queued.id, operator: `op${i}`, reason: 'looks right' })),
      );
      expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
      for (const t of tries.filter((t) => t.status === 'rejected')) expect((t.reason as { code: string }).code).toBe('not_in_review');
      expect(await readAudit(servers[0]!.ctx.db)).toHaveLength(1);
      const signed = await rows(servers[0]!.ctx.db, sql`SELECT signature FROM withdrawals WHERE signature IS NOT NULL`);
      expect(signed).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('approve is refused while the reserve is short and while paused: it stays in review, nothing signed, nothing on the record', async () => {
    const server = await serverWith({ reviewThreshold: 600n });
    const a = await userWith(server, 1_000n);
    const queued = (await (await ask(server, a, 700n)).json()) as Withdrawal;
    const approve = () => approveWithdrawal(server.ctx, { id: queued.id, operator: 'alice', reason: 'income checked' });

    await setPayoutReserve(net.url, 699n);
    expect(await refusal(approve())).toEqual({ code: 'reserve_short', status: 409 });
    await setPayoutReserve(net.url, 700n);
    await server.ctx.db.execute(sql`UPDATE withdrawal_control SET paused = TRUE, paused_by = 'bob', paused_reason = 'incident', paused_at = now() WHERE id = 'withdrawals'`);
    expect(await refusal(approve())).toEqual({ code: 'withdrawals_paused', status: 503 });
    expect(await allRows(server)).toEqual([{ address: a.address, amount: '700', status: 'review', signature: null }]);
    expect(await readAudit(server.ctx.db)).toEqual([]);
    expect(await incomeOf(server, a)).toEqual(['300', '700']);

    await server.ctx.db.execute(sql`UPDATE withdrawal_control SET paused = FALSE, paused_by = NULL, paused_reason = NULL, paused_at = NULL WHERE id = 'withdrawals'`);
    expect((await approve()).withdrawal.status).toBe('pending'); // exactly the reserve
    expect(await refusal(approve())).toEqual({ code: 'not_in_review', status: undefined });
    expect(await refusal(approveWithdrawal(server.ctx, { id: '999999', operator: 'alice', reason: 'income checked' }))).toMatchObject({ code: 'not_found' });
  });
});

describe('pause and bad amounts', () => {
  it('a request while paused is 503 withdrawals_paused, whatever it asks; income untouched; the policy says so', async () => {
    const server = await serverWith({ maxPerVoucher: 100n });
    const a = await userWith(server, 1_000n);
    await server.ctx.db.execute(sql`UPDATE withdrawal_control SET paused = TRUE, paused_by = 'bob', paused_reason = 'incident', paused_at = ${new Date(server.clock.now).toISOString()} WHERE id = 'withdrawals'`);
    for (const amount of [50n, 500n]) {
      const res = await ask(server, a, amount);
      expect(res.status).toBe(503);
      expect(await codeOf(res)).toBe('withdrawals_paused');
    }
    expect(await incomeOf(server, a)).toEqual(['1000', '0']);
    expect(await allRows(server)).toEqual([]);
    const policy = (await (await server.request('GET', '/api/me/withdrawals/policy', { token: a.token })).json()) as WithdrawalPolicy;
    expect(policy).toMatchObject({ paused: true, pausedAt: new Date(server.clock.now).toISOString() });
  });

  it('an amount above u64 is 400 at the door and refused by requestWithdrawal itself; nothing signed or written', async () => {
    const server = await serverWith();
    const a = await userWith(server, 1_000n);
    const res = await ask(server, a, '99999999999999999999');
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe('invalid_request');
    expect(await refusal(requestWithdrawal(server.ctx, a.address, 1n << 64n))).toEqual({ code: 'invalid_request', status: 400 });
    expect(await refusal(requestWithdrawal(server.ctx, a.address, 0n))).toEqual({ code: 'invalid_request', status: 400 });
    expect(await allRows(server)).toEqual([]);
    expect(await incomeOf(server, a)).toEqual(['1000', '0']);
  });

  it('the node unreadable: 503 reserve_unavailable, nothing signed, income untouched; the policy shows no reserve', async () => {
    const server = await createTestServer({ suiNodeUrl: 'http://127.0.0.1:9', jwtSecret, withdrawals: ROOMY }, database);
    const a = await userWith(server, 1_000n);
    const res = await ask(server, a, 100n);
    expect(res.status).toBe(503);
    expect(await codeOf(res)).toBe('reserve_unavailable');
    expect(await incomeOf(server, a)).toEqual(['1000', '0']);
    const policy = (await (await server.request('GET', '/api/me/withdrawals/policy', { token: a.token })).json()) as WithdrawalPolicy;
    expect(policy.reserveAvailable).toBeNull();
  });

  it('a node that takes the connection and never answers: the read gives up, 503 reserve_unavailable, and the lock is free again', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const stuck = await createTestServer({ suiNodeUrl: `http://127.0.0.1:${port}`, jwtSecret, withdrawals: ROOMY }, database);
      const a = await userWith(stuck, 1_000n);
      const res = await ask(stuck, a, 100n);
      expect(res.status).toBe(503);
      expect(await codeOf(res)).toBe('reserve_unavailable');
      // Another instance, on a node that answers, issues at once.
      const server = await serverWith();
      expect((await ask(server, await userWith(server, 1_000n), 100n)).status).toBe(201);
      expect(await incomeOf(stuck, a)).toEqual(['1000', '0']);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});
