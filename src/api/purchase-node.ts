// POST /api/nodes/:tier/purchase: buys a node of a tier with the topped-up balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NodePurchaseResponseSchema, type NodePurchaseResponse, type NodeTierId } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export async function purchaseNode(tier: NodeTierId): Promise<NodePurchaseResponse> {
  const data = parseAnswer(NodePurchaseResponseSchema, (await apiClient.post(`/nodes/${tier}/purchase`)).data);
  return data;
}

export function usePurchaseNode() {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: purchaseNode,
    onSettled: () => {
      // Sold counts and the balance changed (or may have, if the answer was lost).
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.nodes() });
      if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.account(account) });
    },
  });
}
