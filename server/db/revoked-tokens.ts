// The revoked_tokens table's queries (migration 0001): the ids (jti) of access tokens revoked
// before they expire, each kept until it would have expired anyway.
import { type Executor, type SQL, firstRow, prepared, sql } from './client.ts';

/** Records a token as revoked until `expiresAt`, and forgets revocations expired before `now`. */
export async function revokeTokenId(db: Executor, jti: string, expiresAt: string, now: string): Promise<void> {
  await db.execute(sql`INSERT INTO revoked_tokens (jti, expires_at) VALUES (${jti}, ${expiresAt}) ON CONFLICT (jti) DO NOTHING`);
  await db.execute(sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}`);
}

/**
 * Whether token `jti` is revoked, with more values a token check reads in the same query
 * (`columns`, each by its name): one round trip per request.
 */
export function tokenRevocation<T extends Record<string, unknown>>(
  db: Executor,
  jti: string,
  columns: { [K in keyof T]: SQL },
): Promise<({ revoked: boolean } & T) | undefined> {
  const more = Object.entries(columns as Record<string, SQL>).map(([name, value]) => sql`, ${value} AS ${sql.raw(name)}`);
  return firstRow<{ revoked: boolean } & T>(db, prepared(sql`SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${jti}) AS revoked${sql.join(more)}`));
}
