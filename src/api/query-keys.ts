// The one factory of react-query keys for /api data. A signed-in user's data sits under
// ['api', 'account', <address>], so a new sign-in or a logout refreshes or drops exactly that.
import type { QueryKey } from '@tanstack/react-query';
import type { BalanceRecordGroup, HashrateType, IncomeType, NodeTierId, PriceInterval, RecordKind } from '../../contract/api';
import type { Locale } from '../config/locales';

const root = ['api'] as const;
const of = (account: string) => [...root, 'account', account] as const;

export type NoticeCategory = 'notice' | 'dynamic';
export type TeamDepth = 'direct' | 'indirect';

export const apiQueryKeys = {
  all: root,
  /** Everything of one signed-in account. */
  account: (account: string) => of(account),
  me: (account: string) => [...of(account), 'me'] as const,
  income: (account: string, type: IncomeType | 'all') => [...of(account), 'income', type] as const,
  hashrate: (account: string, type: HashrateType | 'all') => [...of(account), 'hashrate', type] as const,
  /** The income chart: days of income in a time zone (GET /api/me/income/daily); under `income`, so it refreshes with it. */
  incomeDaily: (account: string, days: string, timeZone: string) => [...of(account), 'income', 'daily', days, timeZone] as const,
  /** The hashrate chart's stakes and unstakes (GET /api/me/hashrate/history); under `hashrate`. */
  hashrateHistory: (account: string) => [...of(account), 'hashrate', 'history'] as const,
  records: (account: string, kind: RecordKind | 'all') => [...of(account), 'records', kind] as const,
  balanceRecords: (account: string, group: BalanceRecordGroup) => [...of(account), 'balance-records', group] as const,
  team: (account: string, depth: TeamDepth) => [...of(account), 'team', depth] as const,
  withdrawals: (account: string) => [...of(account), 'withdrawals'] as const,
  /** The withdrawal the assets page's card shows (open, or just rejected); under `withdrawals`, so it refreshes with them. */
  currentWithdrawal: (account: string) => [...of(account), 'withdrawals', 'current'] as const,
  /** Pause and limits (GET /api/me/withdrawals/policy); under `withdrawals`, so a request refreshes them. */
  withdrawalPolicy: (account: string) => [...of(account), 'withdrawals', 'policy'] as const,
  myNodes: (account: string) => [...of(account), 'nodes'] as const,
  /** The inbox (GET /api/me/notifications), in the reader's language (a notice's title). */
  notifications: (account: string, locale: Locale) => [...of(account), 'notifications', 'list', locale] as const,
  /** The bell's count (GET /api/me/notifications/unread-count); under `notifications` with the list. */
  unreadNotifications: (account: string) => [...of(account), 'notifications', 'unread'] as const,
  /** Every notifications query of the account (a mark-read refreshes them). */
  allNotifications: (account: string) => [...of(account), 'notifications'] as const,
  bankSubscriptions: (account: string) => [...of(account), 'bank-subscriptions'] as const,
  /** Public data: the same for every visitor. */
  nodes: () => [...root, 'nodes'] as const,
  nodePurchase: (tier: NodeTierId) => [...root, 'nodes', tier] as const,
  bankProducts: (locale: Locale) => [...root, 'bank-products', locale] as const,
  notices: (category: NoticeCategory, locale: Locale) => [...root, 'notices', category, locale] as const,
  notice: (id: string, locale: Locale) => [...root, 'notice', id, locale] as const,
  contentPage: (slug: string, locale: Locale) => [...root, 'page', slug, locale] as const,
  /** The SUIL price's buckets (GET /api/price/suil), the same for everyone. */
  suilPrice: (interval: PriceInterval, points: number) => [...root, 'price', 'suil', interval, points] as const,
  /** The server's VAPID public key for push (GET /api/push/key), the same for everyone. */
  pushKey: () => [...root, 'push-key'] as const,
  /** How far the server's index has read the chain (GET /api/indexer). */
  indexer: () => [...root, 'indexer'] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
