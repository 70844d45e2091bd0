// The withdrawals screen rendered with Refine, the console's own data provider, API client and
// access control (only the HTTP answers come from a small in-memory console API below, shaped by
// the contract, since the real server does not run under happy-dom; withdrawals.server.test.ts
// sends the same requests to the real one). Checks what a person sees and what is sent. No
// router provider: the test's react-router would be another copy than Refine's (ESM/CJS), and
// Refine's Link is then a plain anchor, whose href is what is checked.
import { useNotificationProvider } from '@refinedev/antd';
import { Refine } from '@refinedev/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { AdminRole, AdminWithdrawal, Dashboard, Proposal } from '../../../../contract/admin.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider } from '../../api/data-provider.ts';
import { createAccessControlProvider } from '../../auth/access-control.ts';
import { sponsorStatusForTest } from '../sponsor/sponsor-status-for-test.ts';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const ME = `0x${'0a'.repeat(32)}`;
const PAGE_SIZE = 50;

function withdrawal(id: number, status: AdminWithdrawal['status'], amount = '1500000001'): AdminWithdrawal {
  const paid = status === 'paid';
  return {
    id: String(id),
    address: `0x${String(id).padStart(4, '0')}${'cd'.repeat(30)}`,
    amount,
    status,
    nonce: status === 'review' || status === 'rejected' ? null : String(9000 + id),
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: paid ? '2026-11-20T11:00:00.000Z' : null,
    txDigest: paid ? `Digest${id}AbCdEfGhIjKlMnOpQrStUvWxYz12345` : null,
    reviewedBy: null,
    reviewReason: null,
  };
}

/** The console API's answers for these tests, kept in memory, and every POST it received. */
function consoleApi(withdrawals: AdminWithdrawal[]) {
  let paused: Dashboard['paused'] = { paused: false, reason: null, by: null, at: null };
  const proposals: Proposal[] = [];
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

  const dashboard = (): Dashboard => ({
    payoutReserve: null,
    unpaid: '0',
    coverage: null,
    outflow24h: '0',
    limits: { maxPerVoucher: '100000000000', userDailyLimit: '100000000000', totalDailyLimit: '1000000000000', reviewThreshold: '1000000000' },
    paused,
    reviewQueue: withdrawals.filter((w) => w.status === 'review').length,
    indexer: { leader: null, lagCheckpoints: null, lastPollAt: null, lastError: null },
    deadEvents: 0,
    voucherAnomalies: 0,
    openProposals: proposals.filter((p) => p.status === 'open').length,
    sponsor: sponsorStatusForTest(),
    signers: { voucher: { kind: 'pkcs11', available: true, lastFailure: null, publicKey: 'ab'.repeat(32) }, sponsor: null },
    defaults: { limits: { maxPerVoucher: '10000000000000', userDailyLimit: '20000000000000', totalDailyLimit: '100000000000000', reviewThreshold: '1000000000000' }, sponsor: { dailyBudget: '50000000000', dailyCount: 5000 } },
    reserveRefusals: { count24h: 0, users24h: 0, lastAt: null },
    clock: { source: 'chain', now: '2026-11-21T12:00:00.000Z' },
  });

  const propose = (kind: Proposal['kind'], payload: unknown, reason: string): Proposal => {
    const proposal: Proposal = {
      id: String(100 + proposals.length),
      kind,
      payload,
      payloadHash: 'f'.repeat(64),
      reason,
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
    return proposal;
  };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    const path = url.pathname.replace(/^\/api\/admin/, '');
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      if (path === '/dashboard') return json(200, dashboard());
      if (path === '/proposals') return json(200, { items: proposals.filter((p) => !url.searchParams.get('status') || p.status === url.searchParams.get('status')) });
      if (path === '/withdrawals/anomalies') return json(200, { items: [], nextCursor: null });
      if (path === '/withdrawals') {
        const cursor = url.searchParams.get('cursor');
        const found = withdrawals
          .filter((w) => w.status === url.searchParams.get('status') && (!cursor || Number(w.id) < Number(cursor)))
          .sort((a, b) => Number(b.id) - Number(a.id));
        const items = found.slice(0, PAGE_SIZE);
        return json(200, { items, nextCursor: found.length > PAGE_SIZE ? items.at(-1)!.id : null });
      }
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    posts.push({ path, body });
    const reason = String(body.reason);
    const reject = /^\/withdrawals\/(\d+)\/reject$/.exec(path);
    if (reject) {
      const row = withdrawals.find((w) => w.id === reject[1]);
      if (!row || row.status !== 'review') return json(409, { error: { code: 'not_in_review', message: `withdrawal ${reject[1]} is not in review` } });
      Object.assign(row, { status: 'rejected', reviewedBy: ME, reviewReason: reason });
      return json(200, row);
    }
    if (path === '/withdrawals/pause') {
      paused = { paused: true, reason, by: ME, at: '2026-11-21T12:00:00.000Z' };
      return json(200, { paused });
    }
    if (path === '/proposals') return json(201, propose(body.kind as Proposal['kind'], body.payload, reason));
    return json(404, { error: { code: 'not_found', message: 'no such route' } });
  };
  return { fetchImpl, posts, proposals, pausedNow: () => paused.paused };
}

function renderPage(role: AdminRole, api: ReturnType<typeof consoleApi>) {
  const client = createAdminClient({ token: () => 'token', fetchImpl: api.fetchImpl });
  return render(
    <AntdApp>
        <Refine
          dataProvider={createDataProvider(client)}
          accessControlProvider={createAccessControlProvider(() => role)}
          notificationProvider={useNotificationProvider}
          options={{ disableTelemetry: true }}
        >
          <WithdrawalsPage />
        </Refine>
    </AntdApp>,
  );
}

const reviewTable = () => screen.findByRole('table', { name: /Withdrawals waiting for review/ });

async function giveReason(reason: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: reason } });
  return dialog;
}

describe('WithdrawalsPage', () => {
  it('lists the review queue first, amounts in full, the address short with the full one on hover', async () => {
    const api = consoleApi([withdrawal(7, 'review'), withdrawal(8, 'paid')]);
    renderPage('operator', api);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Review queue', 'Pending', 'Paid', 'Rejected', 'Released', 'Anomalies']);
    const table = await reviewTable();
    const row = await within(table).findByRole('row', { name: /1\.500000001 SUI/ });
    expect(within(row).getByTitle(withdrawal(7, 'review').address).textContent).toMatch(/^0x0007cd.+cdcdcd$/);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Review queue (1)' })).toBeTruthy());
  });

  it('rejects with a reason: nothing sent for a short reason, then the POST, a notification, and the row gone from the queue', async () => {
    const api = consoleApi([withdrawal(7, 'review')]);
    renderPage('operator', api);
    const table = await reviewTable();
    const reject = await within(table).findByRole('button', { name: 'Reject withdrawal 7' });
    await waitFor(() => expect((reject as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(reject);

    // The form checks the reason as it is typed (pressing OK now would only repeat the message).
    const dialog = await giveReason('no');
    expect(await within(dialog).findByText('a reason is at least 3 characters')).toBeTruthy();
    expect(api.posts).toEqual([]);

    await giveReason('  address flagged by support ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.posts).toEqual([{ path: '/withdrawals/7/reject', body: { reason: 'address flagged by support' } }]));
    expect(await screen.findByText(/Withdrawal 7 rejected/)).toBeTruthy();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Reject withdrawal 7' })).toBeNull());
  });

  it('proposes approval: the proposal, a link to its page, and the row then says it waits instead of offering it again', async () => {
    const api = consoleApi([withdrawal(7, 'review')]);
    renderPage('operator', api);
    const table = await reviewTable();
    const propose = await within(table).findByRole('button', { name: 'Propose approval of withdrawal 7' });
    await waitFor(() => expect((propose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(propose);
    const dialog = await giveReason('owner verified by phone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose approval' }));

    await waitFor(() => expect(api.posts).toEqual([{ path: '/proposals', body: { kind: 'approve_withdrawal', payload: { withdrawalId: '7' }, reason: 'owner verified by phone' } }]));
    const link = await screen.findByRole('link', { name: 'Open proposal 100' });
    expect(link.getAttribute('href')).toBe('/proposals/show/100');
    expect(link.closest('[role="status"]')?.textContent).toContain('Proposal 100 to approve withdrawal 7 waits for another approver.');
    await waitFor(() => expect((within(table).getByRole('button', { name: 'Propose approval of withdrawal 7' }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(table).getByRole('button', { name: 'Propose approval of withdrawal 7' }).getAttribute('title')).toContain('Proposal 100 already asks to approve it');
    expect(within(table).getByRole('link', { name: 'Proposal 100 waits for an approver' })).toBeTruthy();
  });

  it('pauses with a reason, then shows the pause and offers a resume proposal', async () => {
    const api = consoleApi([]);
    renderPage('operator', api);
    const panel = screen.getByRole('region', { name: 'Issuing withdrawals' });
    expect(await within(panel).findByText('Not paused: withdrawals are issued')).toBeTruthy();
    const pause = within(panel).getByRole('button', { name: 'Pause withdrawals' });
    await waitFor(() => expect((pause as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pause);
    const dialog = await giveReason('reserve below unpaid');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause withdrawals' }));

    await waitFor(() => expect(api.pausedNow()).toBe(true));
    expect(await within(panel).findByText('Paused: new withdrawals and approvals are refused')).toBeTruthy();
    expect(within(panel).getByText(/reserve below unpaid/)).toBeTruthy();
    const resume = await within(panel).findByRole('button', { name: 'Propose resume' });
    await waitFor(() => expect((resume as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(resume);
    const resumeDialog = await giveReason('reserve topped up');
    fireEvent.click(within(resumeDialog).getByRole('button', { name: 'Propose resume' }));
    await waitFor(() => expect(api.posts.at(-1)).toEqual({ path: '/proposals', body: { kind: 'resume_withdrawals', payload: {}, reason: 'reserve topped up' } }));
    await waitFor(() => expect((within(panel).getByRole('button', { name: 'Propose resume' }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(panel).getByText('Proposal 100 already asks to resume: it waits for an approver.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open proposal 100' }).getAttribute('href')).toBe('/proposals/show/100');
  });

  it('shows a viewer every action disabled, with the reason', async () => {
    const api = consoleApi([withdrawal(7, 'review')]);
    renderPage('viewer', api);
    expect(await screen.findByText(/You can read this screen but not act on it: Needs the operator role \(you are viewer\)/)).toBeTruthy();
    const table = await reviewTable();
    const reject = await within(table).findByRole('button', { name: 'Reject withdrawal 7' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    expect(reject.getAttribute('title')).toBe('Needs the operator role (you are viewer).');
    expect((within(table).getByRole('button', { name: 'Propose approval of withdrawal 7' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pause withdrawals' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('pages a tab with the server\'s cursor: older, then newer', async () => {
    const api = consoleApi(Array.from({ length: 60 }, (_, i) => withdrawal(i + 1, 'paid')));
    renderPage('viewer', api);
    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    const table = await screen.findByRole('table', { name: /Paid withdrawals, page 1/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1));
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    const second = await screen.findByRole('table', { name: /Paid withdrawals, page 2/ });
    await waitFor(() => expect(within(second).getAllByRole('row')).toHaveLength(10 + 1));
    expect(within(second).getByRole('cell', { name: '10' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('table', { name: /Paid withdrawals, page 1/ })).toBeTruthy();
  });

  it('has no serious or critical axe violations (contrast is left to the browser: happy-dom computes no colours)', async () => {
    const api = consoleApi([withdrawal(7, 'review'), withdrawal(8, 'paid')]);
    const { container } = renderPage('operator', api);
    await within(await reviewTable()).findByRole('button', { name: 'Reject withdrawal 7' });
    let results!: axe.AxeResults;
    await act(async () => {
      results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    });
    const problems = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(problems).toEqual([]);
  });
});
