// Team figures from the Bound and Staked/UnStake events the indexer stored in `users`.
import type { IncomeRules } from './config.ts';
import type { Executor } from './db/client.ts';
import { stakingInviteeCount, teamTotals } from './db/users.ts';

/** How deep a team is followed (the inviter graph is a tree; this only bounds the walk). */
const MAX_DEPTH = 64;

export interface TeamFigures {
  teamSize: number;
  /** SUI staked by everyone below the address. */
  performance: bigint;
}

export async function teamFigures(db: Executor, address: string): Promise<TeamFigures> {
  const totals = await teamTotals(db, address, MAX_DEPTH);
  return { teamSize: totals.size, performance: totals.staked };
}

/** Friend level: how many of the configured performance thresholds the team reaches. */
export function levelFor(performance: bigint, rules: IncomeRules): number {
  return rules.levelThresholds.filter((threshold) => performance >= threshold).length;
}

export function validFriends(db: Executor, address: string): Promise<number> {
  return stakingInviteeCount(db, address);
}
