import { describe, expect, it } from 'vitest';
import { describeHashrate, describeHashrateLeft, formatHashrate } from './hashrate-figures';

const SUI = 1_000_000_000n;
const DAY_MS = 86_400_000n;
const NOW = 1_767_225_600_000n;

const reading = (principal: bigint, hashrate: bigint, pending: bigint) => ({ nowMs: NOW, position: { principal, hashrate, startMs: 1n, pending } });

describe('describeHashrate', () => {
  it('shows the server total, the chain’s remaining and claimable from one reading, the release ratio and when it runs out', () => {
    expect(describeHashrate(500n * SUI, reading(500n * SUI, 480n * SUI + 123_456_789n, 5n * SUI + 1n), 100n)).toEqual({
      total: '500',
      remaining: '480.1234',
      releaseRatio: '1.00%',
      claimable: '5 SUIL',
      // 480.12 SUI of hashrate at 5 SUIL a day: just over 96 days
      runsOutAtMs: Number(NOW + (((480n * SUI + 123_456_789n) * 10_000n * DAY_MS + 500n * SUI * 100n - 1n) / (500n * SUI * 100n))),
      usedUp: false,
    });
  });

  it('after the hashrate ran out (420 SUI staked, 180 days at 1 %): remaining 0, claimable what the hashrate allowed, used up', () => {
    const figures = describeHashrate(420n * SUI, reading(420n * SUI, 0n, 420n * SUI), 100n);
    expect(figures).toMatchObject({ total: '420', remaining: '0', claimable: '420 SUIL', runsOutAtMs: null, usedUp: true });
  });

  it('never shows promotion or fee hashrate as remaining: only the chain’s position releases', () => {
    // 100 of promotion hashrate on top of 20 staked: the total has it, remaining is the chain's.
    expect(describeHashrate(120n * SUI, reading(20n * SUI, 20n * SUI, 0n), 100n)).toMatchObject({ total: '120', remaining: '20', claimable: '0 SUIL' });
  });

  it('leaves unknown figures unknown (no wallet, not signed in, not loaded): never a made-up 0', () => {
    expect(describeHashrate(null, null, null)).toEqual({ total: null, remaining: null, releaseRatio: null, claimable: null, runsOutAtMs: null, usedUp: false });
    // No position at all: 0 remaining, nothing used up.
    expect(describeHashrate(0n, reading(0n, 0n, 0n), 100n)).toMatchObject({ remaining: '0', usedUp: false, runsOutAtMs: null });
  });

  it('groups large hashrate by thousands', () => {
    expect(describeHashrate(1_234_567n * SUI, null, 25n).total).toBe('1,234,567');
    expect(describeHashrate(1_234_567n * SUI, null, 25n).releaseRatio).toBe('0.25%');
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

describe('describeHashrateLeft', () => {
  const reading = (principal: bigint, hashrate: bigint, pending: bigint) => ({ nowMs: 0n, position: { principal, hashrate, startMs: 0n, pending } });

  it('after unstaking everything: no position, and the promotion and fee hashrate in the total cannot be claimed', () => {
    expect(describeHashrateLeft({ promotion: 19_400_000n, fee: 1n }, reading(0n, 0n, 0n))).toEqual({ notReleasable: '0.0194', noPosition: true });
  });

  it('says nothing while the figures are unknown, or when all of the total is the position’s', () => {
    expect(describeHashrateLeft(null, null)).toEqual({ notReleasable: null, noPosition: false });
    expect(describeHashrateLeft({ promotion: 0n, fee: 0n }, reading(20n * SUI, 19n * SUI, SUI))).toEqual({ notReleasable: null, noPosition: false });
    // Unstaked, but a reward still to claim: that is left.
    expect(describeHashrateLeft({ promotion: 0n, fee: 0n }, reading(0n, 0n, 5n)).noPosition).toBe(false);
  });
});
