// GET /api/me: the signed-in user's profile, team figures and off-chain balances.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeResponseSchema, type Balances } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export type AppBalances = Record<keyof Balances, bigint>;

export interface Me {
  address: string;
  /** null when no inviter is bound. */
  inviter: string | null;
  friendLevel: number;
  validFriends: number;
  teamSize: number;
  communityPerformance: bigint;
  staked: bigint;
  balances: AppBalances;
}

export function toAppBalances(balances: Balances): AppBalances {
  return {
    sui: amount(balances.sui),
    usdc: amount(balances.usdc),
    suil: amount(balances.suil),
    withdrawableIncome: amount(balances.withdrawableIncome),
    heldIncome: amount(balances.heldIncome),
  };
}

export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const data = parseAnswer(MeResponseSchema, (await apiClient.get('/me', { signal })).data);
  return {
    address: data.address,
    inviter: data.inviter,
    friendLevel: data.friendLevel,
    validFriends: data.validFriends,
    teamSize: data.teamSize,
    communityPerformance: amount(data.communityPerformance),
    staked: amount(data.staked),
    balances: toAppBalances(data.balances),
  };
}

export function getMeQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: apiQueryKeys.me(account ?? ''),
    queryFn: ({ signal }) => getMe({ signal }),
    enabled: account !== null,
  });
}

/** The signed-in user's record; idle without a sign-in. */
export function useMe() {
  return useQuery(getMeQueryOptions(useSignedInAccount()));
}
