// Versioned migrations: server/db/migrations/NNNN_name.sql, applied in order at start, each
// once, recorded in schema_migrations. The whole run holds one session-level advisory lock on a
// connection of its own: servers starting together on an empty database wait for each other,
// and the later ones find everything applied.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Executor } from './client.ts';
import { firstRow, rows, sql } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** The migrations' advisory lock: one per schema (locks are database-wide; schemas are not). */
const LOCK_KEY = sql`hashtextextended('suil-migrations:' || current_schema(), 0)`;

export function migrationFiles(): { version: string; text: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), text: readFileSync(MIGRATIONS_DIR + name, 'utf8') }));
}

/** The latest migration the database has applied (null: none). */
export async function latestAppliedMigration(db: Executor): Promise<string | null> {
  const row = await firstRow<{ latest: string | null }>(db, sql`SELECT MAX(version) AS latest FROM schema_migrations`);
  return row?.latest ?? null;
}

export async function runMigrations(database: Database): Promise<string[]> {
  const session = await database.session();
  try {
    const { db } = session;
    await db.execute(sql`SELECT pg_advisory_lock(${LOCK_KEY})`);
    const applied: string[] = [];
    await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const done = new Set((await rows<{ version: string }>(db, sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
    for (const migration of migrationFiles()) {
      if (done.has(migration.version)) continue;
      // The script and its record commit together.
      await session.runScript(`BEGIN;\n${migration.text}\nINSERT INTO schema_migrations (version) VALUES ('${migration.version}');\nCOMMIT;`);
      applied.push(migration.version);
    }
    return applied;
  } finally {
    await session.db.execute(sql`SELECT pg_advisory_unlock(${LOCK_KEY})`).catch(() => undefined);
    await session.close();
  }
}
