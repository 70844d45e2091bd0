// GET /api/nodes: the three node tiers with price, limited and sold counts, dividend weight,
// fee share, gift and automatic return (docs/product.md §1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NodesResponseSchema, type Coin, type NodeTier as WireNodeTier, type NodeTierId } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';

export interface NodeTier {
  tier: NodeTierId;
  coin: Coin;
  price: bigint;
  limitedCount: number;
  soldCount: number;
  weightedDividendBps: number;
  feeShareBps: number;
  giftSuil: bigint;
  autoReturnDays: number;
}

export function toNodeTier(tier: WireNodeTier): NodeTier {
  return { ...tier, price: amount(tier.price), giftSuil: amount(tier.giftSuil) };
}

export async function getNodes(signal?: AbortSignal): Promise<NodeTier[]> {
  const data = parseAnswer(NodesResponseSchema, (await apiClient.get('/nodes', { signal })).data);
  return data.items.map(toNodeTier);
}

export function getNodesQueryOptions() {
  return queryOptions({ queryKey: apiQueryKeys.nodes(), queryFn: ({ signal }) => getNodes(signal) });
}

export function useNodes() {
  return useQuery(getNodesQueryOptions());
}
