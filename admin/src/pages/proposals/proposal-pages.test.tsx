// The proposals list and one proposal's page in a Refine app of their own, over a data provider
// that answers with the contract's proposals: each kind by its name, every kind's change field by
// field in its coin (a node tier's price, the limits back to the default with its value, the
// sponsor's budget and resume), the raw JSON one toggle away, and a cancel dialog whose buttons
// say what each does.
import { type DataProvider, Refine, type RouterProvider } from '@refinedev/core';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard, Proposal } from '../../../../contract/admin.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { ProposalListPage } from './proposal-list-page.tsx';
import { ProposalShowPage } from './proposal-show-page.tsx';

const ME = `0x${'0a'.repeat(32)}`;

// A shared two-core machine renders Ant Design slowly: wait for what the page shows, up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const proposal = (id: string, kind: Proposal['kind'], payload: unknown, before: unknown): Proposal => ({
  id,
  kind,
  payload,
  payloadHash: 'f'.repeat(64),
  reason: 'quiet week',
  status: 'open',
  proposedBy: `0x${'01'.repeat(32)}`,
  proposedAt: '2026-11-21T12:00:00.000Z',
  expiresAt: '2026-11-22T12:00:00.000Z',
  before,
  approvedBy: null,
  executedAt: null,
  outcome: null,
});

const PROPOSALS = [
  proposal('7', 'sponsor_budget', { dailyBudget: '20000000005', dailyCount: null }, { overrides: { dailyBudget: null, dailyCount: '800' }, effective: { dailyBudget: '50000000000', dailyCount: '800' } }),
  proposal('8', 'resume_sponsor', {}, { paused: true, reason: 'drained by a bot', by: ME, at: '2026-11-21T11:00:00.000Z' }),
  proposal('9', 'node_tier', { tier: 'primary', price: '1200000000' }, {
    tier: 'primary', coin: 'USDC', price: '1000000000', limitedCount: '500', soldCount: '1', giftSuil: '1000000000000', autoReturnDays: '180',
  }),
  proposal(
    '10',
    'withdrawal_limits',
    { limits: { reviewThreshold: '1000000', totalDailyLimit: null } },
    {
      overrides: { maxPerVoucher: null, userDailyLimit: null, totalDailyLimit: '200000000000000', reviewThreshold: null },
      effective: { maxPerVoucher: '10000000000000', userDailyLimit: '20000000000000', totalDailyLimit: '200000000000000', reviewThreshold: '1000000000000' },
    },
  ),
];

/** The configured defaults, as the dashboard answers them. */
const DEFAULTS: Dashboard['defaults'] = {
  limits: { maxPerVoucher: '10000000000000', userDailyLimit: '20000000000000', totalDailyLimit: '100000000000000', reviewThreshold: '1000000000000' },
  sponsor: { dailyBudget: '50000000000', dailyCount: 5000 },
};

function router(id: string | undefined): RouterProvider {
  return {
    go: () => () => {},
    back: () => () => {},
    parse: () => () => ({ resource: { name: 'proposals' }, action: id ? 'show' : 'list', id, params: id ? { id } : {}, pathname: id ? `/proposals/show/${id}` : '/proposals' }),
    Link: ({ to, children }) => <a href={to}>{children}</a>,
  };
}

function renderPage(page: React.ReactElement, id?: string) {
  const refused = async () => Promise.reject(new Error('not on this page'));
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api/admin',
    getList: async () => ({ data: PROPOSALS as never[], total: PROPOSALS.length }),
    getOne: async ({ id: wanted }) => ({ data: PROPOSALS.find((p) => p.id === String(wanted)) as never }),
    create: refused,
    update: refused,
    deleteOne: refused,
    custom: async ({ url }) => {
      if (url !== '/dashboard') return refused();
      return { data: { defaults: DEFAULTS } as never };
    },
  };
  const authProvider = {
    login: async () => ({ success: true }),
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity: async () => ({ id: ME, name: ME, address: ME, role: 'approver' }),
  };
  return render(
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      routerProvider={router(id)}
      accessControlProvider={createAccessControlProvider(() => 'approver')}
      resources={[{ name: 'proposals', list: '/proposals', show: '/proposals/show/:id' }]}
      options={{ disableTelemetry: true }}
    >
      {page}
    </Refine>,
  );
}

describe('proposals pages', () => {
  it('names each kind in the list, the API name on hover', async () => {
    renderPage(<ProposalListPage />);
    const budget = await screen.findByText('Sponsor budget');
    expect(budget.getAttribute('title')).toBe('sponsor_budget');
    expect(screen.getByText('Resume the sponsor').getAttribute('title')).toBe('resume_sponsor');
    expect(screen.getByText('Node tier terms')).toBeTruthy();
    // What each changes, in a line, amounts in their coin.
    expect(screen.getByText('Price: 1,000 USDC -> 1,200 USDC')).toBeTruthy();
    expect(screen.getByText("Review above: 1,000 SUI (the server's default) -> 0.001 SUI")).toBeTruthy();
    expect(await screen.findByText("All users per day: 200,000 SUI (an operator's setting) -> the server's default: 100,000 SUI")).toBeTruthy();
  });

  it("shows a sponsor budget's change in SUI and counts, the changed fields marked, and the JSON only behind its toggle", async () => {
    renderPage(<ProposalShowPage />, '7');
    const changes = await screen.findByRole('table', { name: 'Every field, now and as proposed' });
    const cells = within(changes)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.filter((row) => row.length > 0)).toEqual([
      ['Daily gas budgetchanged', "50 SUI (the server's default)", '20.000000005 SUI'],
      ['Daily transaction countchanged', "800 (an operator's setting)", "the server's default: 5,000"],
    ]);
    expect(screen.getByText('Sponsor budget')).toBeTruthy();
    expect(screen.getByText('sponsor_budget')).toBeTruthy();
    // The raw payload (what the hash covers) is one toggle away.
    expect(screen.queryByTestId('proposal-payload')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Raw payload and record \(JSON\)/ }));
    expect((await screen.findByTestId('proposal-payload')).textContent).toBe('{\n  "dailyBudget": "20000000005",\n  "dailyCount": null\n}');
  });

  it("shows a node tier's price in its coin, before -> after, the other terms unchanged", async () => {
    renderPage(<ProposalShowPage />, '9');
    const summary = await screen.findByTestId('proposal-change-summary');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Price: 1,000 USDC -> 1,200 USDC']);
    const changes = screen.getByRole('table', { name: 'Every field, now and as proposed' });
    expect(within(changes).getByText('Limited count').closest('tr')!.textContent).toBe('Limited count500 (1 sold)unchanged');
    expect(within(changes).getByText('1,000 SUIL').closest('tr')!.textContent).toBe('Gift1,000 SUILunchanged');
  });

  it('shows limits in SUI and a limit sent back to the default with the default read from the server', async () => {
    renderPage(<ProposalShowPage />, '10');
    const summary = await screen.findByTestId('proposal-change-summary');
    await waitFor(() =>
      expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        "All users per day: 200,000 SUI (an operator's setting) -> the server's default: 100,000 SUI",
        "Review above: 1,000 SUI (the server's default) -> 0.001 SUI",
      ]),
    );
  });

  it('shows a sponsor resume against the pause it lifts', async () => {
    renderPage(<ProposalShowPage />, '8');
    const changes = await screen.findByRole('table', { name: 'Every field, now and as proposed' });
    expect(within(changes).getByText(/^paused since 2026-11-21 11:00:00 UTC by 0x0a0a0a…0a0a0a: drained by a bot$/)).toBeTruthy();
    expect(within(changes).getByText('sponsored again (the pause lifted)')).toBeTruthy();
  });

  it("cancelling asks with buttons that say what each does: cancel the proposal, or keep it", async () => {
    renderPage(<ProposalShowPage />, '9');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel proposal' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel proposal 9?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel the proposal' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep the proposal' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Cancel$/ })).toBeNull();
  });
});
