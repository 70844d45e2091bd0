// The hashrate figures of docs/product.md §3 ("total, remaining, release ratio") and what is
// claimable, by the chain's rule (docs/contract.md, "Rewards and the hashrate rule";
// localnet/packages/finance/liquidity-module.ts): a stake gives principal and hashrate 1:1;
// rewards accrue out of the position's hashrate at release_rate bps of the principal a day
// (SUIL base units counted 1:1 against hashrate) and stop when it reaches 0; a claim pays out
// what accrued; an unstake takes at most its amount off the hashrate. The model:
// - total: the hashrate the user gained (stakes, promotion, transaction fee income), from the
//   server (GET /api/me/hashrate, server/README.md "Hashrate");
// - remaining: the staking position's hashrate still to be released, read from the chain's
//   position view (hashrate net of pending), in the same reading as claimable, because only
//   the chain knows the accrual since its last settlement. It falls exactly as claimable
//   grows, and claimable stops growing when it reaches 0 (the position has ended). Promotion
//   and fee hashrate count in the total when earned; the chain never releases them, so they
//   are neither remaining nor claimable;
// - release ratio: the StakePool's release_rate per day (bps / 100, 2 decimals);
// - claimable: the position's pending rewards, from the same chain reading;
// - runs out: when the remaining hashrate will have been released at the current rate.
import { formatDisplay } from '../../../chain/amount';
import { bpsToPercent } from '../../../chain/format';
import { msUntilHashrateRunsOut } from '../../../chain/liquidity-position';
import type { StakePosition } from '../../../chain/views';
import { DECIMALS } from '../../../config/constants';
import { formatSuil } from './claim-preview';

export interface HashrateFigures {
  total: string | null;
  remaining: string | null;
  releaseRatio: string | null;
  claimable: string | null;
  /** The chain's ms at which the remaining hashrate runs out at the current rate; null when unknown or none is left. */
  runsOutAtMs: number | null;
  /** A position that has no hashrate left (it earns nothing until more is staked). */
  usedUp: boolean;
}

/** The user's position as one chain reading gives it: the position view at the chain's now. */
export interface PositionReading {
  nowMs: bigint;
  position: StakePosition;
}

/**
 * A hashrate amount (base units, 9 decimals) by the display rule of SUI (never 0 when non-zero);
 * signed when `signed` ("+500", "-5.05").
 */
export function formatHashrate(value: bigint, { signed = false } = {}): string {
  const text = formatDisplay(value, DECIMALS.SUI);
  return signed && value > 0n ? `+${text}` : text;
}

/**
 * `total`: the server's hashrate gained (null while unknown); `reading`: the chain's position
 * view (null while unknown); `releaseRateBps`: the pool's rate (null while unknown).
 */
export function describeHashrate(total: bigint | null, reading: PositionReading | null, releaseRateBps: bigint | null): HashrateFigures {
  const position = reading?.position ?? null;
  const untilEnd =
    position && releaseRateBps !== null && position.hashrate > 0n ? msUntilHashrateRunsOut(position.principal, position.hashrate, releaseRateBps) : null;
  return {
    total: total === null ? null : formatHashrate(total),
    remaining: position && formatHashrate(position.hashrate),
    releaseRatio: releaseRateBps === null ? null : `${bpsToPercent(releaseRateBps)}%`,
    claimable: position && formatSuil(position.pending),
    runsOutAtMs: reading && untilEnd !== null ? Number(reading.nowMs + untilEnd) : null,
    usedUp: position !== null && position.principal > 0n && position.hashrate === 0n,
  };
}

/** What the total holds that cannot be claimed, and whether the user has any liquidity staked. */
export interface HashrateLeft {
  /** Promotion and transaction fee hashrate (formatted): counted in the total, never released by the chain; null when none. */
  notReleasable: string | null;
  /** No liquidity staked and nothing pending (read from the chain): nothing is left to release. */
  noPosition: boolean;
}

/**
 * `byType`: the server's hashrate by type (null while unknown); `reading`: the chain's position
 * view. Only the staking position releases hashrate (docs/contract.md): the promotion and fee
 * hashrate in the total stay there, and the page says so, with what is left to release.
 */
export function describeHashrateLeft(byType: { promotion: bigint; fee: bigint } | null, reading: PositionReading | null): HashrateLeft {
  const notReleasable = byType ? byType.promotion + byType.fee : 0n;
  const position = reading?.position ?? null;
  return {
    notReleasable: notReleasable > 0n ? formatHashrate(notReleasable) : null,
    noPosition: position !== null && position.principal === 0n && position.pending === 0n,
  };
}
