// The sign_in_nonces and admin_sign_in_nonces tables' queries (migrations 0001, 0012): the app's
// and the console's single-use sign-in nonces. The two tables have one shape, so each statement
// is written once, for the table it is given.
import { type Executor, type Row, type SQL, firstRow, prepared, sql } from './client.ts';
import { adminSignInNonces, signInNonces } from './schema.ts';

/** The nonces of one sign-in: the app's users' or the console's. */
export type NonceTable = typeof signInNonces | typeof adminSignInNonces;

/** A nonce row as it was before a conditional consume, and whether the consume happened. */
export type NonceOutcome = Pick<Row<typeof signInNonces>, 'address' | 'message' | 'expires_at' | 'used_at'> & { consumed: boolean };

/**
 * A new nonce, and away with those an hour past their expiry (no use left, even as evidence of
 * reuse): one statement, one commit.
 */
export async function insertNonce(
  db: Executor,
  table: NonceTable,
  n: { nonce: string; address: string; message: string; issuedAt: string; expiresAt: string; pruneBefore: string },
): Promise<void> {
  await db.execute(
    prepared(sql`WITH pruned AS (DELETE FROM ${table} WHERE expires_at < ${n.pruneBefore})
        INSERT INTO ${table} (nonce, address, message, issued_at, expires_at) VALUES (${n.nonce}, ${n.address}, ${n.message}, ${n.issuedAt}, ${n.expiresAt})`),
  );
}

/**
 * Consumes a nonce in ONE statement: only when it was issued to this address for exactly this
 * message, is unexpired and unused (a conditional UPDATE: single use even when two logins race).
 * The row comes back as it was before (`issued`): when nothing was consumed, it says why;
 * undefined when there is no such nonce. `also` adds CTEs after `consumed` (what a consume
 * records, in the same statement), `columns` more values to read with it, each by its name.
 */
export function consumeNonce<T extends Record<string, unknown> = Record<never, never>>(
  db: Executor,
  table: NonceTable,
  c: { nonce: string; address: string; message: string; at: string },
  more: { also?: SQL; columns?: { [K in keyof T]: SQL } } = {},
): Promise<(NonceOutcome & T) | undefined> {
  const { nonce, address, message, at } = c;
  const columns = Object.entries((more.columns ?? {}) as Record<string, SQL>).map(([name, value]) => sql`, ${value} AS ${sql.raw(name)}`);
  return firstRow<NonceOutcome & T>(
    db,
    prepared(sql`WITH issued AS (
          SELECT address, message, expires_at, used_at FROM ${table} WHERE nonce = ${nonce}
        ), consumed AS (
          UPDATE ${table} SET used_at = ${at}
          WHERE nonce = ${nonce} AND address = ${address} AND message = ${message} AND expires_at >= ${at} AND used_at IS NULL
          RETURNING address
        )${more.also === undefined ? sql`` : sql`, ${more.also}`}
        SELECT issued.*, EXISTS (SELECT 1 FROM consumed) AS consumed${sql.join(columns)} FROM issued`),
  );
}

/** How many app sign-ins used their nonce after `since` (the metrics' sign-ins per hour). */
export function signInsSince(since: string): SQL {
  return sql`(SELECT COUNT(*) FROM sign_in_nonces WHERE used_at > ${since})`;
}
