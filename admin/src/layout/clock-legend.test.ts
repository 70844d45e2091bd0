import { describe, expect, it } from 'vitest';
import { clockLegendText } from './clock-legend.ts';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

describe('which clock the times are on', () => {
  it("names the chain's clock and how far it is from this computer's", () => {
    expect(clockLegendText({ source: 'chain', now: '2026-11-24T12:30:00.000Z' }, NOW)).toBe(
      "Times are UTC, on the chain's clock (business time: now 2026-11-24 12:30:00 UTC, 3 days ahead of this computer's clock); sessions are on the wall clock.",
    );
    expect(clockLegendText({ source: 'chain', now: '2026-11-21T12:00:20.000Z' }, NOW)).toBe(
      "Times are UTC, on the chain's clock (business time: now 2026-11-21 12:00:20 UTC); sessions are on the wall clock.",
    );
    expect(clockLegendText({ source: 'chain', now: '2026-11-21T11:00:00.000Z' }, NOW)).toContain("1 hour behind this computer's clock");
  });

  it("names the wall clock when the server runs on it", () => {
    expect(clockLegendText({ source: 'wall', now: '2026-11-21T12:00:00.000Z' }, NOW)).toBe("Times are UTC, on the server's wall clock (now 2026-11-21 12:00:00 UTC).");
  });
});
