import type { HashrateRecord } from '../../../api/get-hashrate';

/** Hashrate record types of docs/product.md §3, in tab order. */
export const HASHRATE_KINDS = ['staking', 'static', 'promotion', 'fee'] as const;
export type HashrateKind = (typeof HASHRATE_KINDS)[number];

/**
 * What one record was (server/README.md): a stake (+) or an unstake (-), hashrate released by a
 * claim (static, -), a friend's claim (promotion, +), a share of swap fees (fee, +).
 */
export function recordTitleKey(record: Pick<HashrateRecord, 'type' | 'amount'>): string {
  if (record.type === 'staking') return record.amount < 0n ? 'hashrate.recordTitles.unstake' : 'hashrate.recordTitles.stake';
  return `hashrate.recordTitles.${record.type}`;
}
