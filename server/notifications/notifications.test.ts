// Every event a user is told of creates exactly one notification, in the transaction that caused
// it: replays (the indexer reading a page again, a notice published again, a reading of the
// reserve repeated) and races (two operators, parallel readers and sweeps) create none extra. The
// inbox API lists them newest first, paged, with a notice's title in the asked language; marks
// read one or all; and queues one push per subscription per notification. Against an in-process
// localnet for what reads the payout reserve.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsResponse, UnreadCountResponse, Withdrawal } from '../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { setPayoutReserve } from '../../localnet/testing.ts';
import { adminSignIn, withdrawalInReview } from '../test/admin.ts';
import { credit } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { rejectWithdrawal } from '../operator/review.ts';
import { approveWithdrawal, requestWithdrawal } from '../payouts/issuance.ts';
import { settleNodeReturns } from '../routes/nodes.ts';
import { type TestServer, chainTx, createTestServer, fileDatabase, financeEvent, offlineIndexer } from '../test/server.ts';
import { noteDueEvents } from './due-events.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DAY = 86_400_000;
let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
});
afterAll(() => net?.close());

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  await setPayoutReserve(net.url, 1_000_000_000n);
  server = await createTestServer(
    { suiNodeUrl: net.url, withdrawals: { maxPerVoucher: 10n ** 12n, userDailyLimit: 10n ** 12n, totalDailyLimit: 10n ** 13n, reviewThreshold: 500_000n } },
    database,
  );
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
});
afterEach(() => server.close());

type Stored = { address: string; kind: string; event_key: string; data: Record<string, unknown> };
const stored = (address?: string) =>
  rows<Stored>(
    server.ctx.db,
    address === undefined
      ? sql`SELECT address, kind, event_key, data FROM notifications ORDER BY id`
      : sql`SELECT address, kind, event_key, data FROM notifications WHERE address = ${address} ORDER BY id`,
  );
const kindsOf = async (address: string) => (await stored(address)).map((n) => n.kind);

async function user(income = 0n): Promise<{ address: string; token: string }> {
  const address = Ed25519Keypair.generate().toSuiAddress();
  if (income > 0n) await credit(server.ctx.db, address, 'INCOME', income);
  return { address, token: (await server.ctx.tokens.issue(address)).token };
}

const paidOnChain = (w: Withdrawal) =>
  offlineIndexer(server.ctx).applyPage(
    [chainTx([financeEvent(server.ctx, 'Withdrawn', { user: w.recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) })])],
    `paid-${w.id}`,
  );

describe('withdrawals', () => {
  it('signed at once, then paid: one notification each, a replayed Withdrawn adds none', async () => {
    const u = await user(1_000_000n);
    const w = await requestWithdrawal(server.ctx, u.address, 200_000n);
    expect(w.status).toBe('pending');
    await paidOnChain(w);
    // The indexer reads the same transaction again (a replay from an older cursor).
    await offlineIndexer(server.ctx).applyPage(
      [chainTx([financeEvent(server.ctx, 'Withdrawn', { user: w.recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) })])],
      'replay',
    );
    expect(await stored(u.address)).toEqual([
      { address: u.address, kind: 'withdrawal_signed', event_key: `withdrawal:${w.id}:signed`, data: { withdrawalId: w.id, amount: '200000' } },
      { address: u.address, kind: 'withdrawal_paid', event_key: `withdrawal:${w.id}:paid`, data: { withdrawalId: w.id, amount: '200000' } },
    ]);
  });

  it('a refused request tells nothing (it rolled back)', async () => {
    const u = await user(100n);
    await expect(requestWithdrawal(server.ctx, u.address, 200_000n)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await stored(u.address)).toEqual([]);
  });

  it('rejected with the reason: two operators racing tell the owner once', async () => {
    const w = await withdrawalInReview(server.ctx.db, 700_000n);
    const reject = (operator: string) => rejectWithdrawal(server.ctx, { id: w.id, operator, reason: 'Please verify your account first' });
    const results = await Promise.allSettled([reject('alice'), reject('bob'), reject('carol')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stored(w.address)).toEqual([
      {
        address: w.address, kind: 'withdrawal_rejected', event_key: `withdrawal:${w.id}:rejected`,
        data: { withdrawalId: w.id, amount: '700000', reason: 'Please verify your account first' },
      },
    ]);
  });

  it('approved: told once, and an approval racing a rejection tells only what happened', async () => {
    const w = await withdrawalInReview(server.ctx.db, 700_000n);
    const results = await Promise.allSettled([
      approveWithdrawal(server.ctx, { id: w.id, operator: 'alice', reason: 'checked' }),
      rejectWithdrawal(server.ctx, { id: w.id, operator: 'bob', reason: 'not checked' }),
      approveWithdrawal(server.ctx, { id: w.id, operator: 'carol', reason: 'checked too' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const kinds = await kindsOf(w.address);
    expect(kinds).toHaveLength(1);
    expect(['withdrawal_approved', 'withdrawal_rejected']).toContain(kinds[0]);
  });

  it('waits for the payout reserve: told once per withdrawal, however often the reserve is read', async () => {
    const u = await user(1_000_000n);
    const w = await requestWithdrawal(server.ctx, u.address, 400_000n);
    await setPayoutReserve(net.url, 100_000n);
    // The sweep and the owner's reads race, on an instance whose last reading is not the one before.
    const other = await createTestServer({ suiNodeUrl: net.url }, database);
    try {
      await Promise.all([noteDueEvents(other.ctx), noteDueEvents(other.ctx), other.request('GET', '/api/me/withdrawals', { token: u.token })]);
      await noteDueEvents(other.ctx);
    } finally {
      await other.close();
    }
    expect((await stored(u.address)).filter((n) => n.kind === 'withdrawal_reserve_wait')).toEqual([
      { address: u.address, kind: 'withdrawal_reserve_wait', event_key: `withdrawal:${w.id}:reserve_wait`, data: { withdrawalId: w.id, amount: '400000' } },
    ]);
  });
});

describe('nodes, the bank, transfers', () => {
  async function buyer(): Promise<{ address: string; token: string }> {
    const { address, token } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 10_000_000_000n);
    return { address, token };
  }

  it("a node's price back: told once, whatever reads, settlements and sweeps race at the return time", async () => {
    const b = await buyer();
    expect((await server.request('POST', '/api/nodes/primary/purchase', { token: b.token, body: {} })).status).toBe(200);
    server.clock.advance(181 * DAY);
    await Promise.all([
      ...Array.from({ length: 4 }, () => server.request('GET', '/api/me', { token: b.token })),
      ...Array.from({ length: 3 }, () => settleNodeReturns(server.ctx.db, b.address, server.clock.now)),
      noteDueEvents(server.ctx),
    ]);
    await noteDueEvents(server.ctx);
    const told = (await stored(b.address)).filter((n) => n.kind === 'node_returned');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ tier: 'primary', coin: 'USDC', amount: '1000000000' });
  });

  it('a node returned while nobody reads: the sweep credits it and tells its owner', async () => {
    const b = await buyer();
    await server.request('POST', '/api/nodes/primary/purchase', { token: b.token, body: {} });
    server.clock.advance(181 * DAY);
    await noteDueEvents(server.ctx);
    expect(await kindsOf(b.address)).toEqual(['node_returned']);
  });

  it('a bank term ended: told once (sweeps and the owner reading race), and redeemed: told once', async () => {
    const b = await buyer();
    const made = await server.request('POST', '/api/bank/subscriptions', { token: b.token, body: { productId: 'usdc-7', amount: '1000000000' } });
    expect(made.status).toBe(201);
    const { subscription } = (await made.json()) as { subscription: { id: string } };
    server.clock.advance(6 * DAY);
    await noteDueEvents(server.ctx);
    expect(await kindsOf(b.address)).toEqual([]);
    server.clock.advance(DAY);
    // Tokens live a day on this clock: the owner signs in again.
    const token = async () => (await server.ctx.tokens.issue(b.address)).token;
    const reading = server.request('GET', '/api/bank/subscriptions', { token: await token() });
    await Promise.all([noteDueEvents(server.ctx), noteDueEvents(server.ctx), reading]);
    expect((await reading).status).toBe(200);
    // The term renews by itself: the next term's end tells nothing more.
    server.clock.advance(8 * DAY);
    await noteDueEvents(server.ctx);
    const fresh = await token();
    const redeem = () => server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token: fresh, body: {} });
    const answers = await Promise.all([redeem(), redeem(), redeem()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const told = await stored(b.address);
    expect(told.map((n) => n.kind)).toEqual(['bank_matured', 'bank_redeemed']);
    expect(told[0]!.data).toEqual({ subscriptionId: subscription.id, coin: 'USDC', principal: '1000000000', lockDays: 7 });
    expect(told[1]!.data).toMatchObject({ subscriptionId: subscription.id, coin: 'USDC', principal: '1000000000' });
  });

  it('a transfer: its recipient is told, the sender is not', async () => {
    const from = await buyer();
    const to = await server.signIn();
    const res = await server.request('POST', '/api/me/transfers', { token: from.token, body: { to: to.address, coin: 'USDC', amount: '2500000' } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await stored(from.address)).toEqual([]);
    expect(await stored(to.address)).toEqual([
      { address: to.address, kind: 'transfer_received', event_key: `transfer:${id}`, data: { transferId: id, from: from.address, coin: 'USDC', amount: '2500000' } },
    ]);
  });
});

describe('the indexer and notices', () => {
  it('someone binds with the user as inviter: told once, the page read again adds none', async () => {
    const inviter = Ed25519Keypair.generate().toSuiAddress();
    const invitee = Ed25519Keypair.generate().toSuiAddress();
    const tx = chainTx([financeEvent(server.ctx, 'Bound', { user: invitee, inviter })]);
    await offlineIndexer(server.ctx).applyPage([tx], '1');
    await offlineIndexer(server.ctx).applyPage([tx], '2');
    expect(await stored(inviter)).toEqual([{ address: inviter, kind: 'invitee_bound', event_key: `bound:${invitee}`, data: { invitee } }]);
    expect(await stored(invitee)).toEqual([]);
  });

  it('a notice published: every user told once; published again after a take-down, nobody twice; pushed only when asked', async () => {
    const users = await Promise.all([server.signIn(), server.signIn(), server.signIn()]);
    const operator = await adminSignIn(server, 'operator');
    const created = await server.request('POST', '/api/admin/notices', {
      token: operator.token,
      body: { category: 'notice', reason: 'news', texts: { en_US: { title: 'New pool', summary: 's', bodyHtml: '<p>b</p>' }, ja_JP: { title: '新しいプール', summary: 's', bodyHtml: '<p>b</p>' } } },
    });
    const { id } = (await created.json()) as { id: string };
    const act = (path: string) => server.request('POST', `/api/admin/notices/${id}/${path}`, { token: operator.token, body: { reason: 'ready' } });
    expect((await act('publish')).status).toBe(200);
    expect((await act('unpublish')).status).toBe(200);
    expect((await act('publish')).status).toBe(200);
    for (const u of users) expect(await stored(u.address)).toEqual([{ address: u.address, kind: 'notice_published', event_key: `notice:${id}`, data: { noticeId: id, title: null } }]);
    const [queued] = await rows<{ n: number }>(server.ctx.db, sql`SELECT COUNT(*)::int AS n FROM push_deliveries`);
    expect(queued!.n).toBe(0);

    // The inbox names the notice by its title in the reader's language.
    const inbox = async (locale: string) =>
      ((await (await server.request('GET', `/api/me/notifications?locale=${locale}`, { token: users[0]!.token })).json()) as NotificationsResponse).items;
    expect((await inbox('ja_JP'))[0]).toMatchObject({ kind: 'notice_published', data: { noticeId: id, title: '新しいプール' } });
    expect((await inbox('ko_KR'))[0]).toMatchObject({ data: { title: 'New pool' } });
  });
});

describe('the inbox API', () => {
  it('lists newest first, paged; counts unread; marks some, then all, read (only the caller’s own)', async () => {
    const me = await server.signIn();
    const other = await server.signIn();
    for (let i = 0; i < 5; i++) {
      const from = await server.signIn();
      await credit(server.ctx.db, from.address, 'SUI', 10n);
      await server.request('POST', '/api/me/transfers', { token: from.token, body: { to: me.address, coin: 'SUI', amount: String(i + 1) } });
    }
    await credit(server.ctx.db, me.address, 'SUI', 10n);
    await server.request('POST', '/api/me/transfers', { token: me.token, body: { to: other.address, coin: 'SUI', amount: '1' } });
    const count = async (token: string) => ((await (await server.request('GET', '/api/me/notifications/unread-count', { token })).json()) as UnreadCountResponse).unread;
    expect(await count(me.token)).toBe(5);

    const first = (await (await server.request('GET', '/api/me/notifications?limit=3', { token: me.token })).json()) as NotificationsResponse;
    expect(first.items.map((n) => (n as Extract<Notification, { kind: 'transfer_received' }>).data.amount)).toEqual(['5', '4', '3']);
    expect(first.unread).toBe(5);
    expect(first.nextCursor).toBe(first.items[2]!.id);
    const second = (await (await server.request('GET', `/api/me/notifications?limit=3&cursor=${first.nextCursor}`, { token: me.token })).json()) as NotificationsResponse;
    expect(second.items.map((n) => (n as Extract<Notification, { kind: 'transfer_received' }>).data.amount)).toEqual(['2', '1']);
    expect(second.nextCursor).toBeNull();

    const otherId = ((await (await server.request('GET', '/api/me/notifications', { token: other.token })).json()) as NotificationsResponse).items[0]!.id;
    const read = await server.request('POST', '/api/me/notifications/read', { token: me.token, body: { ids: [first.items[0]!.id, otherId] } });
    expect(await read.json()).toEqual({ unread: 4 });
    expect(await count(other.token)).toBe(1);
    const again = (await (await server.request('GET', '/api/me/notifications?limit=1', { token: me.token })).json()) as NotificationsResponse;
    expect(again.items[0]!.readAt).toBe('2026-11-21T12:00:00.000Z');
    expect(await (await server.request('POST', '/api/me/notifications/read', { token: me.token, body: { all: true } })).json()).toEqual({ unread: 0 });
  });

  it('refuses what does not fit: bad ids, both forms, a bad locale, no token', async () => {
    const me = await server.signIn();
    const post = (body: unknown) => server.request('POST', '/api/me/notifications/read', { token: me.token, body });
    for (const body of [{}, { ids: [] }, { ids: ['0'] }, { ids: ['1x'] }, { all: false }, { ids: ['1'], all: true }, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await server.request('GET', '/api/me/notifications?locale=xx', { token: me.token })).status).toBe(400);
    expect((await server.request('GET', '/api/me/notifications/unread-count?x=1', { token: me.token })).status).toBe(400);
    expect((await server.request('GET', '/api/me/notifications')).status).toBe(401);
  });
});
