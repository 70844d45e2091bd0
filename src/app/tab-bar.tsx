import { ChartTrendingO, GemO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Tabbar } from 'react-vant/es/tabbar/index.js';
import styles from './tab-bar.module.css';

/** The two tabs of docs/product.md §2, and the routes on which the bar is shown. */
export const TABS = [
  { path: '/', labelKey: 'app.tabs.liquidityPool', icon: <GemO /> },
  { path: '/hashrate', labelKey: 'app.tabs.hashrateMining', icon: <ChartTrendingO /> },
] as const;

export function isTabRoute(pathname: string): boolean {
  return TABS.some((tab) => tab.path === pathname);
}

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Tabbar
      value={pathname}
      fixed
      safeAreaInsetBottom
      zIndex={100}
      className="suil-tab-bar"
    >
      {TABS.map((tab) => (
        <Tabbar.Item
          key={tab.path}
          name={tab.path}
          icon={tab.icon}
          className={styles.item}
        >
          {/* A link, not Tabbar's onChange (which skips a tab equal to `value`, and `value` lags
              behind the URL while the next lazy page loads): it also works on the prerendered
              home screen before the app has run. */}
          <Link to={tab.path} className={styles.link}>
            {t(tab.labelKey)}
          </Link>
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
}
