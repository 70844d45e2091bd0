// Whether the connected address is bound: finance::info read from the chain (one request), or,
// for an address this device has already seen bound, remembered (a binding is permanent:
// lib/remembered-binding.ts), with no request at all.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { chainQueryKeys } from '../../../chain/query-keys';
import { financeInfoView, isValidUser, readViews, type FinanceInfo } from '../../../chain/views';
import { rememberBinding, rememberedBinding } from '../lib/remembered-binding';

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
  const remembered = address === null ? undefined : rememberedBinding(env.financeObject, address);
  const query = useQuery({
    queryKey: bindingQueryKey(address),
    enabled: address !== null,
    // Seen bound on this device: that answer never changes, so it is never read again.
    ...(remembered ? { initialData: remembered, staleTime: 'static' as const } : {}),
    queryFn: async ({ signal }) => {
      const [info] = await readViews(client, address, [financeInfoView(address!)], signal);
      if (isValidUser(info, address!)) rememberBinding(env.financeObject, address!, info);
      return info;
    },
  });
  const info = address === null ? undefined : query.data;
  return { address, info, isBound: info && address ? isValidUser(info, address) : null };
}
