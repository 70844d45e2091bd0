// The proposals list and one proposal's page in a Refine app of their own, over a data provider
// that answers with the contract's proposals: each kind by its name, and the sponsor's budget
// and resume in SUI and counts beside the JSON an approver approves.
import { type DataProvider, Refine, type RouterProvider } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../contract/admin.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { ProposalListPage } from './proposal-list-page.tsx';
import { ProposalShowPage } from './proposal-show-page.tsx';

const ME = `0x${'0a'.repeat(32)}`;

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
  proposal('9', 'node_tier', { tier: 'primary', price: '1' }, { tier: 'primary', price: '2' }),
];

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
  });

  it("shows a sponsor budget's change in SUI and counts, and the JSON that is approved", async () => {
    renderPage(<ProposalShowPage />, '7');
    const changes = await screen.findByRole('table', { name: 'What approving it changes' });
    const cells = within(changes)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.filter((row) => row.length > 0)).toEqual([
      ['Daily gas budget', "50 SUI (the server's default)", '20.000000005 SUI'],
      ['Daily transaction count', '800 (set by a proposal)', "the server's default"],
    ]);
    expect(screen.getByText('Sponsor budget')).toBeTruthy();
    expect(screen.getByText('sponsor_budget')).toBeTruthy();
    expect(screen.getByTestId('proposal-payload').textContent).toBe('{\n  "dailyBudget": "20000000005",\n  "dailyCount": null\n}');
  });

  it("shows a sponsor resume against the pause it lifts; a node tier's change as its JSON only", async () => {
    const { unmount } = renderPage(<ProposalShowPage />, '8');
    const changes = await screen.findByRole('table', { name: 'What approving it changes' });
    expect(within(changes).getByText(/^paused since .+ by 0x0a0a0a…0a0a0a: drained by a bot$/)).toBeTruthy();
    expect(within(changes).getByText('sponsored again (the pause lifted)')).toBeTruthy();
    unmount();

    renderPage(<ProposalShowPage />, '9');
    await waitFor(() => expect(screen.getByTestId('proposal-payload').textContent).toContain('"price": "1"'));
    expect(screen.queryByRole('table', { name: 'What approving it changes' })).toBeNull();
  });
});
