// The connected account's SUI, SUIL and USDC balances (readBalances: usually one request).
// The shared runner invalidates this key after every action of the account.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { chainQueryKeys } from '../../../chain/query-keys';
import type { Balances } from '../../../chain/views';

export interface BalancesState {
  owner: string | null;
  /** null without a wallet or while not read. */
  balances: Balances | null;
  isError: boolean;
  retry: () => void;
}

export function useBalances(): BalancesState {
  const owner = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const query = useQuery({
    queryKey: chainQueryKeys.balances(owner),
    enabled: owner !== null,
    // The chain views come with the wallet stack, not with the home page's first paint.
    queryFn: async ({ signal }) => (await import('../../../chain/views')).readBalances(client, owner!, signal),
  });
  return {
    owner,
    balances: owner === null ? null : (query.data ?? null),
    isError: owner !== null && query.isError,
    retry: () => void query.refetch(),
  };
}
