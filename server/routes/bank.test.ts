// The bank: minimum amount, 7-day minimum lock, income daily at the product rate less 3% on
// income only, auto-renewal while the principal stays, redemption.
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankProductsResponse, BankSubscriptionsResponse, ErrorBody, RedeemResponse, SubscriptionResponse } from '../../contract/api.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { credit, readBalances } from '../db/balances.ts';
import { sql } from '../db/client.ts';

const SUI = 1_000_000_000n;
const DAY = 86_400_000;
const database = fileDatabase();
let server: TestServer;
let token: string;
let address: string;
let keypair: Ed25519Keypair;
beforeEach(async () => {
  server = await createTestServer({}, database);
  ({ token, address, keypair } = await server.signIn());
  await credit(server.ctx.db, address, 'SUI', 1000n * SUI);
});
afterEach(() => server.close());

/** Moves the clock; signs in again, since tokens last 24 hours. */
async function advance(ms: number) {
  server.clock.advance(ms);
  ({ token } = await server.signIn(keypair));
}

const subscribe = (body: unknown) => server.request('POST', '/api/bank/subscriptions', { token, body });

describe('GET /api/bank/products', () => {
  it('lists products with rate, lock, minimum and the 3% fee, named in the locale or en_US', async () => {
    const body = (await (await server.request('GET', '/api/bank/products')).json()) as BankProductsResponse;
    expect(body.items[0]).toEqual({ id: 'sui-7', coin: 'SUI', dailyRateBps: 10, lockDays: 7, minAmount: (10n * SUI).toString(), feeBps: 300, name: 'SUI Savings, 7 days', locale: 'en_US' });
    const zh = (await (await server.request('GET', '/api/bank/products?locale=zh_CN')).json()) as BankProductsResponse;
    expect(zh.items[0]!.name).toBe('SUI 储蓄 · 7 天');
    const ja = (await (await server.request('GET', '/api/bank/products?locale=ja_JP')).json()) as BankProductsResponse;
    expect(ja.items.map((p) => p.name)).toEqual(['SUI 預金・7 日', 'SUI 預金・30 日', 'SUI 預金・90 日', 'USDC 預金・7 日']);
    // A product with no name in the locale is named in en_US; the others stay translated.
    await server.ctx.db.execute(sql`DELETE FROM bank_product_names WHERE product_id = 'sui-30' AND locale = 'ko_KR'`);
    const ko = (await (await server.request('GET', '/api/bank/products?locale=ko_KR')).json()) as BankProductsResponse;
    expect(ko.items.map((p) => [p.locale, p.name])).toEqual([
      ['ko_KR', 'SUI 예금 · 7일'],
      ['en_US', 'SUI Savings, 30 days'],
      ['ko_KR', 'SUI 예금 · 90일'],
      ['ko_KR', 'USDC 예금 · 7일'],
    ]);
    // A name typed into the table with markup is served as plain text.
    await server.ctx.db.execute(sql`UPDATE bank_product_names SET name = '<b>SUI</b> 예금 <script>x()</script>· 7일' WHERE product_id = 'sui-7' AND locale = 'ko_KR'`);
    const marked = (await (await server.request('GET', '/api/bank/products?locale=ko_KR')).json()) as BankProductsResponse;
    expect(marked.items[0]!.name).toBe('SUI 예금 · 7일');
    expect((await server.request('GET', '/api/bank/products?locale=xx')).status).toBe(400);
  });
});

describe('bank subscriptions', () => {
  it('refuses below the minimum and beyond the balance', async () => {
    const low = await subscribe({ productId: 'sui-7', amount: (9n * SUI).toString() });
    expect(low.status).toBe(400);
    expect(((await low.json()) as ErrorBody).error.code).toBe('below_minimum');
    const much = await subscribe({ productId: 'sui-7', amount: (1001n * SUI).toString() });
    expect(((await much.json()) as ErrorBody).error.code).toBe('insufficient_balance');
    expect((await subscribe({ productId: 'nope', amount: '1' })).status).toBe(404);
    expect((await subscribe({ productId: 'sui-7', amount: 10 })).status).toBe(400);
    expect((await subscribe({ productId: 'sui-7', amount: '1.5' })).status).toBe(400);
    expect((await readBalances(server.ctx.db, address)).sui).toBe((1000n * SUI).toString());
  });

  it('earns daily at the product rate less 3% on income, locks 7 days, renews and redeems principal plus net income', async () => {
    const created = await subscribe({ productId: 'sui-7', amount: (100n * SUI).toString() });
    expect(created.status).toBe(201);
    const { subscription, balances } = (await created.json()) as SubscriptionResponse;
    expect(balances.sui).toBe((900n * SUI).toString());
    expect(subscription).toMatchObject({ principal: (100n * SUI).toString(), days: 0, generatedIncome: '0', status: 'active', renewals: 0 });
    expect(subscription.expiresAt).toBe('2026-11-28T12:00:00.000Z');

    // Day 3: locked. 0.10% of 100 SUI = 0.1 SUI a day gross, 0.097 net.
    await advance(3 * DAY + 1000);
    const early = await server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.code).toBe('locked');
    const listed = (await (await server.request('GET', '/api/bank/subscriptions', { token })).json()) as BankSubscriptionsResponse;
    expect(listed.items[0]).toMatchObject({ days: 3, generatedIncome: (3n * 97_000_000n).toString(), incomeFee: (3n * 3_000_000n).toString() });
    expect(listed.items[0]!.incomeRecords.map((r) => [r.day, r.gross, r.fee, r.net])).toEqual([
      [3, '100000000', '3000000', '97000000'],
      [2, '100000000', '3000000', '97000000'],
      [1, '100000000', '3000000', '97000000'],
    ]);

    // Day 10: past the first term, the principal stayed: renewed once, into the second term.
    await advance(7 * DAY);
    const renewed = (await (await server.request('GET', '/api/bank/subscriptions', { token })).json()) as BankSubscriptionsResponse;
    expect(renewed.items[0]).toMatchObject({ days: 10, renewals: 1, expiresAt: '2026-12-05T12:00:00.000Z' });

    const redeemed = await server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token });
    expect(redeemed.status).toBe(200);
    const body = (await redeemed.json()) as RedeemResponse;
    expect(body.payout).toEqual({ principal: (100n * SUI).toString(), income: (10n * 97_000_000n).toString(), fee: (10n * 3_000_000n).toString() });
    expect(body.balances.sui).toBe((1000n * SUI + 970_000_000n).toString());
    expect(body.subscription.status).toBe('redeemed');

    const again = await server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token });
    expect(((await again.json()) as ErrorBody).error.code).toBe('already_redeemed');
    // Income stops at redemption.
    await advance(5 * DAY);
    const after = (await (await server.request('GET', '/api/bank/subscriptions', { token })).json()) as BankSubscriptionsResponse;
    expect(after.items[0]!.days).toBe(10);
  });

  it("does not let another user redeem someone's subscription", async () => {
    const { subscription } = (await (await subscribe({ productId: 'sui-7', amount: (10n * SUI).toString() })).json()) as SubscriptionResponse;
    server.clock.advance(8 * DAY);
    const other = await server.signIn();
    expect((await server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token: other.token })).status).toBe(404);
  });

  it('never overdraws the balance with parallel subscriptions, and pays a redemption once to parallel redeem requests', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribe({ productId: 'sui-7', amount: (300n * SUI).toString() })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await readBalances(server.ctx.db, address)).sui).toBe((100n * SUI).toString());
    const { subscription } = (await results.find((r) => r.status === 201)!.json()) as SubscriptionResponse;
    await advance(7 * DAY);
    const redeems = await Promise.all(Array.from({ length: 6 }, () => server.request('POST', `/api/bank/subscriptions/${subscription.id}/redeem`, { token })));
    expect(redeems.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { payout } = (await redeems.find((r) => r.status === 200)!.json()) as RedeemResponse;
    expect(BigInt(payout.principal)).toBe(300n * SUI);
    expect((await readBalances(server.ctx.db, address)).sui).toBe((400n * SUI + BigInt(payout.income)).toString());
  });
});
