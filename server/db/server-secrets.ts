// The server_secrets table's queries (migration 0001): secrets the server makes itself at first
// start and keeps, by name.
import { type Executor, firstRow, sql } from './client.ts';

/** The JWT key: `fresh` is kept when none is yet (instances starting together keep one), and the kept one returned. */
export async function keepJwtSecret(db: Executor, fresh: string): Promise<string> {
  await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES ('jwt_secret', ${fresh}) ON CONFLICT (name) DO NOTHING`);
  const row = await firstRow<{ value: string }>(db, sql`SELECT value FROM server_secrets WHERE name = 'jwt_secret'`);
  return row!.value;
}

/**
 * A secret the server makes itself, by name: `fresh` is kept when none is yet (instances starting
 * together keep one), and the kept one returned.
 */
export async function keepServerSecret(db: Executor, name: string, fresh: string): Promise<string> {
  await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${fresh}) ON CONFLICT (name) DO NOTHING`);
  const row = await firstRow<{ value: string }>(db, sql`SELECT value FROM server_secrets WHERE name = ${name}`);
  return row!.value;
}
