// The connected account's SUI, SUIL and USDC balances (readBalances: usually one request).
// The shared runner invalidates this key after every action of the account.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Balances } from '../../../chain/views';
import { balancesQueryOptions } from '../../../hooks/balances-query';

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
  // The same query as the amount fields' balances (one request for the three coins).
  const query = useQuery(balancesQueryOptions(client, owner));
  return {
    owner,
    balances: owner === null ? null : (query.data ?? null),
    isError: owner !== null && query.isError,
    retry: () => void query.refetch(),
  };
}
