import { describe, expect, it } from 'vitest';
import { CLAIM_MODE_OF, describeSuiClaim, describeSuilClaim } from './claim-preview';

// A day of 100 SUI at 1 %/day: 1 SUIL claimed, 3 % fee, the net 0.97 SUIL worth ~0.097 SUI.
const preview = { rewardValue: 1_000_000_000n, rewardValueFee: 30_000_000n, claimSuiAmount: 96_999_905n };

describe('describeSuilClaim and describeSuiClaim', () => {
  it('in SUIL: the claim, the fee and the rest as SUIL', () => {
    expect(describeSuilClaim(preview)).toEqual({
      claimAmount: '1 SUIL',
      fee: '0.03 SUIL',
      arrival: '0.97 SUIL',
      arrivalValue: 970_000_000n,
    });
  });

  it('in SUI: the same claim and fee, and the SUI value of the rest at the pool quote', () => {
    expect(describeSuiClaim(preview)).toEqual({
      claimAmount: '1 SUIL',
      fee: '0.03 SUIL',
      arrival: '0.0969 SUI',
      arrivalValue: 96_999_905n,
    });
  });

  it('maps the coin to the Move call mode: SUIL 0, SUI 1', () => {
    expect(CLAIM_MODE_OF).toEqual({ SUIL: 0, SUI: 1 });
  });
});
