import { describe, expect, it } from 'vitest';
import { coverageIsShort, coverageText, reserveRefusalWarning } from './reserve-figures.ts';

describe('the coverage in words', () => {
  it('shows the ratio, or why there is none: nothing unpaid, or the reserve unread; never "n/a"', () => {
    expect(coverageText({ coverage: '1.25', payoutReserve: '125', unpaid: '100' })).toBe('1.25');
    expect(coverageText({ coverage: null, payoutReserve: '125', unpaid: '0' })).toBe('nothing unpaid to cover');
    expect(coverageText({ coverage: null, payoutReserve: null, unpaid: '100' })).toBe('unknown: the reserve could not be read');
    expect(coverageIsShort({ coverage: '0.99' })).toBe(true);
    expect(coverageIsShort({ coverage: '1.00' })).toBe(false);
    expect(coverageIsShort({ coverage: null })).toBe(false);
  });
});

describe('withdrawals refused for a short reserve', () => {
  it('warns with the count, the users and the latest refusal; nothing when there was none', () => {
    expect(reserveRefusalWarning({ reserveRefusals: { count24h: 0, users24h: 0, lastAt: '2026-11-19T08:00:00.000Z' } })).toBeNull();
    expect(reserveRefusalWarning({ reserveRefusals: { count24h: 3, users24h: 2, lastAt: '2026-11-21T11:00:00.000Z' } })).toEqual({
      message: '3 withdrawal requests refused in the last 24 hours: the payout reserve is short',
      description:
        '2 users asked to withdraw and were told to wait for the reserve (nothing was taken from their income); the latest at 2026-11-21 11:00:00 UTC. ' +
        'Top up the payout reserve so that it covers the unpaid vouchers and new withdrawals.',
    });
    expect(reserveRefusalWarning({ reserveRefusals: { count24h: 1, users24h: 1, lastAt: '2026-11-21T11:00:00.000Z' } })!.message).toBe(
      '1 withdrawal request refused in the last 24 hours: the payout reserve is short',
    );
  });
});
