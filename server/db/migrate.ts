// Versioned migrations: server/db/migrations/NNNN_name.sql, applied in order at start, each
// once, recorded in schema_migrations. A Postgres advisory lock keeps two starting servers
// from applying the same migration.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';
import { rows, sql } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_KEY = 5011_8787;

export function migrationFiles(): { version: string; text: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), text: readFileSync(MIGRATIONS_DIR + name, 'utf8') }));
}

export async function runMigrations(database: Database): Promise<string[]> {
  const { db } = database;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  });
  const done = new Set((await rows<{ version: string }>(db, sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  for (const migration of migrationFiles()) {
    if (done.has(migration.version)) continue;
    // The script and its record commit together; a second server racing here fails on the
    // primary key and its whole transaction rolls back.
    await database.runScript(`BEGIN;\n${migration.text}\nINSERT INTO schema_migrations (version) VALUES ('${migration.version}');\nCOMMIT;`);
    applied.push(migration.version);
  }
  return applied;
}
