import { describe, expect, it } from 'vitest';
import { describeHashrate } from './hashrate-figures';

const SUI = 1_000_000_000n;

describe('describeHashrate', () => {
  it('shows the position and the daily release ratio', () => {
    const position = { principal: 500n * SUI, hashrate: 480n * SUI + 123_456_789n, startMs: 1n, pending: 5n * SUI + 1n };
    expect(describeHashrate(position, 100n)).toEqual({
      total: '500',
      remaining: '480.1234',
      releaseRatio: '1.00%',
      claimable: '5 SUIL',
    });
  });

  it('leaves unknown figures unknown (no wallet, not loaded): never a made-up 0', () => {
    expect(describeHashrate(null, null)).toEqual({ total: null, remaining: null, releaseRatio: null, claimable: null });
  });

  it('groups large hashrate by thousands', () => {
    const position = { principal: 1_234_567n * SUI, hashrate: 1_234_567n * SUI, startMs: 0n, pending: 0n };
    expect(describeHashrate(position, 25n).total).toBe('1,234,567');
    expect(describeHashrate(position, 25n).releaseRatio).toBe('0.25%');
  });
});
