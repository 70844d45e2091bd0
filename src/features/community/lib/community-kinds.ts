/** Acceleration kinds of seed point 3, in the order the pages show them. */
export const ACCELERATION_KINDS = ['friend', 'indirect', 'community', 'peer'] as const;
export type AccelerationKind = (typeof ACCELERATION_KINDS)[number];

/** Friends are split by how far down the invitation chain they are. */
export const FRIEND_TIERS = ['direct', 'indirect'] as const;
export type FriendTier = (typeof FRIEND_TIERS)[number];
