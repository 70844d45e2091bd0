// The users table's queries (migrations 0001, 0012): every address the server knows (from a
// sign-in or an indexed event), its inviter and stake as the indexer leaves them, and its
// sessions (the last sign-in, and the time before which its tokens are refused).
import type { TeamMember } from '../../contract/api.ts';
import { type Executor, type Row, type SQL, firstRow, rows, sql } from './client.ts';
import type { users } from './schema.ts';

export type UserRow = Row<typeof users>;

/** Makes `address` a user the server knows, first seen at `at` (nothing when it is one). */
export async function ensureUser(db: Executor, address: string, at: string): Promise<void> {
  await db.execute(sql`INSERT INTO users (address, created_at) VALUES (${address}, ${at}) ON CONFLICT (address) DO NOTHING`);
}

/** Whether the server knows `address`. */
export async function isKnownUser(db: Executor, address: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT address FROM users WHERE address = ${address}`)) !== undefined;
}

/**
 * The CTE `known` that records the sign-in of the address a nonce consume returns (its CTE
 * `consumed`, db/sign-in-nonces.ts) in the same statement: a user from then on, with the time.
 */
export function recordSignInOfConsumed(at: string): SQL {
  return sql`known AS (
          INSERT INTO users (address, created_at, last_sign_in_at) SELECT address, ${at}, ${at} FROM consumed
          ON CONFLICT (address) DO UPDATE SET last_sign_in_at = EXCLUDED.last_sign_in_at
        )`;
}

/** `address`'s sessions_revoked_before as a subquery, read with the token's revocation in one statement. */
export function sessionsRevokedBeforeOf(address: string): SQL {
  return sql`(SELECT sessions_revoked_before FROM users WHERE address = ${address})`;
}

/** The user's sessions_revoked_before, its row locked until the transaction ends; undefined when there is no such user. */
export function lockSessionsRevokedBefore(db: Executor, address: string): Promise<Pick<UserRow, 'sessions_revoked_before'> | undefined> {
  return firstRow<Pick<UserRow, 'sessions_revoked_before'>>(db, sql`SELECT sessions_revoked_before FROM users WHERE address = ${address} FOR UPDATE`);
}

export async function setSessionsRevokedBefore(db: Executor, address: string, revokedBefore: string): Promise<void> {
  await db.execute(sql`UPDATE users SET sessions_revoked_before = ${revokedBefore} WHERE address = ${address}`);
}

/** A Bound event: the user's inviter, set once. */
export async function bindInviter(db: Executor, address: string, inviter: string, at: string): Promise<void> {
  await db.execute(sql`UPDATE users SET inviter = ${inviter}, bound_at = ${at} WHERE address = ${address} AND inviter IS NULL`);
}

export async function addStake(db: Executor, address: string, amount: bigint): Promise<void> {
  await db.execute(sql`UPDATE users SET staked = staked + ${amount.toString()} WHERE address = ${address}`);
}

/** Takes `amount` off the stake, never below 0. */
export async function takeStake(db: Executor, address: string, amount: bigint): Promise<void> {
  await db.execute(sql`UPDATE users SET staked = GREATEST(staked - ${amount.toString()}, 0) WHERE address = ${address}`);
}

/** The user's inviter (null: none), undefined when there is no such user. */
export function userInviter(db: Executor, address: string): Promise<Pick<UserRow, 'inviter'> | undefined> {
  return firstRow<Pick<UserRow, 'inviter'>>(db, sql`SELECT inviter FROM users WHERE address = ${address}`);
}

/** The user's inviter and stake, as /api/me shows them. */
export function userProfile(db: Executor, address: string): Promise<Pick<UserRow, 'inviter' | 'staked'> | undefined> {
  return firstRow<Pick<UserRow, 'inviter' | 'staked'>>(db, sql`SELECT inviter, staked::text AS staked FROM users WHERE address = ${address}`);
}

/** The user as the console shows it, with how many users it invited. */
export function adminUserRow(
  db: Executor,
  address: string,
): Promise<(Pick<UserRow, 'inviter' | 'created_at' | 'last_sign_in_at' | 'sessions_revoked_before'> & { direct: string }) | undefined> {
  return firstRow<Pick<UserRow, 'inviter' | 'created_at' | 'last_sign_in_at' | 'sessions_revoked_before'> & { direct: string }>(
    db,
    sql`SELECT inviter, created_at, last_sign_in_at, sessions_revoked_before,
               (SELECT COUNT(*) FROM users f WHERE f.inviter = users.address)::text AS direct
        FROM users WHERE address = ${address}`,
  );
}

/** Everyone below `address` up to `maxDepth` levels: how many, and the SUI they stake. */
export async function teamTotals(db: Executor, address: string, maxDepth: number): Promise<{ size: number; staked: bigint }> {
  const row = await firstRow<{ size: string | number; performance: string }>(
    db,
    sql`WITH RECURSIVE team (address, depth) AS (
          SELECT address, 1 FROM users WHERE inviter = ${address}
          UNION ALL
          SELECT u.address, t.depth + 1 FROM users u JOIN team t ON u.inviter = t.address WHERE t.depth < ${maxDepth}
        )
        SELECT COUNT(*) AS size, COALESCE(SUM(u.staked), 0)::text AS performance FROM team t JOIN users u ON u.address = t.address`,
  );
  return { size: Number(row?.size ?? 0), staked: BigInt(row?.performance ?? '0') };
}

/** How many users `address` invited that stake something. */
export async function stakingInviteeCount(db: Executor, address: string): Promise<number> {
  const row = await firstRow<{ n: string | number }>(db, sql`SELECT COUNT(*) AS n FROM users WHERE inviter = ${address} AND staked > 0`);
  return Number(row?.n ?? 0);
}

export type TeamMemberRow = Pick<UserRow, 'address' | 'staked' | 'bound_at'> & { id: string; inviter: string; depth: TeamMember['depth'] };

/**
 * The user's direct friends (bound to it) and indirect ones (bound to a direct friend), of one
 * depth (both when null), the last bound first, keyset-paged by the users' row order (limit + 1 rows).
 */
export function teamMemberPage(
  db: Executor,
  address: string,
  depth: TeamMember['depth'] | null,
  cursor: bigint | null,
  limit: number,
): Promise<TeamMemberRow[]> {
  return rows<TeamMemberRow>(
    db,
    sql`SELECT * FROM (
            SELECT u.seq::text AS id, u.address, u.inviter, 'direct' AS depth, u.staked::text AS staked, u.bound_at, u.seq
            FROM users u WHERE u.inviter = ${address}
            UNION ALL
            SELECT u.seq::text AS id, u.address, u.inviter, 'indirect' AS depth, u.staked::text AS staked, u.bound_at, u.seq
            FROM users u JOIN users d ON u.inviter = d.address WHERE d.inviter = ${address}
          ) team
          WHERE ${depth ? sql`depth = ${depth}` : sql`TRUE`} AND ${cursor === null ? sql`TRUE` : sql`seq < ${cursor.toString()}`}
          ORDER BY seq DESC LIMIT ${limit + 1}`,
  );
}

/** How many direct and indirect friends the user has. */
export async function teamMemberCounts(db: Executor, address: string): Promise<{ direct: number; indirect: number }> {
  const counts = await firstRow<{ direct: string | number; indirect: string | number }>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM users WHERE inviter = ${address}) AS direct,
                 (SELECT COUNT(*) FROM users u JOIN users d ON u.inviter = d.address WHERE d.inviter = ${address}) AS indirect`,
  );
  return { direct: Number(counts?.direct ?? 0), indirect: Number(counts?.indirect ?? 0) };
}
