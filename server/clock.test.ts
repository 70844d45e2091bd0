// The business clock: the wall clock on mainnet; on localnet the chain's `0x6` clock, read
// through the node and cached briefly, so advancing the node's clock moves the server's
// time-based rules (bank income and redemption, node returns) with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { startLocalnet } from '../localnet/node.ts';
import { advanceClock } from '../localnet/testing.ts';
import { chainClock, fixedSourceClock, readClockObjectMs } from './clock.ts';
import { loadConfig } from './config.ts';
import type { BankSubscriptionsResponse, HealthResponse, RedeemResponse, SubscriptionResponse } from '../contract/api.ts';
import { credit } from './db/balances.ts';
import { createTestServer, eventually } from './test/server.ts';

const DAY = 86_400_000;
const SUI = 1_000_000_000n;

function fakeWall(start: number) {
  const wall = { ms: start, now: () => wall.ms };
  return wall;
}

describe('chainClock', () => {
  it('is the wall clock plus the offset last read from the chain', async () => {
    const wall = fakeWall(1_000_000);
    let chain = 1_000_000 + 8 * DAY;
    const clock = chainClock({ readChainMs: () => Promise.resolve(chain), wallNow: wall.now });
    expect(clock.now()).toBe(1_000_000); // before any reading: the wall clock
    await clock.sync();
    expect(clock.now()).toBe(1_000_000 + 8 * DAY);
    wall.ms += 500;
    expect(clock.now()).toBe(1_000_500 + 8 * DAY); // runs on between readings
    chain += DAY;
    wall.ms += 600; // the reading is now older than the 1 s it is trusted for
    await clock.sync();
    expect(clock.now()).toBe(chain);
  });

  it('reads at most once per max age, and parallel syncs share one reading', async () => {
    const wall = fakeWall(0);
    let reads = 0;
    let release: (ms: number) => void = () => {};
    const clock = chainClock({ readChainMs: () => ((reads += 1), new Promise<number>((resolve) => (release = resolve))), wallNow: wall.now, maxAgeMs: 1000 });
    const syncs = [clock.sync(), clock.sync(), clock.sync()];
    release(5 * DAY);
    await Promise.all(syncs);
    expect(reads).toBe(1);
    wall.ms += 999;
    await clock.sync();
    expect(reads).toBe(1);
    wall.ms += 1;
    const next = clock.sync();
    release(6 * DAY);
    await next;
    expect(reads).toBe(2);
    expect(clock.now()).toBe(6 * DAY);
  });

  it('keeps the last offset when the node cannot be read, and says so', async () => {
    const wall = fakeWall(0);
    const errors: unknown[] = [];
    let fail = false;
    const clock = chainClock({
      readChainMs: () => (fail ? Promise.reject(new Error('node down')) : Promise.resolve(3 * DAY)),
      wallNow: wall.now,
      onError: (error) => errors.push(error),
    });
    await clock.sync();
    fail = true;
    wall.ms += 5000;
    await expect(clock.sync()).resolves.toBeUndefined();
    expect(clock.now()).toBe(3 * DAY + 5000);
    expect(errors).toHaveLength(1);
  });

  it('a fixed source has nothing to synchronise', async () => {
    const clock = fixedSourceClock(() => 42);
    await clock.sync();
    expect(clock.now()).toBe(42);
  });
});

describe('configuration', () => {
  it('follows the chain on localnet and the wall clock elsewhere, unless CLOCK says otherwise', () => {
    expect(loadConfig({ NETWORK: 'localnet' }).clock).toBe('chain');
    expect(loadConfig({ NETWORK: 'localnet', CLOCK: 'wall' }).clock).toBe('wall');
    const mainnet = { NETWORK: 'mainnet', OPERATOR_SECRET_KEY: '11'.repeat(32), FINANCE_PACKAGE_ID: '0x1', LIQUIDITY_SWAP_ID: '0x2' };
    expect(loadConfig(mainnet).clock).toBe('wall');
    expect(() => loadConfig({ NETWORK: 'localnet', CLOCK: 'sundial' })).toThrow(/CLOCK/);
  });
});

describe('against a localnet node', () => {
  let net: Awaited<ReturnType<typeof startLocalnet>>;
  beforeAll(async () => {
    net = await startLocalnet({ port: 0 });
  });
  afterAll(() => net.close());

  it("reads the 0x6 Clock object's timestamp, which the admin endpoint moves", async () => {
    const client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
    const before = await readClockObjectMs(client);
    const advancedTo = await advanceClock(net.url, 2 * DAY);
    const after = await readClockObjectMs(client);
    expect(after).toBeGreaterThanOrEqual(Number(advancedTo));
    expect(after - before).toBeGreaterThanOrEqual(2 * DAY);
  });

  it('a subscription made on the server earns by the chain clock and redeems when the chain says the lock is over', async () => {
    const server = await createTestServer({ clock: 'chain', suiNodeUrl: net.url });
    try {
      const { token, address } = await server.signIn();
      await credit(server.ctx.db, address, 'SUI', 100n * SUI);
      const created = (await (await server.request('POST', '/api/bank/subscriptions', { token, body: { productId: 'sui-7', amount: (100n * SUI).toString() } })).json()) as SubscriptionResponse;
      const health = async () => ((await (await server.request('GET', '/api/health')).json()) as HealthResponse).time;
      expect(Math.abs(Date.parse(created.subscription.startAt) - Date.parse(await health()))).toBeLessThan(DAY);

      const locked = await server.request('POST', `/api/bank/subscriptions/${created.subscription.id}/redeem`, { token, body: {} });
      expect(locked.status).toBe(409);

      await advanceClock(net.url, 8 * DAY);
      // The server reads the chain again once its reading is older than a second.
      await eventually(async () => expect(Date.parse(await health()) - Date.parse(created.subscription.startAt)).toBeGreaterThanOrEqual(8 * DAY));
      const list = (await (await server.request('GET', '/api/bank/subscriptions', { token })).json()) as BankSubscriptionsResponse;
      // 100 SUI at 0.1% a day = 0.1 SUI gross a day, less 3%: 0.097 SUI net, for 8 whole days.
      expect(list.items[0]).toMatchObject({ days: 8, generatedIncome: (8n * 97_000_000n).toString() });

      const redeemed = (await (await server.request('POST', `/api/bank/subscriptions/${created.subscription.id}/redeem`, { token, body: {} })).json()) as RedeemResponse;
      expect(redeemed.payout).toEqual({ principal: (100n * SUI).toString(), income: (8n * 97_000_000n).toString(), fee: (8n * 3_000_000n).toString() });
      expect(Date.parse(redeemed.subscription.redeemedAt!) - Date.parse(created.subscription.startAt)).toBeGreaterThanOrEqual(8 * DAY);
    } finally {
      await server.close();
    }
  });
});
