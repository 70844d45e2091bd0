// The wrapper around every page (seed point 2): a login success (or a language change, which
// the seed treats as one) becomes a route-data refresh for this path and wallet address.
import { useCurrentAccount } from '../wallet/hooks';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { emitRouteDataRefresh, onLoginSuccess } from '../auth/events';
import { WalletStackGate } from '../wallet/wallet-stack';
import { LoadingPlaceholder } from './loading-placeholder';

/** `needsWallet`: the page reads the wallet or the chain, so it waits for the wallet stack. */
export function RoutePage({ children, needsWallet = false }: { children: ReactNode; needsWallet?: boolean }) {
  const { pathname } = useLocation();
  const address = useCurrentAccount()?.address ?? null;
  const current = useRef({ path: pathname, address });

  useEffect(() => {
    current.current = { path: pathname, address };
  }, [pathname, address]);

  useEffect(() => onLoginSuccess(() => emitRouteDataRefresh({ ...current.current })), []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const page = <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>;
  return needsWallet ? <WalletStackGate fallback={<LoadingPlaceholder />}>{page}</WalletStackGate> : page;
}
