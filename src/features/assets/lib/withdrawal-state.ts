// Which of the user's withdrawals the assets page tells about, and under which title.
import type { CurrentWithdrawal } from '../../../api/get-withdrawals';

/** The card's title for each state. */
export function withdrawalTitleKey(withdrawal: CurrentWithdrawal): 'assets.review.title' | 'assets.rejected.title' | 'assets.pendingTitle' {
  if (withdrawal.status === 'review') return 'assets.review.title';
  if (withdrawal.status === 'rejected') return 'assets.rejected.title';
  return 'assets.pendingTitle';
}

/** Where the id of the last rejected withdrawal the user has read is kept, per account. */
export function seenRejectionKey(account: string): string {
  return `suil:seenRejectedWithdrawal:${account}`;
}
