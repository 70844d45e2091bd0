import { describe, expect, it } from 'vitest';
import { formatBps } from './percent';

describe('formatBps', () => {
  it('shows basis points as a percentage with at most two decimals', () => {
    expect(formatBps(150n)).toBe('1.5%');
    expect(formatBps(3n)).toBe('0.03%');
    expect(formatBps(10_000n)).toBe('100%');
    expect(formatBps(0n)).toBe('0%');
    expect(formatBps(-25n)).toBe('-0.25%');
  });
});
