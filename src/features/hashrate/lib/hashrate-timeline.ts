// The hashrate chart's line (pure), by the chain's rule (docs/contract.md, "Rewards and the
// hashrate rule"): a position's hashrate still to be released falls by principal * release_rate
// / 10000 a day, counted in ms and rounded down as the contract accrues, and stops at 0; a stake
// adds to it; an unstake takes at most its amount off it after its rewards are paid. A claim
// changes nothing here: it pays out what was released already.
// - history: from the server's records of the position's stakes and unstakes (GET
//   /api/me/hashrate/history): between them it falls at the current release rate; after an
//   unstake it is exactly what the server counts as not yet paid out (the unstake paid out
//   everything pending just before);
// - now: the chain's own reading (the page's "Remaining hashrate");
// - projection: from now at the current rate, a straight line to 0 at `runsOutAtMs`, the
//   page's "released by" time (hashrate-figures.ts), so the two never disagree.
import type { PositionChange } from '../../../api/get-hashrate-history';
import { DAY_MS, msUntilHashrateRunsOut } from '../../../chain/liquidity-position';
import type { PositionReading } from './hashrate-figures';

const BPS = 10_000n;

export type TimelinePointKind = 'stake' | 'unstake' | 'beforeChange' | 'usedUp' | 'now' | 'runsOut';

export interface TimelinePoint {
  atMs: number;
  /** Hashrate still to be released, base units. */
  hashrate: bigint;
  kind: TimelinePointKind;
  /** What a stake added or an unstake took out of the principal (SUI), for the readout. */
  amount?: bigint;
  /** A point of the projection (after now). */
  projected: boolean;
}

/** What `principal` releases in `ms` at `rateBps` a day, rounded down as the contract accrues. */
export function releasedIn(principal: bigint, rateBps: bigint, ms: bigint): bigint {
  return ms <= 0n ? 0n : (principal * rateBps * ms) / (BPS * DAY_MS);
}

interface State {
  principal: bigint;
  hashrate: bigint;
  atMs: number;
}

/** Lets the hashrate fall from `state.atMs` to `toMs`; the point where it ran out, when it did in between. */
function fall(state: State, toMs: number, rateBps: bigint): TimelinePoint | null {
  if (state.hashrate <= 0n || toMs <= state.atMs) return null;
  const untilEnd = msUntilHashrateRunsOut(state.principal, state.hashrate, rateBps);
  if (untilEnd !== null && state.atMs + Number(untilEnd) <= toMs) {
    const endMs = state.atMs + Number(untilEnd);
    state.hashrate = 0n;
    return endMs < toMs ? { atMs: endMs, hashrate: 0n, kind: 'usedUp', projected: false } : null;
  }
  const released = releasedIn(state.principal, rateBps, BigInt(toMs - state.atMs));
  state.hashrate = state.hashrate > released ? state.hashrate - released : 0n;
  return null;
}

/**
 * The line from the first stake to now and on to the end. `changes`: the position's stakes and
 * unstakes, oldest first; `reading`: the chain's position now; `rateBps`: the pool's release
 * rate; `runsOutAtMs`: when the remaining hashrate runs out (null when none is left or nothing
 * accrues); `complete`: false when the server left older changes out. Empty without any stake.
 */
export function hashrateTimeline(
  changes: PositionChange[],
  reading: PositionReading,
  rateBps: bigint,
  runsOutAtMs: number | null,
  { complete = true }: { complete?: boolean } = {},
): TimelinePoint[] {
  if (changes.length === 0) return [];
  const points: TimelinePoint[] = [];
  const state: State = { principal: 0n, hashrate: 0n, atMs: changes[0]!.atMs };
  changes.forEach((change, i) => {
    if (i > 0) {
      const ended = fall(state, change.atMs, rateBps);
      if (ended) points.push(ended);
      points.push({ atMs: change.atMs - 1, hashrate: state.hashrate, kind: 'beforeChange', projected: false });
    }
    if (i === 0 && !complete) {
      // Older changes were left out: start from what was not yet paid out then.
      state.hashrate = change.remaining;
      points.push({ atMs: change.atMs, hashrate: state.hashrate, kind: change.kind, amount: change.kind === 'stake' ? change.amount : (change.unstaked ?? 0n), projected: false });
    } else if (change.kind === 'stake') {
      state.hashrate += change.amount;
      points.push({ atMs: change.atMs, hashrate: state.hashrate, kind: 'stake', amount: change.amount, projected: false });
    } else {
      // What the server counts as not yet paid out is, right after an unstake, the hashrate itself.
      state.hashrate = change.remaining;
      points.push({ atMs: change.atMs, hashrate: state.hashrate, kind: 'unstake', amount: change.unstaked ?? 0n, projected: false });
    }
    state.principal = change.principal;
    state.atMs = change.atMs;
  });
  const nowMs = Number(reading.nowMs);
  const ended = fall(state, nowMs, rateBps);
  if (ended) points.push(ended);
  points.push({ atMs: Math.max(nowMs, state.atMs + 1), hashrate: reading.position.hashrate, kind: 'now', projected: false });
  if (reading.position.hashrate > 0n && runsOutAtMs !== null && runsOutAtMs > nowMs) {
    points.push({ atMs: runsOutAtMs, hashrate: 0n, kind: 'runsOut', projected: true });
  }
  return points;
}

/** The highest point (the first such one). */
export function highestPoint(points: TimelinePoint[]): TimelinePoint | null {
  return points.reduce<TimelinePoint | null>((best, p) => (best === null || p.hashrate > best.hashrate ? p : best), null);
}
