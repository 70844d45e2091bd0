// Team figures from the Bound and Staked/UnStake events the indexer stored in `users`.
import type { IncomeRules } from './config.ts';
import { type Executor, firstRow, sql } from './db/client.ts';

/** How deep a team is followed (the inviter graph is a tree; this only bounds the walk). */
const MAX_DEPTH = 64;

export interface TeamFigures {
  teamSize: number;
  /** SUI staked by everyone below the address. */
  performance: bigint;
}

export async function teamFigures(db: Executor, address: string): Promise<TeamFigures> {
  const row = await firstRow<{ size: string | number; performance: string }>(
    db,
    sql`WITH RECURSIVE team (address, depth) AS (
          SELECT address, 1 FROM users WHERE inviter = ${address}
          UNION ALL
          SELECT u.address, t.depth + 1 FROM users u JOIN team t ON u.inviter = t.address WHERE t.depth < ${MAX_DEPTH}
        )
        SELECT COUNT(*) AS size, COALESCE(SUM(u.staked), 0)::text AS performance FROM team t JOIN users u ON u.address = t.address`,
  );
  return { teamSize: Number(row?.size ?? 0), performance: BigInt(row?.performance ?? '0') };
}

/** Friend level: how many of the configured performance thresholds the team reaches. */
export function levelFor(performance: bigint, rules: IncomeRules): number {
  return rules.levelThresholds.filter((threshold) => performance >= threshold).length;
}

export async function validFriends(db: Executor, address: string): Promise<number> {
  const row = await firstRow<{ n: string | number }>(db, sql`SELECT COUNT(*) AS n FROM users WHERE inviter = ${address} AND staked > 0`);
  return Number(row?.n ?? 0);
}
