// Test helpers: a server on an in-memory database (or a fresh schema of DATABASE_URL's
// Postgres), a settable clock, and sign-in with a real Ed25519 key. Creating and migrating a
// database is the slow part (seconds for PGlite on a busy machine), so a test file opens one
// (fileDatabase) and each test gets its own server on it, the data put back first; and PGlite
// starts from a dump of a migrated database made once (migratedPgliteDump).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, onTestFailed, onTestFinished } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { testConfig } from './config.ts';
import type { ServerContext } from '../context.ts';
import { createApp, createServerContext } from '../app.ts';
import type { LoginResponse, NonceResponse } from '../../contract/api.ts';
import { type Database, type DatabaseOptions, dropSchema, openDatabase, rows, sql } from '../db/client.ts';
import { migrationFiles } from '../db/migrate.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/suil-server-tests/', import.meta.url));
let pgliteDump: Promise<Blob> | undefined;

/**
 * A dump of a freshly migrated PGlite (`dumpDataDir`), kept in node_modules/.cache under a hash
 * of PGlite's version and the migrations, so that it is made once, not once per test file:
 * loading it takes a fraction of creating a cluster and migrating it. The server still runs its
 * migrations on the loaded database (all found applied). Two files making it at once each
 * write it whole and rename it into place.
 */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const hash = createHash('sha256');
    hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
    hash.update(readFileSync(new URL('../db/migrate.ts', import.meta.url)));
    for (const { version, text } of migrationFiles()) hash.update(`${version}\n${text}\n`);
    const path = `${CACHE_DIR}pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar.gz`;
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const database = await openDatabase({ databaseUrl: null, dataDir: null, databaseSchema: null });
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
    await database.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(`${path}.${process.pid}`, new Uint8Array(await dump.arrayBuffer()));
    renameSync(`${path}.${process.pid}`, path);
    return dump;
  })();
  return pgliteDump;
}

/** Opens a test server's database: PGlite in memory starts from the migrated dump. */
async function openTestServerDatabase(options: DatabaseOptions): Promise<Database> {
  const inMemory = !options.databaseUrl && !options.dataDir;
  return openDatabase(inMemory ? { ...options, pgliteDump: await migratedPgliteDump() } : options);
}

/** A migrated database that outlives the test servers made on it. */
export interface TestDatabase {
  readonly database: Database;
  readonly config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>;
  /** Puts every table back as the migrations left it: their rows, and their sequences. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Opens and migrates a database (PGlite in memory, or a fresh schema of DATABASE_URL). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl, databaseSchema } = testConfig();
  const config = { databaseUrl, databaseSchema, dataDir: null };
  const database = await openTestServerDatabase(config);
  // The migrated rows are kept in a schema of their own; a reset empties every table in one
  // TRUNCATE, copies those rows back and sets each sequence where the migrations left it.
  const seedSchema = databaseSchema ? `${databaseSchema}_seed` : 'test_seed';
  const tables = await rows<{ name: string }>(
    database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  const sequences = await rows<{ name: string; last: string | null }>(
    database.db,
    sql`SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  // Seeded tables in an order their foreign keys accept: each after the tables it references.
  const references = await rows<{ child: string; parent: string }>(
    database.db,
    sql`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
        WHERE contype = 'f' AND connamespace = current_schema()::regnamespace AND conrelid <> confrelid`,
  );
  const seeded: string[] = [];
  const visited = new Set<string>();
  const visit = async (name: string) => {
    if (visited.has(name)) return;
    visited.add(name);
    for (const { parent } of references.filter((r) => r.child === name)) await visit(parent);
    const count = await rows<{ n: number }>(database.db, sql.raw(`SELECT COUNT(*)::int AS n FROM "${name}"`));
    if (count[0]!.n > 0) seeded.push(name);
  };
  for (const { name } of tables) await visit(name);
  await database.runScript(
    [`CREATE SCHEMA "${seedSchema}";`, ...seeded.map((name) => `CREATE TABLE "${seedSchema}"."${name}" AS TABLE "${name}";`)].join('\n'),
  );
  const resetScript = [
    `TRUNCATE ${tables.map(({ name }) => `"${name}"`).join(', ')};`,
    ...seeded.map((name) => `INSERT INTO "${name}" SELECT * FROM "${seedSchema}"."${name}";`),
    ...sequences.map(({ name, last }) => (last === null ? `ALTER SEQUENCE "${name}" RESTART;` : `SELECT setval('"${name}"', ${last}, true);`)),
  ].join('\n');
  return {
    database,
    config,
    reset: () => database.runScript(resetScript),
    async close() {
      await database.close();
      if (databaseUrl && databaseSchema) {
        await dropSchema(databaseUrl, databaseSchema);
        await dropSchema(databaseUrl, seedSchema);
      }
    },
  };
}

/**
 * One database for a test file: opened and migrated before its first test, put back to its
 * migrated state before each test (so no test sees another's rows, in any order), closed after
 * the file. Make each test's server on it with `createTestServer(overrides, database)`.
 */
export function fileDatabase(): TestDatabase {
  let opened: TestDatabase | undefined;
  const get = () => {
    if (!opened) throw new Error('fileDatabase(): the database opens in beforeAll; use it in hooks and tests');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  beforeEach(() => get().reset());
  afterAll(() => opened?.close());
  return {
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    reset: () => get().reset(),
    close: () => get().close(),
  };
}

/**
 * Waits until `check` passes (returns without throwing), trying again every `intervalMs`. It has
 * no deadline of its own: the test's timeout is the only bound, so a busy machine makes the wait
 * longer, never failing it. It stops when the test ends; a test that fails while it still waits
 * logs the last failure of the check.
 */
export async function eventually<T>(check: () => T | Promise<T>, intervalMs = 50): Promise<T> {
  let ended = false;
  let lastError: unknown;
  onTestFinished(() => {
    ended = true;
  });
  onTestFailed(() => {
    if (lastError !== undefined) console.error('eventually: still waiting; the last check failed with', lastError);
  });
  for (;;) {
    try {
      const result = await check();
      lastError = undefined;
      return result;
    } catch (error) {
      lastError = error;
    }
    if (ended) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface TestServer {
  app: Hono;
  ctx: ServerContext;
  clock: { now: number; advance(ms: number): void };
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  signIn(keypair?: Ed25519Keypair): Promise<{ token: string; address: string; keypair: Ed25519Keypair }>;
  close(): Promise<void>;
}

/**
 * A server with a settable clock, on a database of its own (opened now, closed with the server)
 * or on `shared`, which it leaves open.
 */
export async function createTestServer(overrides: Partial<ServerConfig> = {}, shared?: TestDatabase): Promise<TestServer> {
  const clock = {
    now: Date.parse('2026-11-21T12:00:00.000Z'),
    advance(ms: number) {
      this.now += ms;
    },
  };
  // `clock: 'chain'` tests the chain-following clock against a real node (`suiNodeUrl`);
  // otherwise the settable clock drives everything.
  const config = testConfig({ ...overrides, ...shared?.config });
  const database = shared?.database ?? (await openTestServerDatabase(config));
  const ctx = await createServerContext(config, { database, ...(overrides.clock === 'chain' ? {} : { now: () => clock.now }) });
  const app = createApp(ctx);
  const request: TestServer['request'] = (method, path, options = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
      }),
    );
  return {
    app,
    ctx,
    clock,
    request,
    async signIn(keypair = Ed25519Keypair.generate()) {
      const address = keypair.toSuiAddress();
      const nonce = (await (await request('POST', '/api/auth/nonce', { body: { address } })).json()) as NonceResponse;
      const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(nonce.message));
      const res = await request('POST', '/api/auth/login', { body: { address, message: nonce.message, signature } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const { access_token } = (await res.json()) as LoginResponse;
      return { token: access_token, address, keypair };
    },
    async close() {
      if (shared) return;
      await database.close();
      const { databaseUrl, databaseSchema } = ctx.config;
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    },
  };
}

// ---- Synthetic chain transactions for route and income-rule tests (the integration test
// drives a real node). The bytes are the events' real BCS layouts.
import { FinanceIndexer } from '../indexer/indexer.ts';
import { FINANCE_EVENT_LAYOUTS, FINANCE_EVENT_MODULES, type FinanceEventName } from '../indexer/events.ts';

let digestCounter = 0;

export function financeEvent<N extends FinanceEventName>(
  ctx: ServerContext,
  name: N,
  fields: Parameters<(typeof FINANCE_EVENT_LAYOUTS)[N]['serialize']>[0],
): { eventType: string; bcs: Uint8Array } {
  const layout = FINANCE_EVENT_LAYOUTS[name] as unknown as { serialize(v: unknown): { toBytes(): Uint8Array } };
  return { eventType: `${ctx.config.financePackageId}::${FINANCE_EVENT_MODULES[name]}::${name}`, bcs: layout.serialize(fields).toBytes() };
}

export function chainTx(events: { eventType: string; bcs: Uint8Array }[], timestampMs = Date.parse('2026-11-21T11:00:00Z')) {
  digestCounter++;
  return { digest: `TestDigest${digestCounter.toString().padStart(6, '0')}`, timestampMs, events };
}

/** An indexer whose node is never asked: pages are handed to applyPage directly. */
export function offlineIndexer(ctx: ServerContext): FinanceIndexer {
  return new FinanceIndexer(ctx, {
    listAfter: () => Promise.reject(new Error('offline')),
    serviceInfo: () => Promise.reject(new Error('offline')),
  });
}

/**
 * An indexer reading these pages from a stand-in node; the cursor after page i is String(i + 1).
 * `tip` is the node's latest checkpoint at the start of each poll (none by default).
 */
export function pagedIndexer(ctx: ServerContext, pages: ReturnType<typeof chainTx>[][], tip: () => bigint | null = () => null): FinanceIndexer {
  return new FinanceIndexer(ctx, {
    listAfter: (cursor) => {
      const i = cursor === null ? 0 : Number(cursor);
      if (i >= pages.length) return Promise.resolve({ transactions: [], endCursor: null, hasNextPage: false });
      return Promise.resolve({ transactions: pages[i]!, endCursor: String(i + 1), hasNextPage: i + 1 < pages.length });
    },
    serviceInfo: () => Promise.resolve({ chainId: 'stand-in chain', checkpointHeight: tip() }),
  });
}

/** A free TCP port on loopback (asked of the system, then let go): for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The code and message `promise` was refused with (an OperatorError, an ApiError); fails when it was not refused. */
export async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  throw new Error('it was not refused');
}

/**
 * `n` server instances on one test database, as separate processes behind a load balancer would
 * be: on PostgreSQL each has a connection pool of its own (the first uses the file's), so their
 * transactions really run side by side; PGlite is one process's database, so they share it.
 * `overrides` must give every instance the same `jwtSecret`, so a token opens any of them.
 */
export async function serverInstances(
  n: number,
  overrides: Partial<ServerConfig> & { jwtSecret: string },
  shared: TestDatabase,
): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const opened: Database[] = [];
  const servers: TestServer[] = [];
  for (let i = 0; i < n; i++) {
    let on: TestDatabase = shared;
    if (shared.config.databaseUrl && i > 0) {
      const own = await openDatabase({ databaseUrl: shared.config.databaseUrl, databaseSchema: shared.config.databaseSchema, dataDir: null });
      opened.push(own);
      on = { database: own, config: shared.config, reset: () => shared.reset(), close: () => own.close() };
    }
    servers.push(await createTestServer(overrides, on));
  }
  return { servers, close: async () => void (await Promise.all(opened.map((d) => d.close()))) };
}
