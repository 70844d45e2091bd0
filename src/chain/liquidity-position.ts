// A liquidity position as the pledge and flow screens show it (docs/product.md §3: principal, days,
// withdrawable income, current daily yield, start time, end time, status), computed from the
// on-chain position view, the pool's rates and the chain's own time. Pure and bigint-only,
// plus the one batched read that gives a screen all of it.
//
// The hashrate rule (docs/contract.md, "Rewards and the hashrate rule"): rewards accrue out of the
// position's hashrate at principal * release_rate / 10000 a day and stop when it reaches 0.
// So the status is "in progress" while hashrate remains and "ended" when none does, the daily
// yield is what the remaining hashrate still allows (0 once ended), the end time is when the
// hashrate runs out at that rate, and the lock (start + lock_ms, when the principal may be
// unstaked) is its own line.
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
  /** Hashrate still to be released (base units), net of what is withdrawable now; 0 once ended. */
  hashrate: bigint;
  /** Whole days since the position started (its last stake). */
  days: number;
  /** SUIL base units earned and not yet withdrawn, at the chain's time. */
  withdrawableIncome: bigint;
  /** SUIL base units the position earns in the next 24 h: the release rate, within the hashrate left. */
  dailyYield: bigint;
  startMs: number;
  /** When the hashrate runs out at the current rate (nothing more changing); null once ended. */
  endMs: number | null;
  /** In progress while hashrate remains; ended when none does (it earns nothing until more is staked). */
  status: LiquidityStatus;
  /** When the lock ends (start + the pool's lock): the principal may be unstaked from then on. */
  unlockMs: number;
  /** The lock has not ended yet at the chain's time. */
  locked: boolean;
  /** The chain says the whole principal may be unstaked now (liquidity::unstakeable). */
  unstakeable: boolean;
}

/** principal * release_rate / 10000, rounded down as the contract accrues it. */
export function dailyYield(principal: bigint, releaseRateBps: bigint): bigint {
  return (principal * releaseRateBps) / BPS_DENOMINATOR;
}

/** What the next 24 h pay: the release rate, but never more than the hashrate left (0 when none). */
export function currentDailyYield(principal: bigint, hashrate: bigint, releaseRateBps: bigint): bigint {
  const rate = dailyYield(principal, releaseRateBps);
  return rate < hashrate ? rate : hashrate;
}

/**
 * Milliseconds until the hashrate runs out, as the contract accrues (principal * rate * ms /
 * (10000 * 24 h), rounded down): the first whole ms at which the accrual reaches the hashrate.
 * 0 when none is left; null when nothing accrues (no principal or no release rate).
 */
export function msUntilHashrateRunsOut(principal: bigint, hashrate: bigint, releaseRateBps: bigint): bigint | null {
  if (hashrate <= 0n) return 0n;
  const perDayScaled = principal * releaseRateBps;
  if (perDayScaled <= 0n) return null;
  const scaled = hashrate * BPS_DENOMINATOR * DAY_MS;
  return (scaled + perDayScaled - 1n) / perDayScaled;
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
  const unlockMs = raw.startMs + config.lockMs;
  const ended = raw.hashrate === 0n;
  const untilEnd = ended ? null : msUntilHashrateRunsOut(raw.principal, raw.hashrate, config.releaseRate);
  return {
    principal: raw.principal,
    hashrate: raw.hashrate,
    days: Number(elapsed / DAY_MS),
    withdrawableIncome: raw.pending,
    dailyYield: currentDailyYield(raw.principal, raw.hashrate, config.releaseRate),
    startMs: Number(raw.startMs),
    endMs: untilEnd === null ? null : Number(nowMs + untilEnd),
    status: ended ? 'ended' : 'inProgress',
    unlockMs: Number(unlockMs),
    locked: nowMs < unlockMs,
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
