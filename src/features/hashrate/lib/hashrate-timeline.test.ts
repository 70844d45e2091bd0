import { describe, expect, it } from 'vitest';
import type { PositionChange } from '../../../api/get-hashrate-history';
import { DAY_MS, msUntilHashrateRunsOut } from '../../../chain/liquidity-position';
import { hashrateTimeline, releasedIn } from './hashrate-timeline';

const SUI = 1_000_000_000n;
const DAY = Number(DAY_MS);
const T0 = Date.parse('2026-11-01T00:00:00Z');
const stake = (atMs: number, amount: bigint, principal: bigint, remaining: bigint): PositionChange => ({ kind: 'stake', amount, unstaked: null, principal, remaining, atMs });
const reading = (nowMs: number, principal: bigint, hashrate: bigint, pending = 0n) => ({ nowMs: BigInt(nowMs), position: { principal, hashrate, startMs: 0n, pending } });

describe('the hashrate chart’s line', () => {
  it('falls at the release rate from each stake, jumps with the next, reads now from the chain and ends on the page’s date', () => {
    // 100 SUI at 1% a day, then 50 more after 10 days; now is 2 days later.
    const changes = [stake(T0, 100n * SUI, 100n * SUI, 100n * SUI), stake(T0 + 10 * DAY, 50n * SUI, 150n * SUI, 150n * SUI)];
    const nowMs = T0 + 12 * DAY;
    // The chain: 90 left at the second stake, +50, less 2 days of 1.5 = 137.
    const now = reading(nowMs, 150n * SUI, 137n * SUI);
    const runsOutAtMs = nowMs + Number(msUntilHashrateRunsOut(150n * SUI, 137n * SUI, 100n)!);
    const points = hashrateTimeline(changes, now, 100n, runsOutAtMs);
    expect(points.map((p) => [p.kind, p.atMs - T0, p.hashrate, p.projected])).toEqual([
      ['stake', 0, 100n * SUI, false],
      ['beforeChange', 10 * DAY - 1, 90n * SUI, false],
      ['stake', 10 * DAY, 140n * SUI, false],
      ['now', 12 * DAY, 137n * SUI, false],
      ['runsOut', runsOutAtMs - T0, 0n, true],
    ]);
  });

  it('marks where the hashrate ran out before now, and has no projection once it has', () => {
    // 20 SUI at 10% a day runs out after 10 days; now is day 15.
    const points = hashrateTimeline([stake(T0, 20n * SUI, 20n * SUI, 20n * SUI)], reading(T0 + 15 * DAY, 20n * SUI, 0n, 20n * SUI), 1_000n, null);
    expect(points.map((p) => [p.kind, p.atMs - T0, p.hashrate])).toEqual([
      ['stake', 0, 20n * SUI],
      ['usedUp', 10 * DAY, 0n],
      ['now', 15 * DAY, 0n],
    ]);
  });

  it('takes an unstake’s hashrate from the server’s count after it (everything pending was paid out just before)', () => {
    const changes: PositionChange[] = [
      stake(T0, 100n * SUI, 100n * SUI, 100n * SUI),
      { kind: 'unstake', amount: -40n * SUI, unstaked: 40n * SUI, principal: 60n * SUI, remaining: 55n * SUI, atMs: T0 + 5 * DAY },
    ];
    const points = hashrateTimeline(changes, reading(T0 + 6 * DAY, 60n * SUI, 54_400_000_000n), 100n, null);
    expect(points.map((p) => [p.kind, p.hashrate])).toEqual([
      ['stake', 100n * SUI],
      ['beforeChange', 95n * SUI],
      ['unstake', 55n * SUI],
      ['now', 54_400_000_000n],
    ]);
  });

  it('is empty before the first stake, and rounds releases down as the contract does', () => {
    expect(hashrateTimeline([], reading(T0, 0n, 0n), 100n, null)).toEqual([]);
    expect(releasedIn(3n, 100n, DAY_MS)).toBe(0n);
    expect(releasedIn(100n * SUI, 100n, DAY_MS / 2n)).toBe(SUI / 2n);
  });
});
