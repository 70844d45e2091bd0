import { Outlet, useLocation } from 'react-router-dom';
import styles from './app-shell.module.css';
import { TabBar, isTabRoute } from './tab-bar';

/** The app column every route renders in; the tab bar shows on the two tab routes only. */
export function AppShell() {
  const showTabBar = isTabRoute(useLocation().pathname);
  return (
    <div className={`suil-column ${styles.shell} ${showTabBar ? styles.withTabBar : ''}`}>
      <Outlet />
      {showTabBar && <TabBar />}
    </div>
  );
}
