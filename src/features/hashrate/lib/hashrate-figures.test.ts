import { describe, expect, it } from 'vitest';
import { describeHashrate, formatHashrate } from './hashrate-figures';

const SUI = 1_000_000_000n;

describe('describeHashrate', () => {
  it('shows the server totals, the daily release ratio and what is claimable now', () => {
    const totals = { total: 500n * SUI, remaining: 480n * SUI + 123_456_789n };
    expect(describeHashrate(totals, 100n, 5n * SUI + 1n)).toEqual({
      total: '500',
      remaining: '480.1234',
      releaseRatio: '1.00%',
      claimable: '5 SUIL',
    });
  });

  it('leaves unknown figures unknown (no wallet, not signed in, not loaded): never a made-up 0', () => {
    expect(describeHashrate(null, null, null)).toEqual({ total: null, remaining: null, releaseRatio: null, claimable: null });
  });

  it('groups large hashrate by thousands', () => {
    const totals = { total: 1_234_567n * SUI, remaining: 1_234_567n * SUI };
    expect(describeHashrate(totals, 25n, 0n).total).toBe('1,234,567');
    expect(describeHashrate(totals, 25n, 0n).releaseRatio).toBe('0.25%');
  });
});

describe('formatHashrate', () => {
  it('signs record amounts when asked: gains with +, releases and unstakes with -', () => {
    expect(formatHashrate(500n * SUI, { signed: true })).toBe('+500');
    expect(formatHashrate(-(5n * SUI + 50_000_000n), { signed: true })).toBe('-5.05');
    expect(formatHashrate(0n, { signed: true })).toBe('0');
    expect(formatHashrate(500n * SUI)).toBe('500');
  });

  it('never reads 0 for a non-zero amount', () => {
    expect(formatHashrate(-37_000n, { signed: true })).toBe('-0.000037');
    expect(formatHashrate(1n)).toBe('0.000000001');
  });
});
