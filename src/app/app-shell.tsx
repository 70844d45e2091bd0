import { Outlet, useLocation } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { useInviterCapture } from '../features/not-bound/hooks/use-inviter-capture';
import { useOptionalDAppKit } from '../wallet/wallet-stack';
import styles from './app-shell.module.css';
import { TabBar, isTabRoute } from './tab-bar';

// Once for the whole app, with the wallet stack: a connected user without an inviter is sent to
// not_bound.
const NotBoundGuard = lazy(() =>
  import('../features/not-bound/hooks/use-not-bound-guard').then((m) => ({ default: m.NotBoundGuard })),
);

/** The app column every route renders in; the tab bar shows on the two tab routes only. */
export function AppShell() {
  useInviterCapture();
  const walletStackReady = useOptionalDAppKit() !== null;
  const showTabBar = isTabRoute(useLocation().pathname);
  return (
    <div className={`suil-column ${styles.shell} ${showTabBar ? styles.withTabBar : ''}`}>
      {walletStackReady && (
        <Suspense fallback={null}>
          <NotBoundGuard />
        </Suspense>
      )}
      <Outlet />
      {showTabBar && <TabBar />}
    </div>
  );
}
