import { Outlet, useLocation } from 'react-router-dom';
import { useNotBoundGuard } from '../features/not-bound/hooks/use-not-bound-guard';
import styles from './app-shell.module.css';
import { TabBar, isTabRoute } from './tab-bar';

/** The app column every route renders in; the tab bar shows on the two tab routes only. */
export function AppShell() {
  // Once for the whole app: a connected user without an inviter is sent to not_bound.
  useNotBoundGuard();
  const showTabBar = isTabRoute(useLocation().pathname);
  return (
    <div className={`suil-column ${styles.shell} ${showTabBar ? styles.withTabBar : ''}`}>
      <Outlet />
      {showTabBar && <TabBar />}
    </div>
  );
}
