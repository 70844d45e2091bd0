import type { IncomeType } from '../../../../contract/api';

/** Acceleration kinds of docs/product.md §3, in the order the pages show them. */
export const ACCELERATION_KINDS = ['friend', 'indirect', 'community', 'peer'] as const;
export type AccelerationKind = (typeof ACCELERATION_KINDS)[number];

/** The server books each kind of acceleration as the income type of the same origin. */
export const ACCELERATION_INCOME: Record<AccelerationKind, IncomeType> = {
  friend: 'direct',
  indirect: 'indirect',
  community: 'team',
  peer: 'peer',
};

/** Friends are split by how far down the invitation chain they are. */
export const FRIEND_TIERS = ['direct', 'indirect'] as const;
export type FriendTier = (typeof FRIEND_TIERS)[number];

/**
 * The SUI the community accelerated: all SUI income less the user's own (static: a claim of the
 * user's taken as SUI is SUI income too, and no acceleration). Null while either is unknown.
 */
export function accelerationTotal(allSui: bigint | null, ownSui: bigint | null): bigint | null {
  return allSui === null || ownSui === null ? null : allSui - ownSui;
}
