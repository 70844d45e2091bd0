import { describe, expect, it } from 'vitest';
import { splitClaim } from './claim-preview';

describe('splitClaim', () => {
  it('takes the claim rate in basis points from the reward, rounding the fee down', () => {
    expect(splitClaim(1_000_000_000n, 500n)).toEqual({ fee: 50_000_000n, net: 950_000_000n });
    expect(splitClaim(3n, 5_000n)).toEqual({ fee: 1n, net: 2n });
  });

  it('charges nothing at a zero rate', () => {
    expect(splitClaim(42n, 0n)).toEqual({ fee: 0n, net: 42n });
  });
});
