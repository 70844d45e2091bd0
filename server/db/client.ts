// The database: Postgres through Drizzle. Embedded PGlite (a data folder, or memory) when no
// DATABASE_URL is given, a real Postgres server when it is. Queries are written once, as
// Drizzle `sql` templates, and run unchanged on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runMigrations } from './migrate.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** The database or an open transaction: anything that can run a query. */
export type Executor = Pick<Db, 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement script (migrations). */
  runScript(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  databaseSchema: string | null;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.databaseSchema) : await openPglite(options.dataDir);
  await runMigrations(database);
  return database;
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    runScript: async (text) => {
      try {
        await client.exec(text);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, schema: string | null): Promise<Database> {
  if (schema !== null && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad DATABASE_SCHEMA ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    runScript: async (text) => {
      const client = await pool.connect();
      try {
        await client.query(text);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
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

/** The rows of a query, on either driver. */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(executor: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(executor, query))[0];
}

export { type SQL, sql };
