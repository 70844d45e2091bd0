// Whether the connected address is bound: finance::info read from the chain (one request).
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { chainQueryKeys } from '../../../chain/query-keys';
import { financeInfoView, isValidUser, readViews, type FinanceInfo } from '../../../chain/views';

export function bindingQueryKey(address: string | null) {
  return chainQueryKeys.views('binding', address);
}

export interface BindingStatus {
  address: string | null;
  /** finance::info of the address; undefined while not read. */
  info: FinanceInfo | undefined;
  /** null while unknown (no wallet, not read yet, or the read failed). */
  isBound: boolean | null;
}

export function useBindingStatus(): BindingStatus {
  const address = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const query = useQuery({
    queryKey: bindingQueryKey(address),
    enabled: address !== null,
    queryFn: async ({ signal }) => {
      const [info] = await readViews(client, address, [financeInfoView(address!)], signal);
      return info;
    },
  });
  const info = address === null ? undefined : query.data;
  return { address, info, isBound: info && address ? isValidUser(info, address) : null };
}
