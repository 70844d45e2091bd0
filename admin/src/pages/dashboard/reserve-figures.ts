// The payout reserve as the dashboard says it: the coverage in words when there is no ratio to
// show (nothing unpaid, or the reserve unread), and the warning an operator must not miss: users
// refused a withdrawal in the last 24 hours because the reserve could not cover it.
import type { Dashboard } from '../../../../contract/admin.ts';
import { countOf, formatTime } from './format.ts';

/** The coverage figure: the ratio, or why there is none. */
export function coverageText(dashboard: Pick<Dashboard, 'coverage' | 'payoutReserve' | 'unpaid'>): string {
  if (dashboard.coverage !== null) return dashboard.coverage;
  if (dashboard.payoutReserve === null) return 'unknown: the reserve could not be read';
  return BigInt(dashboard.unpaid) === 0n ? 'nothing unpaid to cover' : 'unknown';
}

/** Less than the unpaid vouchers: the reserve cannot pay them all. */
export function coverageIsShort(dashboard: Pick<Dashboard, 'coverage'>): boolean {
  return dashboard.coverage !== null && Number(dashboard.coverage) < 1;
}

/** The warning about withdrawals refused for a short reserve in the last 24 hours; null when there were none. */
export function reserveRefusalWarning(dashboard: Pick<Dashboard, 'reserveRefusals'>): { message: string; description: string } | null {
  const { count24h, users24h, lastAt } = dashboard.reserveRefusals;
  if (count24h === 0) return null;
  return {
    message: `${countOf(count24h, 'withdrawal request')} refused in the last 24 hours: the payout reserve is short`,
    description:
      `${countOf(users24h, 'user')} asked to withdraw and ${users24h === 1 ? 'was' : 'were'} told to wait for the reserve (nothing was taken from their income); ` +
      `the latest at ${formatTime(lastAt)}. Top up the payout reserve so that it covers the unpaid vouchers and new withdrawals.`,
  };
}
