// GET /api/me/nodes: the nodes the user bought, with when their price comes back (a price due
// back is given back, with its record, before the list is read).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MyNodesResponseSchema, type Coin, type NodePurchase as WirePurchase, type NodeTierId } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount, firstPage, mapPage, pageParams } from './paging';
import { apiQueryKeys } from './query-keys';
import { useSignedInAccount } from './session';

export interface NodePurchase {
  id: string;
  tier: NodeTierId;
  coin: Coin;
  price: bigint;
  giftSuil: bigint;
  purchasedAt: string;
  returnAt: string;
  returned: boolean;
}

function toPurchase(purchase: WirePurchase): NodePurchase {
  return { ...purchase, price: amount(purchase.price), giftSuil: amount(purchase.giftSuil) };
}

export interface MyNodesPage {
  items: NodePurchase[];
  nextCursor: string | null;
  /** The server's business time of the answer (the chain's clock on localnet): count days left from it. */
  asOf: string;
}

export async function getMyNodes(cursor: string | null, signal?: AbortSignal): Promise<MyNodesPage> {
  const data = parseAnswer(MyNodesResponseSchema, (await apiClient.get('/me/nodes', { params: pageParams(cursor), signal })).data);
  return { ...mapPage(data, toPurchase), asOf: data.asOf };
}

export function getMyNodesQueryOptions(account: string | null) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.myNodes(account ?? ''),
    queryFn: ({ pageParam, signal }) => getMyNodes(pageParam, signal),
    ...firstPage,
    enabled: account !== null,
  });
}

export function useMyNodes() {
  return useInfiniteQuery(getMyNodesQueryOptions(useSignedInAccount()));
}
