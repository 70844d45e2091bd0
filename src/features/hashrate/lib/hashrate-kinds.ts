/** Hashrate record types of seed point 3, in tab order. */
export const HASHRATE_KINDS = ['staking', 'static', 'promotion', 'fee'] as const;
export type HashrateKind = (typeof HASHRATE_KINDS)[number];
