// The console: Refine over Ant Design, hash routes (a static host needs no fallback), every
// screen behind the wallet sign-in and loaded when first opened, and Refine's telemetry off.
import {
  AuditOutlined,
  BankOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { DAppKitProvider } from '@mysten/dapp-kit-react';
import { ErrorComponent, ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { HashRouter, Outlet, Route, Routes } from 'react-router';
import { ConsoleHeader } from './layout/console-header.tsx';
import { LoginPage } from './pages/login/login-page.tsx';
import { accessControlProvider, authProvider, dataProvider } from './providers.ts';
import { CONSOLE_THEME } from './theme.ts';

/** A screen as its own chunk: the sign-in page loads nothing of the screens behind it. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = screen(() => import('./pages/dashboard/dashboard-page.tsx'), 'DashboardPage');
const NoticeListPage = screen(() => import('./pages/notices/notice-list-page.tsx'), 'NoticeListPage');
const NoticeCreatePage = screen(() => import('./pages/notices/notice-form.tsx'), 'NoticeCreatePage');
const NoticeEditPage = screen(() => import('./pages/notices/notice-form.tsx'), 'NoticeEditPage');
const ProposalListPage = screen(() => import('./pages/proposals/proposal-list-page.tsx'), 'ProposalListPage');
const ProposalShowPage = screen(() => import('./pages/proposals/proposal-show-page.tsx'), 'ProposalShowPage');
const WithdrawalsPage = screen(() => import('./pages/withdrawals/withdrawals-page.tsx'), 'WithdrawalsPage');
const NodeTiersPage = screen(() => import('./pages/catalogue/node-tiers-page.tsx'), 'NodeTiersPage');
const BankProductsPage = screen(() => import('./pages/catalogue/bank-products-page.tsx'), 'BankProductsPage');
const WithdrawalLimitsPage = screen(() => import('./pages/catalogue/withdrawal-limits-page.tsx'), 'WithdrawalLimitsPage');
const UsersPage = screen(() => import('./pages/users/users-page.tsx'), 'UsersPage');
const AllowlistPage = screen(() => import('./pages/allowlist/allowlist-page.tsx'), 'AllowlistPage');
const AuditPage = screen(() => import('./pages/audit/audit-page.tsx'), 'AuditPage');

const ScreenLoading = () => <Spin size="large" aria-label="Loading the screen" style={{ display: 'block', marginTop: 96 }} />;
import { consoleDAppKit } from './wallet/console-dapp-kit.ts';


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
                { name: 'withdrawals', list: '/withdrawals', meta: { label: 'Withdrawals', icon: <TransactionOutlined /> } },
                { name: 'node-tiers', list: '/node-tiers', meta: { label: 'Node tiers', icon: <ClusterOutlined /> } },
                { name: 'bank-products', list: '/bank-products', meta: { label: 'Bank products', icon: <BankOutlined /> } },
                { name: 'limits', list: '/limits', meta: { label: 'Withdrawal limits', icon: <LockOutlined /> } },
                { name: 'users', list: '/users', meta: { label: 'Users', icon: <UserOutlined /> } },
                { name: 'allowlist', list: '/allowlist', meta: { label: 'Allowlist', icon: <TeamOutlined /> } },
                { name: 'audit', list: '/audit', meta: { label: 'Audit log', icon: <AuditOutlined /> } },
              ]}
              options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true, title: { text: 'SuiL console' } }}
            >
              <Routes>
                <Route
                  element={
                    <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
                      <ThemedLayout Header={ConsoleHeader} Title={Title}>
                        <Suspense fallback={<ScreenLoading />}>
                          <Outlet />
                        </Suspense>
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
                  <Route path="/withdrawals" element={<WithdrawalsPage />} />
                  <Route path="/node-tiers" element={<NodeTiersPage />} />
                  <Route path="/bank-products" element={<BankProductsPage />} />
                  <Route path="/limits" element={<WithdrawalLimitsPage />} />
                  <Route path="/users" element={<UsersPage />} />
                  <Route path="/allowlist" element={<AllowlistPage />} />
                  <Route path="/audit" element={<AuditPage />} />
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
