// Sign-in rate limits live in the database: two server instances on one database count
// together, a restart forgets nothing, and with the database gone each instance still limits
// from memory. Behind a proxy (TRUST_PROXY) the client is the address the proxy appended to
// X-Forwarded-For, and without it the header is ignored. The limiter's clock (Date) is frozen,
// so no window runs out while a slow machine works through a test.
import { randomBytes } from 'node:crypto';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, createServerContext } from '../app.ts';
import { type ServerConfig } from '../config.ts';
import { testConfig } from '../test/config.ts';
import type { ServerContext } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createTestServer, fileDatabase } from '../test/server.ts';
import { RateLimiter } from './rate-limit.ts';

// One database for the file (a fresh PGlite, or one schema of DATABASE_URL), emptied before each test.
const database = fileDatabase();
const pools: Database[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  for (const pool of pools.splice(0)) await pool.close().catch(() => undefined);
});

/**
 * A connection of its own to the file's database, as a second server process has: a pool on the
 * PostgreSQL schema; PGlite in memory has one handle, which every instance shares.
 */
async function connection(): Promise<Database> {
  if (!database.config.databaseUrl) return database.database;
  const pool = await openDatabase(database.config);
  pools.push(pool);
  return pool;
}

/** A server instance (its own limiters and their memory) on the given connection to the file's database. */
async function instance(overrides: Partial<ServerConfig> = {}, on: Database = database.database): Promise<{ app: Hono; ctx: ServerContext }> {
  const config = testConfig({ rateLimit: { capacity: 10, refillPerSecond: 1, perIpCapacity: 60, perIpRefillPerSecond: 10 }, ...overrides, ...database.config });
  const ctx = await createServerContext(config, { database: on });
  return { app: createApp(ctx), ctx };
}

function nonce(app: Hono, address: string, headers: Record<string, string> = {}): Promise<number> {
  return Promise.resolve(
    app.request('/api/auth/nonce', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ address }) }),
  ).then((res) => res.status);
}

describe('sign-in limits shared through the database', () => {
  it('one address gets the limit of one server across two instances on one database, not two', async () => {
    const a = await instance();
    const b = await instance({}, await connection());
    const address = Ed25519Keypair.generate().toSuiAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await nonce(i % 2 === 0 ? a.app : b.app, address));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('holds across instances asked in parallel', async () => {
    const a = await instance();
    const b = await instance({}, await connection());
    const address = Ed25519Keypair.generate().toSuiAddress();
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => nonce(i % 2 === 0 ? a.app : b.app, address)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('holds across a restart, and the window ends on time', async () => {
    const address = Ed25519Keypair.generate().toSuiAddress();
    // A restart: the first instance and its connection go, and with them its limiters' memory.
    const first = await connection();
    const before = await instance({}, first);
    for (let i = 0; i < 10; i++) expect(await nonce(before.app, address)).toBe(200);
    if (first !== database.database) await first.close();

    const after = await instance({}, await connection());
    expect(await nonce(after.app, address)).toBe(429);
    // 10 requests per 10 seconds: the next window opens after 10 s.
    vi.setSystemTime(Date.now() + 10_001);
    expect(await nonce(after.app, address)).toBe(200);
  });

  it('still limits from memory when the database cannot be reached', async () => {
    // A server of its own: its database goes away under it.
    const server = await createTestServer();
    const limiter = new RateLimiter(server.ctx.db, 'test', { capacity: 3, refillPerSecond: 1 });
    await server.close();
    const taken: boolean[] = [];
    for (let i = 0; i < 5; i++) taken.push(await limiter.take('somebody'));
    expect(taken).toEqual([true, true, true, false, false]);
  });
});

describe('TRUST_PROXY', () => {
  const perClient = { capacity: 100, refillPerSecond: 10, perIpCapacity: 3, perIpRefillPerSecond: 1 };
  const fresh = () => Ed25519Keypair.generate().toSuiAddress();
  const ip = () => `203.0.113.${randomBytes(1)[0]}`;

  it('off (the default): X-Forwarded-For is ignored, so a client cannot take a new limit by writing one', async () => {
    const { app } = await instance({ trustProxy: 0, rateLimit: perClient });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await nonce(app, fresh(), { 'x-forwarded-for': `198.51.100.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('1 proxy: each client behind it has its own limit, read from the entry the proxy appended', async () => {
    const { app } = await instance({ trustProxy: 1, rateLimit: perClient });
    const first = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await nonce(app, fresh(), { 'x-forwarded-for': first }));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy is not limited by the first one.
    expect(await nonce(app, fresh(), { 'x-forwarded-for': '198.51.100.8' })).toBe(200);
    // The first client writing its own X-Forwarded-For (the proxy appends the real address).
    expect(await nonce(app, fresh(), { 'x-forwarded-for': `${ip()}, ${first}` })).toBe(429);
  });

  it('2 proxies: the client is the second entry from the right', async () => {
    const { app } = await instance({ trustProxy: 2, rateLimit: perClient });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await nonce(app, fresh(), { 'x-forwarded-for': `${ip()}, 198.51.100.9, 10.0.0.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
