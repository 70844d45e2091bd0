// The migrations and the Drizzle tables describe the same schema: every table and column of
// schema.ts exists in the migrated database with the same type and nullability, and the
// database has no table or column that schema.ts leaves out. Migrations run once.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../test/server.ts';
import { rows, sql } from './client.ts';
import { migrationFiles, runMigrations } from './migrate.ts';
import * as schema from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PG_TYPE: Record<string, string> = {
  text: 'text',
  integer: 'integer',
  boolean: 'boolean',
  jsonb: 'jsonb',
  bigserial: 'bigint',
  bigint: 'bigint',
  'timestamp with time zone': 'timestamp with time zone',
};

function declared(table: PgTable) {
  const config = getTableConfig(table);
  return {
    name: config.name,
    columns: config.columns.map((c) => {
      const sqlType = c.getSQLType().replace(/\(.*\)$/, '');
      return { column: c.name, type: sqlType === 'numeric' ? 'numeric' : (PG_TYPE[sqlType] ?? sqlType), nullable: !c.notNull };
    }),
  };
}

describe('database schema', () => {
  it('matches schema.ts table for table, column for column', async () => {
    const tables = Object.values(schema).map(declared);
    const actual = await rows<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      server.ctx.db,
      sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name <> 'schema_migrations' ORDER BY table_name, ordinal_position`,
    );
    const inDb = new Map<string, { column: string; type: string; nullable: boolean }[]>();
    for (const c of actual) {
      const list = inDb.get(c.table_name) ?? [];
      list.push({ column: c.column_name, type: c.data_type, nullable: c.is_nullable === 'YES' });
      inDb.set(c.table_name, list);
    }
    expect([...inDb.keys()].sort()).toEqual(tables.map((t) => t.name).sort());
    for (const t of tables) expect({ table: t.name, columns: inDb.get(t.name) }).toEqual({ table: t.name, columns: t.columns });
  });

  it('records each migration once and applies nothing twice', async () => {
    expect(await runMigrations(server.ctx.database)).toEqual([]);
    const applied = await rows<{ version: string }>(server.ctx.db, sql`SELECT version FROM schema_migrations ORDER BY version`);
    expect(applied.map((r) => r.version)).toEqual(migrationFiles().map((m) => m.version));
  });
});
