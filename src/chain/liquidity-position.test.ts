import { describe, expect, it } from 'vitest';
import { DAY_MS, currentDailyYield, dailyYield, describePosition, msUntilHashrateRunsOut } from './liquidity-position';

const SUI = 1_000_000_000n;
const CONFIG = { releaseRate: 100n, lockMs: 7n * DAY_MS };
const START = 1_767_225_600_000n; // 2026-01-01T00:00:00Z

describe('dailyYield', () => {
  it('is principal x release rate / 10000, rounded down', () => {
    expect(dailyYield(20n * SUI, 100n)).toBe(200_000_000n); // 1 % of 20 SUI = 0.2 SUIL
    expect(dailyYield(33n, 100n)).toBe(0n);
    expect(dailyYield(0n, 100n)).toBe(0n);
  });
});

describe('currentDailyYield (the hashrate rule)', () => {
  it('is the release rate while the hashrate allows it, what is left on the last day, 0 once ended', () => {
    expect(currentDailyYield(20n * SUI, 20n * SUI, 100n)).toBe(200_000_000n);
    expect(currentDailyYield(20n * SUI, 50_000_000n, 100n)).toBe(50_000_000n);
    expect(currentDailyYield(420n * SUI, 0n, 100n)).toBe(0n);
  });
});

describe('msUntilHashrateRunsOut', () => {
  it('is the first ms at which the accrual (rounded down, as the contract counts) reaches the hashrate', () => {
    expect(msUntilHashrateRunsOut(20n * SUI, 20n * SUI, 100n)).toBe(100n * DAY_MS);
    expect(msUntilHashrateRunsOut(20n * SUI, 0n, 100n)).toBe(0n);
    expect(msUntilHashrateRunsOut(20n * SUI, 5n, 100n)).toBe(3n); // 2.31 base units a ms: 6 > 5 at 3 ms
    expect(msUntilHashrateRunsOut(0n, 5n, 100n)).toBeNull();
    expect(msUntilHashrateRunsOut(20n * SUI, 5n, 0n)).toBeNull();
  });
});

describe('describePosition', () => {
  it('is null without a position', () => {
    expect(describePosition({ principal: 0n, hashrate: 0n, startMs: 0n, pending: 0n }, CONFIG, START, false)).toBeNull();
  });

  it('is in progress while hashrate remains, also past the lock; the lock is its own figure', () => {
    const raw = { principal: 20n * SUI, hashrate: 19n * SUI, startMs: START, pending: 123n };
    const now = START + DAY_MS + DAY_MS / 2n;
    expect(describePosition(raw, CONFIG, now, false)).toEqual({
      principal: 20n * SUI,
      hashrate: 19n * SUI,
      days: 1,
      withdrawableIncome: 123n,
      dailyYield: 200_000_000n,
      startMs: Number(START),
      // 19 SUI of hashrate at 0.2 SUIL a day: 95 days from now
      endMs: Number(now + 95n * DAY_MS),
      status: 'inProgress',
      unlockMs: Number(START + 7n * DAY_MS),
      locked: true,
      unstakeable: false,
    });
    expect(describePosition(raw, CONFIG, START, false)!.days).toBe(0);
    expect(describePosition(raw, CONFIG, START + 7n * DAY_MS - 1n, false)!.locked).toBe(true);
    const unlocked = describePosition(raw, CONFIG, START + 8n * DAY_MS, true)!;
    expect(unlocked).toMatchObject({ status: 'inProgress', locked: false, unstakeable: true, days: 8 });
  });

  it('has ended when no hashrate remains: no daily yield, no end ahead, the income still withdrawable', () => {
    const raw = { principal: 420n * SUI, hashrate: 0n, startMs: START, pending: 420n * SUI };
    const ended = describePosition(raw, CONFIG, START + 180n * DAY_MS, true)!;
    expect(ended).toMatchObject({ status: 'ended', hashrate: 0n, dailyYield: 0n, endMs: null, withdrawableIncome: 420n * SUI, locked: false });
    // Ended even while still locked (a short lock is not the point: the hashrate is).
    expect(describePosition(raw, { ...CONFIG, lockMs: 365n * DAY_MS }, START + 180n * DAY_MS, false)).toMatchObject({ status: 'ended', locked: true });
  });

  it('keeps an ended position with nothing pending on screen while principal remains', () => {
    const raw = { principal: 20n * SUI, hashrate: 0n, startMs: START, pending: 0n };
    expect(describePosition(raw, CONFIG, START + 200n * DAY_MS, true)).toMatchObject({ status: 'ended', principal: 20n * SUI });
  });

  it('never counts negative days when the chain time reads before the start', () => {
    const raw = { principal: 20n * SUI, hashrate: 20n * SUI, startMs: START, pending: 0n };
    expect(describePosition(raw, CONFIG, START - 5n, false)!.days).toBe(0);
  });
});
