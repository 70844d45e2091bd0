// Sign-in rate limits live in the database: two server instances on one database count
// together, a restart forgets nothing, and with the database gone each instance still limits
// from memory. Behind a proxy (TRUST_PROXY) the client is the address the proxy appended to
// X-Forwarded-For, and without it the header is ignored. The limiter's clock (Date) is frozen,
// so no window runs out while a slow machine works through a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, createServerContext } from '../app.ts';
import { type ServerConfig, testConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { type Database, dropSchema } from '../db/client.ts';
import { RateLimiter } from './rate-limit.ts';

let dataDir: string;
let config: ServerConfig;
const opened: ServerContext[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  dataDir = mkdtempSync(path.join(tmpdir(), 'suil-rate-'));
  // One database for every instance of a test: a PGlite folder, or one schema of DATABASE_URL.
  config = testConfig({ dataDir, rateLimit: { capacity: 10, refillPerSecond: 1, perIpCapacity: 60, perIpRefillPerSecond: 10 } });
});

afterEach(async () => {
  vi.useRealTimers();
  const databases = new Set(opened.splice(0).map((ctx) => ctx.database));
  for (const database of databases) await database.close().catch(() => undefined);
  if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server instance on the test's database; on PGlite a second live instance shares the handle. */
async function instance(overrides: Partial<ServerConfig> = {}, shared?: Database): Promise<{ app: Hono; ctx: ServerContext }> {
  const ctx = await createServerContext({ ...config, ...overrides }, shared ? { database: shared } : {});
  opened.push(ctx);
  return { app: createApp(ctx), ctx };
}

function nonce(app: Hono, address: string, headers: Record<string, string> = {}): Promise<number> {
  return Promise.resolve(
    app.request('/api/auth/nonce', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ address }) }),
  ).then((res) => res.status);
}

describe('sign-in limits shared through the database', () => {
  it('one address gets the limit of one server across two instances on one database, not two', { timeout: 120_000 }, async () => {
    const a = await instance();
    // Two pools on one PostgreSQL schema; PGlite (one process per data folder) shares its handle.
    const b = config.databaseUrl ? await instance() : await instance({}, a.ctx.database);
    const address = Ed25519Keypair.generate().toSuiAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await nonce(i % 2 === 0 ? a.app : b.app, address));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('holds across instances asked in parallel', { timeout: 120_000 }, async () => {
    const a = await instance();
    const b = config.databaseUrl ? await instance() : await instance({}, a.ctx.database);
    const address = Ed25519Keypair.generate().toSuiAddress();
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => nonce(i % 2 === 0 ? a.app : b.app, address)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('holds across a restart, and the window ends on time', { timeout: 120_000 }, async () => {
    const address = Ed25519Keypair.generate().toSuiAddress();
    const before = await instance();
    for (let i = 0; i < 10; i++) expect(await nonce(before.app, address)).toBe(200);
    await before.ctx.database.close();
    opened.splice(opened.indexOf(before.ctx), 1);

    const after = await instance();
    expect(await nonce(after.app, address)).toBe(429);
    // 10 requests per 10 seconds: the next window opens after 10 s.
    vi.setSystemTime(Date.now() + 10_001);
    expect(await nonce(after.app, address)).toBe(200);
  });

  it('still limits from memory when the database cannot be reached', { timeout: 120_000 }, async () => {
    const { ctx } = await instance();
    const limiter = new RateLimiter(ctx.db, 'test', { capacity: 3, refillPerSecond: 1 });
    await ctx.database.close();
    const taken: boolean[] = [];
    for (let i = 0; i < 5; i++) taken.push(await limiter.take('somebody'));
    expect(taken).toEqual([true, true, true, false, false]);
  });
});

describe('TRUST_PROXY', () => {
  const perClient = { capacity: 100, refillPerSecond: 10, perIpCapacity: 3, perIpRefillPerSecond: 1 };
  const fresh = () => Ed25519Keypair.generate().toSuiAddress();
  const ip = () => `203.0.113.${randomBytes(1)[0]}`;

  it('off (the default): X-Forwarded-For is ignored, so a client cannot take a new limit by writing one', { timeout: 120_000 }, async () => {
    const { app } = await instance({ trustProxy: 0, rateLimit: perClient });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await nonce(app, fresh(), { 'x-forwarded-for': `198.51.100.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('1 proxy: each client behind it has its own limit, read from the entry the proxy appended', { timeout: 120_000 }, async () => {
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

  it('2 proxies: the client is the second entry from the right', { timeout: 120_000 }, async () => {
    const { app } = await instance({ trustProxy: 2, rateLimit: perClient });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await nonce(app, fresh(), { 'x-forwarded-for': `${ip()}, 198.51.100.9, 10.0.0.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
