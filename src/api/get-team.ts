// GET /api/me/team?depth=: direct or indirect friends with their levels and performance.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TeamResponseSchema, type TeamMember as WireTeamMember } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, pageParams } from './paging';
import { apiQueryKeys, type TeamDepth } from './query-keys';
import { useSignedInAccount } from './session';

export interface TeamMember {
  address: string;
  depth: TeamDepth;
  inviter: string;
  friendLevel: number;
  staked: bigint;
  performance: bigint;
  boundAt: string;
}

export interface TeamPage {
  items: TeamMember[];
  nextCursor: string | null;
  directCount: number;
  indirectCount: number;
  validFriends: number;
  communityPerformance: bigint;
}

function toTeamMember(member: WireTeamMember): TeamMember {
  return { ...member, staked: amount(member.staked), performance: amount(member.performance) };
}

export async function getTeam(depth: TeamDepth, cursor: string | null, signal?: AbortSignal): Promise<TeamPage> {
  const data = parseAnswer(TeamResponseSchema, (await apiClient.get('/me/team', { params: pageParams(cursor, { depth }), signal })).data);
  return {
    items: data.items.map(toTeamMember),
    nextCursor: data.nextCursor,
    directCount: data.directCount,
    indirectCount: data.indirectCount,
    validFriends: data.validFriends,
    communityPerformance: amount(data.communityPerformance),
  };
}

export function getTeamQueryOptions(account: string | null, depth: TeamDepth) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.team(account ?? '', depth),
    queryFn: ({ pageParam, signal }) => getTeam(depth, pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useTeam(depth: TeamDepth) {
  return useInfiniteQuery(getTeamQueryOptions(useSignedInAccount(), depth));
}
