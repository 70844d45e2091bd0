// A liquidity position as the pledge and flow screens show it (seed point 3: principal, days,
// withdrawable income, current daily yield, start time, end time, status), computed from the
// on-chain position view, the pool's rates and the chain's own time. Pure and bigint-only,
// plus the one batched read that gives a screen all of it.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import {
  clockNowView,
  positionView,
  readViews,
  unstakeableView,
  viewResult,
  type LiquidityConfig,
  type StakePosition,
} from './views';

export const DAY_MS = 86_400_000n;
const BPS_DENOMINATOR = 10_000n;

export type LiquidityStatus = 'inProgress' | 'ended';

export interface LiquidityPosition {
  /** SUI base units staked. */
  principal: bigint;
  /** Whole days since the position started (its last stake). */
  days: number;
  /** SUIL base units earned and not yet withdrawn, at the chain's time. */
  withdrawableIncome: bigint;
  /** SUIL base units the principal earns per day at the pool's release rate. */
  dailyYield: bigint;
  startMs: number;
  /** When the lock ends: start + the pool's lock. */
  endMs: number;
  /** In progress until the lock ends; ended after it (the principal may then be unstaked). */
  status: LiquidityStatus;
  /** The chain says the whole principal may be unstaked now (liquidity::unstakeable). */
  unstakeable: boolean;
}

/** principal * release_rate / 10000, rounded down as the contract accrues it. */
export function dailyYield(principal: bigint, releaseRateBps: bigint): bigint {
  return (principal * releaseRateBps) / BPS_DENOMINATOR;
}

/**
 * The screen's view of a position, or null when the user has none (no principal and nothing
 * pending: the chain removes such a position).
 */
export function describePosition(
  raw: StakePosition,
  config: Pick<LiquidityConfig, 'releaseRate' | 'lockMs'>,
  nowMs: bigint,
  unstakeable: boolean,
): LiquidityPosition | null {
  if (raw.principal === 0n && raw.pending === 0n) return null;
  const elapsed = nowMs > raw.startMs ? nowMs - raw.startMs : 0n;
  const endMs = raw.startMs + config.lockMs;
  return {
    principal: raw.principal,
    days: Number(elapsed / DAY_MS),
    withdrawableIncome: raw.pending,
    dailyYield: dailyYield(raw.principal, config.releaseRate),
    startMs: Number(raw.startMs),
    endMs: Number(endMs),
    status: nowMs >= endMs ? 'ended' : 'inProgress',
    unstakeable,
  };
}

export interface LiquidityReading {
  /** The chain's clock when it was read. */
  nowMs: bigint;
  position: StakePosition;
  /** Whether the whole principal may be unstaked at `nowMs`. */
  unstakeable: boolean;
}

/**
 * The chain's time, the owner's position at that time, and whether all of it may be unstaked
 * then: three views in one simulated transaction (one request), the later ones fed from the
 * earlier ones' results. unstakeable reads the sender's position, so the owner is the sender.
 */
export async function readLiquidity(client: ClientWithCoreApi, owner: string, signal?: AbortSignal): Promise<LiquidityReading> {
  const [nowMs, position, unstakeable] = await readViews(
    client,
    owner,
    [clockNowView(), positionView(owner, viewResult(0)), unstakeableView(viewResult(1, 0), viewResult(0))],
    signal,
  );
  return { nowMs, position, unstakeable };
}
