// The wrapper around every page (docs/product.md §2): a login success (or a language change, which
// docs/product.md §4 treats as one) refreshes the page's data. This is the app's one data-refresh
// listener: it invalidates by the query key factories, so whatever is on screen refetches at
// once and anything cached but not shown is marked stale and refetches when next shown.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiQueryKeys } from '../api/query-keys';
import { onLoginSuccess } from '../auth/events';
import { chainQueryKeys } from '../chain/query-keys';
import { WalletStackGate } from '../wallet/wallet-stack';
import { LoadingPlaceholder } from './loading-placeholder';

/** What a login success refreshes: every chain read and coin balance, and all /api data. */
export const ROUTE_DATA_KEYS: readonly QueryKey[] = [chainQueryKeys.all, chainQueryKeys.coinBalanceAll(), apiQueryKeys.all];

/** `needsWallet`: the page reads the wallet or the chain, so it waits for the wallet stack. */
export function RoutePage({ children, needsWallet = false }: { children: ReactNode; needsWallet?: boolean }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onLoginSuccess(() => {
        for (const queryKey of ROUTE_DATA_KEYS) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const page = <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>;
  return needsWallet ? <WalletStackGate fallback={<LoadingPlaceholder />}>{page}</WalletStackGate> : page;
}
