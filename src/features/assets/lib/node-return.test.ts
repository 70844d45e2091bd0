import { describe, expect, it } from 'vitest';
import { daysUntilReturn } from './node-return';

describe('daysUntilReturn', () => {
  it("counts whole days on the server's clock, a part of a day as a day", () => {
    expect(daysUntilReturn('2027-05-20T12:00:00.000Z', '2026-11-21T12:00:00.000Z')).toBe(180);
    expect(daysUntilReturn('2027-05-20T12:00:00.000Z', '2027-05-19T12:00:00.001Z')).toBe(1);
    expect(daysUntilReturn('2027-05-20T12:00:00.000Z', '2027-05-18T11:00:00.000Z')).toBe(3);
  });

  it('is 0 once the return is due, and for a time it cannot read', () => {
    expect(daysUntilReturn('2027-05-20T12:00:00.000Z', '2027-05-20T12:00:00.000Z')).toBe(0);
    expect(daysUntilReturn('2027-05-20T12:00:00.000Z', '2027-06-01T00:00:00.000Z')).toBe(0);
    expect(daysUntilReturn('not a time', '2027-06-01T00:00:00.000Z')).toBe(0);
  });
});
