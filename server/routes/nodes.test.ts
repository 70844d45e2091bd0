// Nodes: tiers, purchase from the topped-up balance, limits held by the database, the user's
// nodes, and the price given back once, with its record, after the holding period.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BalanceRecordsResponse, ErrorBody, MyNodesResponse, NodePurchaseResponse, NodesResponse } from '../../contract/api.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { credit, readBalances } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { settleNodeReturns } from './nodes.ts';

const USDC = 1_000_000n;
const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({}, database);
});
afterEach(() => server.close());

const purchase = (tier: string, token: string) => server.request('POST', `/api/nodes/${tier}/purchase`, { token });
const myNodes = async (token: string) => (await (await server.request('GET', '/api/me/nodes', { token })).json()) as MyNodesResponse;
const nodeRecords = async (token: string) =>
  ((await (await server.request('GET', '/api/me/balance-records?group=node', { token })).json()) as BalanceRecordsResponse).items;

describe('GET /api/nodes', () => {
  it('lists the three tiers with price, limit, sold count, dividend weight, fee share, gift and return days', async () => {
    const res = await server.request('GET', '/api/nodes');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as NodesResponse;
    expect(items.map((t) => t.tier)).toEqual(['primary', 'intermediate', 'advanced']);
    expect(items[0]).toEqual({
      tier: 'primary', coin: 'USDC', price: (1000n * USDC).toString(), limitedCount: 500, soldCount: 0, weightedDividendBps: 10000,
      feeShareBps: 1000, giftSuil: '1000000000000', autoReturnDays: 180,
    });
  });
});

describe('POST /api/nodes/:tier/purchase', () => {
  it('buys from the topped-up balance, gives the SUIL gift, counts the sale and returns the price after the holding period', async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 1500n * USDC);
    const res = await purchase('primary', token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as NodePurchaseResponse;
    expect(body.purchase).toMatchObject({ tier: 'primary', coin: 'USDC', price: (1000n * USDC).toString(), returned: false, returnAt: '2027-05-20T12:00:00.000Z' });
    expect(body.balances).toMatchObject({ usdc: (500n * USDC).toString(), suil: '1000000000000' });
    const tiers = (await (await server.request('GET', '/api/nodes')).json()) as NodesResponse;
    expect(tiers.items[0]!.soldCount).toBe(1);

    server.clock.advance(180 * 86_400_000);
    const { token: later } = await server.signIn(keypair);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((500n * USDC).toString());
    // The return is settled when the user next reads their nodes (or /api/me, or buys).
    const mine = (await (await server.request('GET', '/api/me/nodes', { token: later })).json()) as MyNodesResponse;
    expect(mine.items.map((p) => p.returned)).toEqual([true]);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((1500n * USDC).toString());
  });

  it("lists the user's nodes with their return time and the server's time, and records the purchase and the return", async () => {
    const { token, address, keypair } = await server.signIn();
    expect(await myNodes(token)).toEqual({ items: [], nextCursor: null, asOf: '2026-11-21T12:00:00.000Z' });
    expect(await nodeRecords(token)).toEqual([]);
    await credit(server.ctx.db, address, 'USDC', 1000n * USDC);
    const bought = ((await (await purchase('primary', token)).json()) as NodePurchaseResponse).purchase;

    server.clock.advance(10 * 86_400_000);
    const { token: tenDaysOn } = await server.signIn(keypair);
    const held = await myNodes(tenDaysOn);
    expect(held).toEqual({ items: [bought], nextCursor: null, asOf: '2026-12-01T12:00:00.000Z' });
    expect(bought).toMatchObject({ purchasedAt: '2026-11-21T12:00:00.000Z', returnAt: '2027-05-20T12:00:00.000Z', returned: false });
    const purchaseRecord = {
      kind: 'node_purchase', coin: 'USDC', amount: (1000n * USDC).toString(), counterparty: null,
      node: { id: bought.id, tier: 'primary', giftSuil: '1000000000000' }, createdAt: '2026-11-21T12:00:00.000Z',
    };
    expect(await nodeRecords(tenDaysOn)).toMatchObject([purchaseRecord]);

    // The return comes with the first read after its time, recorded at that read's time.
    server.clock.advance(171 * 86_400_000);
    const { token: later } = await server.signIn(keypair);
    const records = await nodeRecords(later);
    expect(records).toMatchObject([
      { kind: 'node_return', coin: 'USDC', amount: (1000n * USDC).toString(), counterparty: null, node: purchaseRecord.node, createdAt: '2027-05-21T12:00:00.000Z' },
      purchaseRecord,
    ]);
    expect(Number(records[0]!.id)).toBeGreaterThan(Number(records[1]!.id));
    expect((await myNodes(later)).items).toEqual([{ ...bought, returned: true }]);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((1000n * USDC).toString());
    // Transfers are another list.
    expect(((await (await server.request('GET', '/api/me/balance-records?group=transfer', { token: later })).json()) as BalanceRecordsResponse).items).toEqual([]);
  });

  it('gives a due price back before a bank subscription or a transfer spends the balance, with nothing read before', async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 1000n * USDC);
    expect((await purchase('primary', token)).status).toBe(200);
    server.clock.advance(180 * 86_400_000);
    const { token: later } = await server.signIn(keypair);
    // The first request after the return time spends the returned price.
    const subscribed = await server.request('POST', '/api/bank/subscriptions', { token: later, body: { productId: 'usdc-7', amount: (600n * USDC).toString() } });
    expect(subscribed.status).toBe(201);
    const { address: friend } = await server.signIn();
    const sent = await server.request('POST', '/api/me/transfers', { token: later, body: { to: friend, coin: 'USDC', amount: (400n * USDC).toString() } });
    expect(sent.status).toBe(201);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe('0');
    expect((await nodeRecords(later)).map((r) => r.kind)).toEqual(['node_return', 'node_purchase']);
  });

  it('refuses without enough balance (nothing sold, nothing taken), and an unknown tier', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 999n * USDC);
    const res = await purchase('primary', token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.code).toBe('insufficient_balance');
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((999n * USDC).toString());
    expect(((await (await server.request('GET', '/api/nodes')).json()) as NodesResponse).items[0]!.soldCount).toBe(0);
    expect((await purchase('legendary', token)).status).toBe(404);
    expect((await server.request('POST', '/api/nodes/primary/purchase')).status).toBe(401);
  });

  it('never sells more than the limit, even to parallel buyers', async () => {
    await server.ctx.db.execute(sql`UPDATE node_tiers SET limited_count = 3 WHERE tier = 'primary'`);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => server.signIn()));
    for (const b of buyers) await credit(server.ctx.db, b.address, 'USDC', 1000n * USDC);
    const results = await Promise.all(buyers.map((b) => purchase('primary', b.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(((await r.json()) as ErrorBody).error.code).toBe('sold_out');
    expect(((await (await server.request('GET', '/api/nodes')).json()) as NodesResponse).items[0]!.soldCount).toBe(3);
    // The database itself refuses an oversell, whoever writes.
    await expect(server.ctx.db.execute(sql`UPDATE node_tiers SET sold_count = 4 WHERE tier = 'primary'`)).rejects.toThrow();
  });

  it('never overdraws a balance with parallel purchases', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 2500n * USDC);
    const results = await Promise.all(Array.from({ length: 5 }, () => purchase('primary', token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((500n * USDC).toString());
    await expect(server.ctx.db.execute(sql`UPDATE balances SET amount = -1 WHERE address = ${address}`)).rejects.toThrow();
  });

  it("gives a returned node's price back once, whatever requests race at the return time", async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 1000n * USDC);
    expect((await purchase('primary', token)).status).toBe(200);
    server.clock.advance(181 * 86_400_000);
    const { token: again } = await server.signIn(keypair);
    const reads = await Promise.all(Array.from({ length: 8 }, (_, i) => server.request('GET', i % 2 ? '/api/me' : '/api/me/nodes', { token: again })));
    expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((1000n * USDC).toString());
    const mine = (await (await server.request('GET', '/api/me/nodes', { token: again })).json()) as MyNodesResponse;
    expect(mine.items.map((n) => n.returned)).toEqual([true]);
    expect((await nodeRecords(again)).map((r) => r.kind)).toEqual(['node_return', 'node_purchase']);
  });

  it('gives a price back once when settlements race, the record list among the readers', async () => {
    const { token, address, keypair } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 3000n * USDC);
    for (let i = 0; i < 3; i++) expect((await purchase('primary', token)).status).toBe(200);
    server.clock.advance(180 * 86_400_000);
    const { token: again } = await server.signIn(keypair);
    const paths = ['/api/me', '/api/me/nodes', '/api/me/balance-records?group=node', '/api/me/balance-records'];
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => server.request('GET', paths[i % paths.length]!, { token: again })),
      ...Array.from({ length: 4 }, () => settleNodeReturns(server.ctx.db, address, server.clock.now)),
    ]);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((3000n * USDC).toString());
    const returns = (await nodeRecords(again)).filter((r) => r.kind === 'node_return');
    expect(returns).toHaveLength(3);
    expect(new Set(returns.map((r) => r.node!.id)).size).toBe(3);
  });

  it('refuses a second return of the same node in the database, whoever writes it, and keeps its credit out', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 1000n * USDC);
    const bought = ((await (await purchase('primary', token)).json()) as NodePurchaseResponse).purchase;
    server.clock.advance(180 * 86_400_000);
    await settleNodeReturns(server.ctx.db, address, server.clock.now);
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((1000n * USDC).toString());
    // A writer that skipped the conditional update (the node set back to unreturned) cannot return it again.
    await server.ctx.db.execute(sql`UPDATE node_purchases SET returned = FALSE WHERE id = ${bought.id}`);
    await expect(settleNodeReturns(server.ctx.db, address, server.clock.now)).rejects.toThrow();
    expect((await readBalances(server.ctx.db, address)).usdc).toBe((1000n * USDC).toString());
    const found = await rows<{ kind: string }>(server.ctx.db, sql`SELECT kind FROM balance_records WHERE node_purchase_id = ${bought.id} ORDER BY id`);
    expect(found.map((r) => r.kind)).toEqual(['node_purchase', 'node_return']);
  });
});
