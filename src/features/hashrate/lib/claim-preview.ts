// What a claim pays (CONTRACT.md, liquidity::claim): the fee is reward * claim_hr_rate / 10000
// in SUIL; mode SUIL sends the rest as SUIL, mode SUI swaps the rest through the pool.

export const CLAIM_MODES = ['SUIL', 'SUI'] as const;
export type ClaimMode = (typeof CLAIM_MODES)[number];

/** The Move call's u8 mode argument. */
export const CLAIM_MODE_ARG: Record<ClaimMode, number> = { SUIL: 0, SUI: 1 };

export interface ClaimSplit {
  fee: bigint;
  net: bigint;
}

export function splitClaim(reward: bigint, claimRateBps: bigint): ClaimSplit {
  const fee = (reward * claimRateBps) / 10_000n;
  return { fee, net: reward - fee };
}
