// What a SUIL top-up is worth, for the one rule of components/top-up-rules (at least 50 USDC,
// wherever SUIL is topped up: the assets page's top-up and the SuiL pledge page's SuiL asset):
// the SUIL price in USDC and the worth of the amount being typed, in one batched view request
// (suiprice::get_suil_usd_amount_out for 1 SUIL and for the amount), read once the typing pauses.
// Other coins are not valued: nothing is read for them.
import { useCurrentAccount, useCurrentClient } from '../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { chainQueryKeys } from '../chain/query-keys';
import { ONE_SUIL, readViews, suilUsdPriceView } from '../chain/views';
import { checkTopUpWorth, type TopUpCoin, type TopUpWorthCheck } from '../components/top-up-rules';
import { useDebouncedValue } from './use-debounced-value';

export const WORTH_DEBOUNCE_MS = 350;

export interface TopUpWorth {
  /** USDC base units for one SUIL; null while unknown or for another coin. */
  unitPrice: bigint | null;
  /** USDC base units for exactly `amount`; null while typing, loading or without an amount. */
  worth: bigint | null;
  /** The rule's answer for this worth ('notValued' for a coin other than SUIL). */
  check: TopUpWorthCheck;
  isError: boolean;
}

/** `amount`: the SUIL typed (null when none, or not readable). */
export function useTopUpWorth(coin: TopUpCoin, amount: bigint | null): TopUpWorth {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const valued = coin === 'SUIL';
  const settled = useDebouncedValue(valued ? amount : null, WORTH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: chainQueryKeys.views('suilWorth', null, settled?.toString() ?? null),
    enabled: valued,
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
  const worth = valued && current && !query.isPlaceholderData ? (query.data?.worth ?? null) : null;
  return {
    unitPrice: valued ? (query.data?.unitPrice ?? null) : null,
    worth,
    check: checkTopUpWorth(coin, worth),
    isError: valued && query.isError,
  };
}
