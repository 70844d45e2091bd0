// The console: Refine over Ant Design, hash routes (a static host needs no fallback), every
// screen behind the wallet sign-in, and Refine's telemetry off.
import { DashboardOutlined, FileTextOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { DAppKitProvider } from '@mysten/dapp-kit-react';
import { ErrorComponent, ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { HashRouter, Outlet, Route, Routes } from 'react-router';
import { ConsoleHeader } from './layout/console-header.tsx';
import { DashboardPage } from './pages/dashboard/dashboard-page.tsx';
import { LoginPage } from './pages/login/login-page.tsx';
import { NoticeCreatePage, NoticeEditPage } from './pages/notices/notice-form.tsx';
import { NoticeListPage } from './pages/notices/notice-list-page.tsx';
import { ProposalListPage } from './pages/proposals/proposal-list-page.tsx';
import { ProposalShowPage } from './pages/proposals/proposal-show-page.tsx';
import { accessControlProvider, authProvider, dataProvider } from './providers.ts';
import { consoleDAppKit } from './wallet/console-dapp-kit.ts';

// Secondary and tertiary text darker than Ant Design's defaults: 4.5:1 on white (WCAG AA).
const CONSOLE_THEME = { token: { colorPrimary: '#1d4ed8', colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextDescription: 'rgba(0, 0, 0, 0.65)' } };

// Notifications inside a labelled region, so that every piece of the page is in a landmark.
const NOTIFICATIONS_ID = 'console-notifications';
const notificationContainer = () => document.getElementById(NOTIFICATIONS_ID) ?? document.body;

const Title = ({ collapsed }: { collapsed: boolean }) => <ThemedTitle collapsed={collapsed} text="SuiL console" />;

export function ConsoleApp() {
  return (
    <HashRouter>
      <ConfigProvider theme={CONSOLE_THEME}>
        <AntdApp notification={{ getContainer: notificationContainer }}>
          <DAppKitProvider dAppKit={consoleDAppKit}>
            <Refine
              dataProvider={dataProvider}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              routerProvider={routerProvider}
              notificationProvider={useNotificationProvider}
              resources={[
                { name: 'dashboard', list: '/', meta: { label: 'Dashboard', icon: <DashboardOutlined /> } },
                { name: 'notices', list: '/notices', create: '/notices/create', edit: '/notices/edit/:id', meta: { label: 'Notices', icon: <FileTextOutlined /> } },
                { name: 'proposals', list: '/proposals', show: '/proposals/show/:id', meta: { label: 'Proposals', icon: <SafetyCertificateOutlined /> } },
              ]}
              options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true, title: { text: 'SuiL console' } }}
            >
              <Routes>
                <Route
                  element={
                    <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
                      <ThemedLayout Header={ConsoleHeader} Title={Title}>
                        <Outlet />
                      </ThemedLayout>
                    </Authenticated>
                  }
                >
                  <Route index element={<DashboardPage />} />
                  <Route path="/notices">
                    <Route index element={<NoticeListPage />} />
                    <Route path="create" element={<NoticeCreatePage />} />
                    <Route path="edit/:id" element={<NoticeEditPage />} />
                  </Route>
                  <Route path="/proposals">
                    <Route index element={<ProposalListPage />} />
                    <Route path="show/:id" element={<ProposalShowPage />} />
                  </Route>
                  <Route path="*" element={<ErrorComponent />} />
                </Route>
                <Route
                  element={
                    <Authenticated key="login" fallback={<Outlet />}>
                      <NavigateToResource resource="dashboard" />
                    </Authenticated>
                  }
                >
                  <Route path="/login" element={<LoginPage />} />
                </Route>
              </Routes>
              <UnsavedChangesNotifier />
              <section aria-label="Notifications" id={NOTIFICATIONS_ID} />
            </Refine>
          </DAppKitProvider>
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
