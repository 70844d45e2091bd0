// The SUIL price in USDC and what the amount being typed is worth, in one batched view
// request (suiprice::get_suil_usd_amount_out for 1 SUIL and for the amount), read once the
// typing pauses.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { chainQueryKeys } from '../../../chain/query-keys';
import { ONE_SUIL, readViews, suilUsdPriceView } from '../../../chain/views';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export const WORTH_DEBOUNCE_MS = 350;

export interface SuilWorth {
  /** USDC base units for one SUIL; null while unknown. */
  unitPrice: bigint | null;
  /** USDC base units for exactly `amount`; null while typing, loading or without an amount. */
  worth: bigint | null;
  isError: boolean;
}

export function useSuilWorth(amount: bigint | null): SuilWorth {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const settled = useDebouncedValue(amount, WORTH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: chainQueryKeys.views('suilPledge', null, settled?.toString() ?? null),
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      if (settled === null || settled <= 0n) {
        const [unitPrice] = await readViews(client, owner, [suilUsdPriceView(ONE_SUIL)], signal);
        return { unitPrice, worth: null };
      }
      const [unitPrice, worth] = await readViews(client, owner, [suilUsdPriceView(ONE_SUIL), suilUsdPriceView(settled)], signal);
      return { unitPrice, worth };
    },
    placeholderData: (previous) => (previous ? { unitPrice: previous.unitPrice, worth: null } : undefined),
  });
  const current = settled === amount;
  return {
    unitPrice: query.data?.unitPrice ?? null,
    worth: current && !query.isPlaceholderData ? (query.data?.worth ?? null) : null,
    isError: query.isError,
  };
}
