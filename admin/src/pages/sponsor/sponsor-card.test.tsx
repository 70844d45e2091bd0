// The dashboard's sponsor card rendered with Refine, the console's own data provider, API client
// and access control (only the HTTP answers come from a small in-memory console API below,
// shaped by the contract, since the real server does not run under happy-dom;
// sponsor.server.test.ts sends the same requests to the real one). Checks what a person reads,
// what each role is offered, and what is sent.
import { useNotificationProvider } from '@refinedev/antd';
import { Refine, type RouterProvider } from '@refinedev/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { AdminRole, Dashboard, Proposal, SponsorStatus } from '../../../../contract/admin.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider } from '../../api/data-provider.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { DashboardPage } from '../dashboard/dashboard-page.tsx';
import { sponsorStatusForTest, TEST_SPONSOR_ADDRESS } from './sponsor-status-for-test.ts';

const ME = `0x${'0a'.repeat(32)}`;

/** The console API's answers for these tests, kept in memory, and every POST it received. */
function consoleApi(initial: SponsorStatus) {
  let sponsor = initial;
  const proposals: Proposal[] = [];
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

  const dashboard = (): Dashboard => ({
    payoutReserve: '1000000000000',
    unpaid: '0',
    coverage: null,
    outflow24h: '0',
    limits: { maxPerVoucher: '100000000000', userDailyLimit: '100000000000', totalDailyLimit: '1000000000000', reviewThreshold: '1000000000' },
    paused: { paused: false, reason: null, by: null, at: null },
    reviewQueue: 0,
    indexer: { leader: 'api-1', lagCheckpoints: 0, lastPollAt: '2026-11-21T12:00:00.000Z', lastError: null },
    deadEvents: 0,
    voucherAnomalies: 0,
    openProposals: proposals.filter((p) => p.status === 'open').length,
    sponsor,
    signers: { voucher: { kind: 'pkcs11', available: true, lastFailure: null, publicKey: 'ab'.repeat(32) }, sponsor: null },
    defaults: { limits: { maxPerVoucher: '10000000000000', userDailyLimit: '20000000000000', totalDailyLimit: '100000000000000', reviewThreshold: '1000000000000' }, sponsor: { dailyBudget: '50000000000', dailyCount: 5000 } },
    reserveRefusals: { count24h: 0, users24h: 0, lastAt: null },
    clock: { source: 'chain', now: '2026-11-21T12:00:00.000Z' },
  });

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    const path = url.pathname.replace(/^\/api\/admin/, '');
    if ((init?.method ?? 'GET') === 'GET') {
      if (path === '/dashboard') return json(200, dashboard());
      if (path === '/proposals') return json(200, { items: proposals.filter((p) => !url.searchParams.get('status') || p.status === url.searchParams.get('status')) });
      return json(404, { error: { code: 'not_found', message: 'no such route' } });
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    posts.push({ path, body });
    if (path === '/sponsor/pause') {
      if (sponsor.paused.paused) return json(409, { error: { code: 'invalid_change', message: 'the sponsor is already paused' } });
      sponsor = { ...sponsor, paused: { paused: true, reason: String(body.reason), by: ME, at: '2026-11-21T12:00:00.000Z' } };
      return json(200, { paused: sponsor.paused });
    }
    if (path === '/proposals') {
      const proposal: Proposal = {
        id: String(100 + proposals.length),
        kind: body.kind as Proposal['kind'],
        payload: body.payload,
        payloadHash: 'f'.repeat(64),
        reason: String(body.reason),
        status: 'open',
        proposedBy: ME,
        proposedAt: '2026-11-21T12:00:00.000Z',
        expiresAt: '2026-11-22T12:00:00.000Z',
        before: null,
        approvedBy: null,
        executedAt: null,
        outcome: null,
      };
      proposals.push(proposal);
      return json(201, proposal);
    }
    return json(404, { error: { code: 'not_found', message: 'no such route' } });
  };
  return { fetchImpl, posts, pausedNow: () => sponsor.paused.paused };
}

/** A router that stays on the dashboard and records where it is sent. */
function recordingRouter(visited: string[]): RouterProvider {
  return {
    go: () => (config) => {
      if (typeof config.to === 'string') visited.push(config.to);
    },
    back: () => () => {},
    parse: () => () => ({ resource: undefined, action: 'list', params: {}, pathname: '/' }),
    Link: ({ to, children, ...rest }) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
  };
}

function renderDashboard(role: AdminRole, api: ReturnType<typeof consoleApi>, visited: string[] = []) {
  const client = createAdminClient({ token: () => 'token', fetchImpl: api.fetchImpl });
  return render(
    <AntdApp>
      <Refine
        dataProvider={createDataProvider(client)}
        routerProvider={recordingRouter(visited)}
        accessControlProvider={createAccessControlProvider(() => role)}
        notificationProvider={useNotificationProvider}
        resources={[{ name: 'dashboard', list: '/' }, { name: 'proposals', list: '/proposals', show: '/proposals/show/:id' }]}
        options={{ disableTelemetry: true }}
      >
        <DashboardPage />
      </Refine>
    </AntdApp>,
  );
}

const sponsorCard = () => screen.findByRole('region', { name: 'Sponsor of free binds' });
const statistic = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;

async function giveReason(reason: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: reason } });
  return dialog;
}

async function enabled(button: HTMLElement) {
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

describe("the dashboard's sponsor card", () => {
  it('shows the balance, how long it lasts, the spend against the budget, the cap, the outcomes and the pause', async () => {
    renderDashboard('operator', consoleApi(sponsorStatusForTest()));
    const card = await sponsorCard();
    await within(card).findByText('not paused');
    expect(within(card).getByTestId('sponsor-address').textContent).toBe(TEST_SPONSOR_ADDRESS);
    expect(statistic(card, 'sponsor-balance')).toBe('Balance (what gas is paid from)12.5 SUI');
    // 12.5 SUI at 2.5 SUI a day: 5 days, under a week, so it is marked.
    expect(statistic(card, 'sponsor-runway')).toBe("Lasts at the last 24 hours' spendabout 5 days");
    expect(within(card).getByText("The balance divided by the last 24 hours' gas.")).toBeTruthy();
    expect(statistic(card, 'sponsor-spent')).toBe('Gas spent, last 24 hours2.5 SUIof 50 SUI (5%)');
    expect(statistic(card, 'sponsor-count')).toBe('Sponsored transactions, last 24 hours900of 5,000 (18%)');
    expect(within(card).getByTestId('sponsor-budget').textContent).toBe('50 SUI of gas and 5,000 transactions in any 24 hours');
    expect(within(card).getByTestId('sponsor-cap').textContent).toBe('0.05 SUI');
    expect(within(card).getByTestId('sponsor-outcomes').textContent).toBe('1,200 executed, 3 failed (gas paid all the same), 1 in flight');
    expect(within(card).queryByTestId('sponsor-coins')).toBeNull();
    expect(within(card).queryByTestId('sponsor-paused')).toBeNull();
    expect(within(card).queryByTestId('sponsor-none')).toBeNull();
    expect(await within(card).findByRole('button', { name: 'Pause the sponsor' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Propose a new budget' })).toBeTruthy();
  });

  it('says a balance it could not read is unknown, and what to do with coins waiting to be swept', async () => {
    renderDashboard('viewer', consoleApi(sponsorStatusForTest({ balance: null, coinBalance: '3000000001' })));
    const card = await sponsorCard();
    await waitFor(() => expect(statistic(card, 'sponsor-balance')).toBe('Balance (what gas is paid from)unknown'));
    expect(within(card).getByText('The node could not be read just now.')).toBeTruthy();
    expect(statistic(card, 'sponsor-runway')).toBe("Lasts at the last 24 hours' spendunknown");
    expect(within(card).getByTestId('sponsor-coins').textContent).toBe(
      '3.000000001 SUI held as coins, which gas cannot use until they are moved into the address balance: run npm run server:sponsor-sweep on the server.',
    );
  });

  it('says when no sponsor is configured rather than showing zeros', async () => {
    renderDashboard('viewer', consoleApi(sponsorStatusForTest({ address: null, balance: null, coinBalance: null, spent24h: '0', count24h: 0, outcomes: { executed: 0, failed: 0, submitted: 0 } })));
    const card = await sponsorCard();
    expect((await within(card).findByTestId('sponsor-none')).textContent).toContain('No sponsor configured');
    expect(statistic(card, 'sponsor-balance')).toBe('Balance (what gas is paid from)no sponsor');
    expect(statistic(card, 'sponsor-runway')).toBe("Lasts at the last 24 hours' spendno sponsor");
    expect(within(card).getByText('none: no sponsor key')).toBeTruthy();
    expect(within(card).queryByTestId('sponsor-address')).toBeNull();
  });

  it('warns when the budget is used up and when the balance is below one cap', async () => {
    renderDashboard('viewer', consoleApi(sponsorStatusForTest({ balance: '49999999', count24h: 5000 })));
    const card = await sponsorCard();
    expect((await within(card).findByTestId('sponsor-budget-warning')).textContent).toMatch(/^The budget of the last 24 hours is used up/);
    expect(within(card).getByTestId('sponsor-low-balance').textContent).toContain("The balance is below one transaction's cap (0.05 SUI)");
  });

  it('pauses with a reason (nothing sent for a short one), shows the pause, then proposes the resume once', async () => {
    const api = consoleApi(sponsorStatusForTest());
    renderDashboard('operator', api);
    const card = await sponsorCard();
    fireEvent.click(await enabled(await within(card).findByRole('button', { name: 'Pause the sponsor' })));
    const dialog = await giveReason('no');
    expect(await within(dialog).findByText('a reason is at least 3 characters')).toBeTruthy();
    expect(api.posts).toEqual([]);
    await giveReason('  drained by a bot ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause the sponsor' }));
    await waitFor(() => expect(api.posts).toEqual([{ path: '/sponsor/pause', body: { reason: 'drained by a bot' } }]));
    expect(await screen.findByText('Sponsor paused: new free binds are refused')).toBeTruthy();

    const paused = await within(card).findByTestId('sponsor-paused');
    expect(paused.textContent).toContain('Paused: free binds are refused');
    expect(paused.textContent).toContain('drained by a bot');
    expect(within(paused).getByTitle(ME).textContent).toBe('0x0a0a0a…0a0a0a');
    expect(within(card).getByTestId('sponsor-pause').textContent).toMatch(/^paused since .+ by 0x0a0a0a…0a0a0a: drained by a bot$/);

    fireEvent.click(await enabled(await within(card).findByRole('button', { name: 'Propose resume' })));
    const resume = await giveReason('bot blocked upstream');
    fireEvent.click(within(resume).getByRole('button', { name: 'Propose resume' }));
    await waitFor(() => expect(api.posts.at(-1)).toEqual({ path: '/proposals', body: { kind: 'resume_sponsor', payload: {}, reason: 'bot blocked upstream' } }));
    const created = await within(card).findByRole('status');
    expect(created.textContent).toContain('Proposal 100 to resume the sponsor waits for another approver.');
    expect(within(created).getByRole('link', { name: 'Open proposal 100' }).getAttribute('href')).toBe('/proposals/show/100');
    await waitFor(() => expect((within(card).getByRole('button', { name: 'Propose resume' }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(card).getByText('Proposal 100 already asks to resume the sponsor: it waits for an approver.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open proposal 100 (resume)' })).toBeTruthy();
  });

  it('proposes a budget typed in SUI as exact base units, the count back to the default; refuses a bad amount first', async () => {
    const api = consoleApi(sponsorStatusForTest());
    const visited: string[] = [];
    renderDashboard('operator', api, visited);
    const card = await sponsorCard();
    fireEvent.click(await enabled(await within(card).findByRole('button', { name: 'Propose a new budget' })));
    const dialog = await screen.findByRole('dialog', { name: 'New sponsor budget' });
    expect(within(dialog).getByText('Daily gas budget: now 50 SUI')).toBeTruthy();
    expect(within(dialog).getByText('Daily transaction count: now 5,000')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'New amount' }));
    const amount = await within(dialog).findByLabelText('New daily gas budget (SUI)');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'campaign week' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' })));
    expect(await within(dialog).findByText('Must be more than 0.')).toBeTruthy();
    expect(api.posts).toEqual([]);

    fireEvent.change(amount, { target: { value: '75.000000001' } });
    const countChoice = within(dialog).getByRole('group', { name: 'Daily transaction count: now 5,000' });
    // The default is shown with its value (the dashboard's configured defaults), not only named.
    expect(within(dialog).getByRole('radio', { name: "Back to the server's default (50 SUI)" })).toBeTruthy();
    fireEvent.click(within(countChoice).getByRole('radio', { name: "Back to the server's default (5,000)" }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' })));
    await waitFor(() => expect(api.posts).toEqual([{ path: '/proposals', body: { kind: 'sponsor_budget', payload: { dailyBudget: '75000000001', dailyCount: null }, reason: 'campaign week' } }]));
    await waitFor(() => expect(visited).toEqual(['/proposals/show/100']));
  });

  it('offers a viewer no steering and says why', async () => {
    const api = consoleApi(sponsorStatusForTest({ paused: { paused: true, reason: 'drill', by: 'cli', at: '2026-11-21T12:00:00.000Z' } }));
    renderDashboard('viewer', api);
    const card = await sponsorCard();
    expect((await within(card).findByTestId('sponsor-read-only')).textContent).toBe(
      'Pausing the sponsor and proposing its resume or a new budget are not open to you: Needs the operator role (you are viewer).',
    );
    expect(within(card).queryByRole('button', { name: /Pause|Propose/ })).toBeNull();
    expect(within(card).getByTestId('sponsor-paused').textContent).toContain('by cli: drill');
  });

  it('has no serious or critical axe violations (contrast is left to the browser: happy-dom computes no colours)', async () => {
    const { container } = renderDashboard('operator', consoleApi(sponsorStatusForTest({ coinBalance: '1', paused: { paused: true, reason: 'drill', by: ME, at: '2026-11-21T12:00:00.000Z' } })));
    const card = await sponsorCard();
    await within(card).findByRole('button', { name: 'Propose resume' });
    let results!: axe.AxeResults;
    await act(async () => {
      results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    });
    const problems = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(problems).toEqual([]);
  });
});
