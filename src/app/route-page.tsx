// The wrapper around every page (seed point 2): a login success (or a language change, which
// the seed treats as one) becomes a route-data refresh for this path and wallet address.
import { useCurrentAccount } from '@mysten/dapp-kit-react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { emitRouteDataRefresh, onLoginSuccess } from '../auth/events';
import { LoadingPlaceholder } from './loading-placeholder';

export function RoutePage({ children }: { children: ReactNode }) {
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

  return <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>;
}
