// The owner's SUI, SUIL and USDC balances as one query (readBalances: one ListBalances), shared
// by the home screen and every amount field (use-coin-balance.ts). On the boot path through the
// home screen: it imports the chain views only when it runs.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { queryOptions } from '@tanstack/react-query';
import { chainQueryKeys } from '../chain/query-keys';

export function balancesQueryOptions(client: ClientWithCoreApi, owner: string | null) {
  return queryOptions({
    queryKey: chainQueryKeys.balances(owner),
    enabled: owner !== null,
    // The chain views come with the wallet stack, not with the home page's first paint.
    queryFn: async ({ signal }) => (await import('../chain/views')).readBalances(client, owner!, signal),
  });
}
