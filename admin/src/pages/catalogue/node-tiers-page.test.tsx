// The node tiers page in a Refine app of its own: the tiers read from GET /api/nodes, the form's
// refusal with nothing sent, the proposal sent through the data provider's `custom`, and the
// proposal's page opened; a viewer's buttons disabled with the reason on the page.
import { type DataProvider, Refine, type RouterProvider } from '@refinedev/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '../../../../contract/admin.ts';
import type { NodeTier } from '../../../../contract/api.ts';
import { AdminApiError } from '../../api/admin-client.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { NodeTiersPage } from './node-tiers-page.tsx';

const TIERS: NodeTier[] = [
  { tier: 'primary', coin: 'USDC', price: '100000000', limitedCount: 500, soldCount: 3, weightedDividendBps: 10_000, feeShareBps: 100, giftSuil: '1', autoReturnDays: 365 },
];

/**
 * A router that stays on /node-tiers and records where it is sent (react-router's ESM and CJS
 * builds would meet in this test: Refine's binding is loaded by Node, the test by Vite).
 */
function recordingRouter(visited: string[]): RouterProvider {
  return {
    go: () => (config) => {
      if (typeof config.to === 'string') visited.push(config.to);
    },
    back: () => () => {},
    parse: () => () => ({ resource: undefined, action: 'list', params: {}, pathname: '/node-tiers' }),
    Link: ({ to, children }) => <a href={to}>{children}</a>,
  };
}

function renderPage(role: AdminRole, custom: DataProvider['custom'], visited: string[] = []) {
  const refused = async () => Promise.reject(new Error('not on this page'));
  const dataProvider: DataProvider = { custom, getApiUrl: () => '/api/admin', getList: refused, getOne: refused, create: refused, update: refused, deleteOne: refused };
  return render(
    <Refine
      dataProvider={dataProvider}
      routerProvider={recordingRouter(visited)}
      accessControlProvider={createAccessControlProvider(() => role)}
      resources={[{ name: 'proposals', list: '/proposals', show: '/proposals/show/:id' }, { name: 'node-tiers', list: '/node-tiers' }]}
      options={{ disableTelemetry: true }}
    >
      <NodeTiersPage />
    </Refine>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/nodes' ? new Response(JSON.stringify({ items: TIERS })) : new Response('{}', { status: 404 }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NodeTiersPage', () => {
  it('shows each tier\'s terms in full and proposes only the changed price, then opens the proposal', async () => {
    const custom = vi.fn(async () => ({ data: { id: '42' } })) as unknown as DataProvider['custom'];
    const visited: string[] = [];
    renderPage('operator', custom, visited);
    expect(await screen.findByText('100 USDC')).toBeTruthy();
    expect(screen.getByText('0.000000001 SUIL')).toBeTruthy();
    expect(screen.getByText(/new purchases only/)).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Propose new terms for the primary tier' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');

    // Refused before anything is sent: a price with too many decimals, no reason.
    type(/^Price \(USDC\)/, '120.0000001');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' })));
    expect(await within(dialog).findByText('USDC has 6 decimals: at most 6 digits after the point.')).toBeTruthy();
    expect(within(dialog).getByText('a reason is at least 3 characters')).toBeTruthy();
    expect(custom).not.toHaveBeenCalled();

    type(/^Price \(USDC\)/, '120.5');
    type(/^Reason/, 'summer price');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' })));
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(custom!).mock.calls[0]![0];
    expect(sent).toMatchObject({ url: '/proposals', method: 'post' });
    expect(sent.payload).toEqual({ kind: 'node_tier', payload: { tier: 'primary', price: '120500000' }, reason: 'summer price' });
    await waitFor(() => expect(visited).toEqual(['/proposals/show/42']));
  });

  it('shows the server\'s refusal in the dialog and stays on the page', async () => {
    const custom = vi.fn(async () => Promise.reject(new AdminApiError(409, 'invalid_change', 'primary has sold 3 nodes: its limited count cannot go below that'))) as unknown as DataProvider['custom'];
    const visited: string[] = [];
    renderPage('operator', custom, visited);
    const button = await screen.findByRole('button', { name: 'Propose new terms for the primary tier' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    type(/^Limited count/, '400');
    type(/^Reason/, 'fewer nodes');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' })));
    const refusal = await within(dialog).findByText('The proposal was not made: primary has sold 3 nodes: its limited count cannot go below that.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(visited).toEqual([]);
  });

  it('disables proposing for a viewer and says why', async () => {
    renderPage('viewer', vi.fn() as unknown as DataProvider['custom']);
    expect(await screen.findByText('100 USDC')).toBeTruthy();
    expect(await screen.findByText('Proposing is not open to you: Needs the operator role (you are viewer).')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Propose new terms for the primary tier' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Needs the operator role (you are viewer).');
  });
});
