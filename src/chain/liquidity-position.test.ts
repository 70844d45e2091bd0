import { describe, expect, it } from 'vitest';
import { DAY_MS, dailyYield, describePosition } from './liquidity-position';

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

describe('describePosition', () => {
  it('is null without a position', () => {
    expect(describePosition({ principal: 0n, hashrate: 0n, startMs: 0n, pending: 0n }, CONFIG, START, false)).toBeNull();
  });

  it('counts whole days, ends at start + lock, and is in progress until then', () => {
    const raw = { principal: 20n * SUI, hashrate: 20n * SUI, startMs: START, pending: 123n };
    const dayAndAHalf = describePosition(raw, CONFIG, START + DAY_MS + DAY_MS / 2n, false)!;
    expect(dayAndAHalf).toEqual({
      principal: 20n * SUI,
      days: 1,
      withdrawableIncome: 123n,
      dailyYield: 200_000_000n,
      startMs: Number(START),
      endMs: Number(START + 7n * DAY_MS),
      status: 'inProgress',
      unstakeable: false,
    });
    expect(describePosition(raw, CONFIG, START, false)!.days).toBe(0);
    expect(describePosition(raw, CONFIG, START + 7n * DAY_MS - 1n, false)!.status).toBe('inProgress');
    const ended = describePosition(raw, CONFIG, START + 7n * DAY_MS, true)!;
    expect(ended.status).toBe('ended');
    expect(ended.days).toBe(7);
    expect(ended.unstakeable).toBe(true);
  });

  it('never counts negative days when the chain time reads before the start', () => {
    const raw = { principal: 20n * SUI, hashrate: 20n * SUI, startMs: START, pending: 0n };
    expect(describePosition(raw, CONFIG, START - 5n, false)!.days).toBe(0);
  });
});
