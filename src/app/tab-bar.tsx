import { ChartTrendingO, GemO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabbar } from 'react-vant/es/tabbar/index.js';

/** The two tabs of seed point 2, and the routes on which the bar is shown. */
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
  const navigate = useNavigate();
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
          // Not Tabbar's onChange: it skips a tab equal to `value`, which lags behind the URL
          // while the next lazy page loads (router updates run in a transition).
          onClick={() => void navigate(tab.path)}
        >
          {t(tab.labelKey)}
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
}
