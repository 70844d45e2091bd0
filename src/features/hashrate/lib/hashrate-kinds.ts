import type { HashrateRecord } from '../../../api/get-hashrate';
import { formatDisplay } from '../../../chain/amount';
import { DECIMALS } from '../../../config/constants';

/** Hashrate record types of docs/product.md §3, in tab order. */
export const HASHRATE_KINDS = ['staking', 'static', 'promotion', 'fee'] as const;
export type HashrateKind = (typeof HASHRATE_KINDS)[number];

/**
 * What one record was (server/README.md): a stake (+) or an unstake (-), hashrate released by a
 * claim (static, -), a friend's claim (promotion, +), a share of swap fees (fee, +).
 */
export function recordTitleKey(record: Pick<HashrateRecord, 'type' | 'amount' | 'unstaked'>): string {
  // An unstake that took no hashrate (amount 0) is still an unstake.
  if (record.type === 'staking') return record.unstaked !== null || record.amount < 0n ? 'hashrate.recordTitles.unstake' : 'hashrate.recordTitles.stake';
  return `hashrate.recordTitles.${record.type}`;
}

/**
 * What an unstake's record adds below its title: the SUI it took out of the position (every
 * unstake has its record), and, when it took no hashrate, that none was left to take (the
 * position's had all been released). Null for the other records.
 */
export function recordDetail(record: Pick<HashrateRecord, 'amount' | 'unstaked'>): { key: string; values: { amount: string } } | null {
  if (record.unstaked === null) return null;
  const values = { amount: `${formatDisplay(record.unstaked, DECIMALS.SUI)} SUI` };
  return { key: record.amount === 0n ? 'hashrate.unstakedNoHashrate' : 'hashrate.unstakedAmount', values };
}
