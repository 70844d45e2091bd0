import { describe, expect, it } from 'vitest';
import { accelerationTotal } from './community-kinds';

describe('accelerationTotal', () => {
  it('is the SUI income less the user’s own claims taken as SUI (static), never counting them as acceleration', () => {
    // 0.5 SUI of referral income, and a claim of the user's own that paid 0.0194 SUI.
    expect(accelerationTotal(519_414_523n, 19_414_523n)).toBe(500_000_000n);
    expect(accelerationTotal(500_000_000n, 0n)).toBe(500_000_000n);
    expect(accelerationTotal(null, 0n)).toBeNull();
    expect(accelerationTotal(1n, null)).toBeNull();
  });
});
