// GET /api/me/withdrawals/policy: whether withdrawals are paused, and the limits a request must
// fit (the cap per withdrawal, what is left of the rolling 24 hours, what the payout reserve
// can cover, the review threshold), so the withdraw sheet explains a refusal before anything
// is sent. The server checks the same figures again when the request comes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WithdrawalPolicySchema, type WithdrawalPolicy as WirePolicy } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface WithdrawalPolicy {
  paused: boolean;
  /** Since when withdrawals are paused (null when not paused, or not known). */
  pausedAt: string | null;
  maxPerWithdrawal: bigint;
  userDailyLimit: bigint;
  userRemaining24h: bigint;
  totalRemaining24h: bigint;
  /** Above this amount a withdrawal waits for an operator's review. */
  reviewThreshold: bigint;
  /** What the payout reserve can cover now on top of the unpaid vouchers; null when the node could not be read. */
  reserveAvailable: bigint | null;
}

export function toWithdrawalPolicy(data: WirePolicy): WithdrawalPolicy {
  return {
    paused: data.paused === true,
    pausedAt: data.pausedAt ?? null,
    maxPerWithdrawal: amount(data.maxPerWithdrawal),
    userDailyLimit: amount(data.userDailyLimit),
    userRemaining24h: amount(data.userRemaining24h),
    totalRemaining24h: amount(data.totalRemaining24h),
    reviewThreshold: amount(data.reviewThreshold),
    reserveAvailable: data.reserveAvailable === null ? null : amount(data.reserveAvailable),
  };
}

export async function getWithdrawalPolicy(signal?: AbortSignal): Promise<WithdrawalPolicy> {
  const data = parseAnswer(WithdrawalPolicySchema, (await apiClient.get('/me/withdrawals/policy', { signal })).data);
  return toWithdrawalPolicy(data);
}

export function withdrawalPolicyQueryOptions(account: string | null, wanted = true) {
  return queryOptions({
    queryKey: apiQueryKeys.withdrawalPolicy(account ?? ''),
    queryFn: ({ signal }) => getWithdrawalPolicy(signal),
    enabled: account !== null && wanted,
    // The pause and the 24-hour remainders are about now: read again each time a screen wants them.
    staleTime: 0,
  });
}

/** `wanted`: only while a screen shows it (the withdraw sheet open, a voucher on the card). */
export function useWithdrawalPolicy({ wanted = true }: { wanted?: boolean } = {}) {
  return useQuery(withdrawalPolicyQueryOptions(useSignedInAccount(), wanted));
}
