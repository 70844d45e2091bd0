// The live swap preview: swap_view_v2 for the amount being typed, read once the typing pauses
// (one node request per pause). The quote names the amount it is for, so a screen never shows
// the figures of an earlier amount as those of the current one.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chainQueryKeys } from '../../../chain/query-keys';
import { readViews, swapQuoteView, type SwapQuote } from '../../../chain/views';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export const QUOTE_DEBOUNCE_MS = 350;

export interface SwapQuoteState {
  /** The quote for exactly `amountIn`; null while typing, loading, failed or without an amount. */
  quote: SwapQuote | null;
  isLoading: boolean;
  isError: boolean;
  /** Reads the quote again (after it failed). */
  retry: () => void;
}

export function useSwapQuote(amountIn: bigint | null): SwapQuoteState {
  const client = useCurrentClient();
  const owner = useCurrentAccount()?.address ?? null;
  const settled = useDebouncedValue(amountIn, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: chainQueryKeys.views('exchange', null, settled?.toString() ?? null),
    enabled: settled !== null && settled > 0n,
    // The quote is refreshed when the amount changes, after a swap and on a login success; not
    // behind the user's back between reading the figures and pressing the button.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      const [quote] = await readViews(client, owner, [swapQuoteView(settled!)], signal);
      return quote;
    },
  });
  const current = amountIn !== null && settled === amountIn;
  return {
    quote: current ? (query.data ?? null) : null,
    isLoading: amountIn !== null && amountIn > 0n && (!current || query.isFetching),
    isError: current && query.isError,
    retry: () => void query.refetch(),
  };
}

/** Reads the connected account's coin balances again (after the node failed to answer). */
export function useRetryBalances(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.refetchQueries({ queryKey: chainQueryKeys.balances(undefined).slice(0, -1), type: 'active' });
    void queryClient.refetchQueries({ queryKey: chainQueryKeys.coinBalanceAll(), type: 'active' });
  };
}
