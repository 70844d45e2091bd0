import { describe, expect, it } from 'vitest';
import { countOf, formatTime, formatWallTime } from './format.ts';

describe('times in one format', () => {
  it('shows every time as UTC, year first, whatever the browser locale', () => {
    expect(formatTime('2026-11-21T09:05:03.000Z')).toBe('2026-11-21 09:05:03 UTC');
    expect(formatTime('2026-01-02T23:59:59.999Z')).toBe('2026-01-02 23:59:59 UTC');
    expect(formatTime(null)).toBe('never');
    expect(formatTime('2026-11-21T09:05:03.000Z')).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it('says when a time is on the wall clock', () => {
    expect(formatWallTime('2026-11-21T09:05:03.000Z')).toBe('2026-11-21 09:05:03 UTC (wall clock)');
    expect(formatWallTime(null)).toBe('never');
  });
});

describe('counts with their noun', () => {
  it('is singular for one and grouped by thousands', () => {
    expect(countOf(1, 'node')).toBe('1 node');
    expect(countOf(0, 'node')).toBe('0 nodes');
    expect(countOf(2, 'node')).toBe('2 nodes');
    expect(countOf(1200n, 'checkpoint')).toBe('1,200 checkpoints');
    expect(countOf(1n, 'day')).toBe('1 day');
    expect(countOf(3, 'withdrawal request')).toBe('3 withdrawal requests');
  });
});
