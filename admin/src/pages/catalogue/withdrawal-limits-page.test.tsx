// The withdrawal limits page in a Refine app of its own, over a data provider that answers the
// dashboard: each limit beside the server's configured default, and "back to the default" offered
// with the default's value, so nobody proposes a value they cannot see.
import { type DataProvider, Refine, type RouterProvider } from '@refinedev/core';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contract/admin.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { WithdrawalLimitsPage } from './withdrawal-limits-page.tsx';

// A shared two-core machine renders Ant Design slowly: wait for what the page shows, up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const SUI = 1_000_000_000n;

const DASHBOARD: Pick<Dashboard, 'limits' | 'defaults'> = {
  limits: { maxPerVoucher: (10_000n * SUI).toString(), userDailyLimit: (20_000n * SUI).toString(), totalDailyLimit: (100_000n * SUI).toString(), reviewThreshold: '1000000' },
  defaults: {
    limits: { maxPerVoucher: (10_000n * SUI).toString(), userDailyLimit: (20_000n * SUI).toString(), totalDailyLimit: (100_000n * SUI).toString(), reviewThreshold: (1_000n * SUI).toString() },
    sponsor: { dailyBudget: (50n * SUI).toString(), dailyCount: 5000 },
  },
};

const router: RouterProvider = {
  go: () => () => {},
  back: () => () => {},
  parse: () => () => ({ resource: undefined, action: 'list', params: {}, pathname: '/limits' }),
  Link: ({ to, children }) => <a href={to}>{children}</a>,
};

function renderPage() {
  const refused = async () => Promise.reject(new Error('not on this page'));
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api/admin',
    custom: async ({ url }) => (url === '/dashboard' ? { data: DASHBOARD as never } : refused()),
    getList: refused,
    getOne: refused,
    create: refused,
    update: refused,
    deleteOne: refused,
  };
  return render(
    <Refine dataProvider={dataProvider} routerProvider={router} accessControlProvider={createAccessControlProvider(() => 'operator')} resources={[{ name: 'limits', list: '/limits' }]} options={{ disableTelemetry: true }}>
      <WithdrawalLimitsPage />
    </Refine>,
  );
}

describe('WithdrawalLimitsPage', () => {
  it("shows each limit in SUI beside the server's default, and offers the default with its value", async () => {
    renderPage();
    expect((await screen.findByTestId('limit-reviewThreshold')).textContent).toBe('0.001 SUI');
    expect(screen.getByTestId('limit-default-reviewThreshold').textContent).toBe(" (the server's default: 1,000 SUI)");
    fireEvent.click(screen.getByRole('button', { name: 'Propose new limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'New withdrawal limits' });
    expect(within(dialog).queryByText(/cannot read that default/)).toBeNull();
    const review = within(dialog).getByRole('group', { name: 'Review above: now 0.001 SUI' });
    expect(within(review).getByRole('radio', { name: "Back to the server's default (1,000 SUI)" })).toBeTruthy();
  });
});
