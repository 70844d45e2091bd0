// The database: Postgres through Drizzle. Embedded PGlite (a data folder, or memory) when no
// DATABASE_URL is given, a real Postgres server when it is. Queries are written once, as
// Drizzle `sql` templates, and run unchanged on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Column, type SQL, type Table, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';
import { errorField, log } from '../log.ts';
import { timeQuery, watchPool } from '../metrics/registry.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** The database or an open transaction: anything that can run a query. */
export type Executor = Pick<Db, 'execute'>;
/** An open transaction, as `transaction()` hands it to the function it runs. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Which database this is, for the log (no password). */
  description: string;
  /** Runs a multi-statement script (migrations). */
  runScript(text: string): Promise<void>;
  /**
   * A connection of its own, outside the pool, for what must live and die with one database
   * session: a session-level advisory lock and the writes made under it. On PGlite (one
   * process, one session) it is the database itself.
   */
  session(): Promise<Session>;
  close(): Promise<void>;
}

export interface Session {
  db: Db;
  runScript(text: string): Promise<void>;
  /** False once the connection has failed or ended (its session locks are gone with it). */
  readonly alive: boolean;
  /** Ends the connection, and with it the session's advisory locks. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  databaseSchema: string | null;
  /** PGlite in memory only: start from this dump of a data folder (`dumpDataDir`); tests load a migrated one. */
  pgliteDump?: Blob;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.databaseSchema) : await openPglite(options.dataDir, options.pgliteDump);
  await runMigrations(database);
  return database;
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<Database> {
  if (dataDir && dump) throw new Error('a PGlite dump is loaded into memory, not into a data folder');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts); released by the kernel if the process dies.
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite(dump ? { loadDataDir: dump } : {});
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  // Every query of the app goes through client.query (Drizzle's PGlite driver): time it.
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => timeQuery('pglite', () => query(...args))) as typeof client.query;
  const db = drizzlePglite(client) as unknown as Db;
  const runScript = async (text: string) => {
    try {
      await client.exec(text);
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  return {
    db,
    kind: 'pglite',
    description: dataDir ? `embedded PGlite in ${dataDir} (one instance only)` : 'embedded PGlite in memory (nothing kept)',
    runScript,
    session: async () => ({ db, runScript, alive: true, close: async () => undefined }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

const PREPARED_MARK = '/* prepared */ ';
/** At most this many prepared texts (each is one statement on every pooled connection). */
const PREPARED_LIMIT = 64;
const preparedNames = new Map<string, string>();

/** The name of a prepared text: one per text, `suil_1`, `suil_2`...; none past the limit (it runs unnamed). */
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < PREPARED_LIMIT) {
    name = `suil_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * A statement that PostgreSQL keeps parsed and planned on each pooled connection (a named
 * prepared statement, made on its first use there): for the few run on every sign-in or
 * authenticated request, whose parse and plan cost PostgreSQL more than running them. Its text
 * must come in a few variants only (each is one statement per connection) and must not select
 * `*` from a table (a column added by a migration would make the kept plan fail). Plain on
 * PGlite, and inside a transaction.
 */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(PREPARED_MARK)}${query}`;
}

/** host:port/database of a Postgres URL, without user or password. */
function describePostgres(url: string, schema: string | null): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}${schema ? ` (schema ${schema})` : ''}`;
  } catch {
    return `PostgreSQL${schema ? ` (schema ${schema})` : ''}`;
  }
}

async function openPostgres(url: string, schema: string | null): Promise<Database> {
  if (schema !== null && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad DATABASE_SCHEMA ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Instances starting together race on IF NOT EXISTS; the loser finds it made.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const connection = { connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle pooled connection that the server drops (a restart, a terminated backend) must not
  // take the process down; the pool replaces it.
  pool.on('error', (error) => log.warn(errorField(error), 'database: an idle connection failed'));
  // A connection in use has no listener of the pool's: one the server ends between two statements
  // of a transaction (a restart) would throw its 'error' event and take the process down. With
  // this one its next statement fails instead (a 503, app.ts), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Queries outside a transaction go through pool.query (Drizzle's node-postgres driver): time
  // them, and give a `prepared` statement its name.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) => {
    if (typeof args.at(-1) === 'function') return poolQuery(...args);
    const config = args[0] as { text?: unknown; name?: unknown };
    if (config && typeof config === 'object' && config.name === undefined && typeof config.text === 'string' && config.text.startsWith(PREPARED_MARK)) {
      args[0] = { ...config, name: preparedName(config.text) };
    }
    return timeQuery('postgres', () => poolQuery(...args));
  };
  const unwatchPool = watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const db = drizzleNodePg(pool) as unknown as Db;
  const script = async (client: pg.ClientBase, text: string) => {
    try {
      await client.query(text);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  return {
    db,
    kind: 'postgres',
    description: describePostgres(url, schema),
    runScript: async (text) => {
      const client = await pool.connect();
      try {
        await script(client, text);
      } finally {
        client.release();
      }
    },
    session: async () => {
      // keepAlive: a leader whose host vanishes is noticed by the server, which ends the
      // session and frees its locks.
      const client = new pg.Client({ ...connection, keepAlive: true });
      let alive = true;
      client.on('error', (error) => {
        alive = false;
        log.warn(errorField(error), 'database: a session connection failed');
      });
      client.on('end', () => {
        alive = false;
      });
      await client.connect();
      return {
        db: drizzleNodePg(client) as unknown as Db,
        runScript: (text) => script(client, text),
        get alive() {
          return alive;
        },
        close: async () => {
          alive = false;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => {
      unwatchPool();
      return pool.end();
    },
  };
}

/** Drops a schema and everything in it (test servers on a real Postgres clean up with this). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema ${schema}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}

/** A column's value as a raw `sql` query reads it: timestamps as the driver gives them, 64-bit integers cast to text. */
type RawValue<C extends Column> =
  | (C['_']['dataType'] extends 'date' ? Date | string : C['_']['dataType'] extends 'bigint' ? string : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);

/**
 * A row of a db/schema.ts table as a raw `sql` query returns it: the database's column names
 * (Drizzle's `$inferSelect` has the TypeScript ones); a module picks the columns it selects.
 */
export type Row<T extends Table> = { [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: RawValue<T['_']['columns'][K]> };

/**
 * An UPDATE's assignments, `column = value`, for each column given a value (undefined: left
 * out), joined for SET; null when none is given.
 */
export function assignments(values: Record<string, unknown>): SQL | null {
  const sets = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  return sets.length === 0 ? null : sql.join(sets, sql`, `);
}

/** The rows of a query, on either driver. */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(executor: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(executor, query))[0];
}

/**
 * One statement of several scalar subqueries, each from its table's module: `SELECT (...) AS
 * name, ...`, one round trip for figures read together.
 */
export function readScalars<T extends Record<string, unknown>>(executor: Executor, columns: { [K in keyof T]: SQL }): Promise<T | undefined> {
  const list = Object.entries(columns as Record<string, SQL>).map(([name, value]) => sql`${value} AS ${sql.raw(name)}`);
  return firstRow<T>(executor, sql`SELECT ${sql.join(list, sql`, `)}`);
}

/** A scalar subquery's value as text (a count is bigint, read as text to be exact). */
export function asText(value: SQL): SQL {
  return sql`${value}::text`;
}

export { type SQL, sql };

/** PostgreSQL's answers to a transaction that lost a lock conflict and may simply run again. */
const RETRYABLE_STATES = new Set(['40P01' /* deadlock_detected */, '40001' /* serialization_failure */]);
/** Runs of one transaction at most (the first and four retries). */
const TRANSACTION_RUNS = 5;
/** The longest wait before a retry; each retry waits a random time up to 20 ms, 40, 80... capped here. */
const RETRY_WAIT_CAP_MS = 320;

/** The SQLSTATE of a database error (`40P01`), looking through Drizzle's wrapper (its `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // Five digits or capitals; no SQLSTATE class starts with E, as Node's socket codes (EPIPE) do.
    if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One database transaction for a money move: `run` commits whole or not at all. When PostgreSQL
 * breaks a deadlock or a serialization conflict by failing this transaction (40P01, 40001),
 * the whole of `run` runs again, up to TRANSACTION_RUNS times, after a jittered wait: the
 * caller sees the answer of the run that committed, never the conflict. So `run` must do
 * nothing outside the database that a second run would repeat (no chain writes, no messages);
 * reading (the node, the clock) is fine. The first line against deadlocks is still the lock
 * order (lockBalances in db/balances.ts); this is the second. Inside another transaction (a
 * savepoint) it does not retry: the outermost transaction runs again instead.
 */
export async function transaction<T>(db: Pick<Db, 'transaction'>, run: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(run);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      const state = sqlState(error);
      if (state === undefined || !RETRYABLE_STATES.has(state) || attempt >= TRANSACTION_RUNS) throw error;
      const waitMs = Math.random() * Math.min(RETRY_WAIT_CAP_MS, 10 * 2 ** attempt);
      log.warn({ sqlState: state, attempt, waitMs: Math.round(waitMs) }, 'database: a transaction lost a lock conflict; running it again');
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/** SQLSTATEs of a database that is not there just now: a lost connection (class 08), a shutdown or restart, no room for a connection. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
/** Socket errors of a database that cannot be reached, and pg's own words for a connection that ended. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/;

/**
 * True when `error` says the database could not be reached or went away mid-query (a restart,
 * a network fault), rather than that a statement was wrong: the server answers 503 for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // An AggregateError (a host with several addresses, all refused) carries each attempt's error.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}
