// The audit page inside Refine over a fake API that records each query the data provider's
// `custom` (useCustom) is asked for: filters checked before anything is sent, "Older" with the
// server's cursor, before/after shown as text, and the chain check's two outcomes.
import { Refine, type DataProvider } from '@refinedev/core';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it } from 'vitest';
import type { AdminAuditRow } from '../../../../contract/admin.ts';
import { AdminApiError } from '../../api/admin-client.ts';
import { AuditPage } from './audit-page.tsx';
import { AUDIT_PAGE_SIZE } from './audit-query.ts';

// A shared two-core machine renders Ant Design slowly: wait for what the page shows, up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

type Sent = { url: string; query: Record<string, string | undefined> };

function row(seq: number, extra: Partial<AdminAuditRow> = {}): AdminAuditRow {
  return {
    seq: String(seq), at: '2026-11-21T12:00:00.000Z', operator: `0x${'a'.repeat(64)}`, action: 'notice_publish', subject: `notice:${seq}`,
    before: { publishedAt: null }, after: { publishedAt: '2026-11-21T12:00:00.000Z' }, reason: `reason ${seq}`, prevHash: '0'.repeat(64), hash: 'f'.repeat(64), proposal: null, ...extra,
  };
}

function renderPage(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const refuse = async () => Promise.reject(new AdminApiError(400, 'bad_request', 'not in this test'));
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api/admin',
    getList: refuse, getOne: refuse, create: refuse, update: refuse, deleteOne: refuse,
    custom: async ({ url, query }) => {
      const call = { url, query: Object.fromEntries(Object.entries((query ?? {}) as Record<string, string | undefined>).filter(([, v]) => v !== undefined)) };
      sent.push(call);
      const data = answer(call);
      if (data instanceof Error) throw data;
      return { data: data as never };
    },
  };
  const authProvider = { login: async () => ({ success: true }), logout: async () => ({ success: true }), check: async () => ({ authenticated: true }), onError: async () => ({}) };
  render(
    <AntdApp>
      <Refine dataProvider={dataProvider} authProvider={authProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <AuditPage />
      </Refine>
    </AntdApp>,
  );
  return sent;
}

const reads = (sent: Sent[]) => sent.filter((call) => call.url === '/audit').map((call) => call.query);

describe('AuditPage', () => {
  it('reads the newest page, then the older one with the server\'s cursor, and back', async () => {
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => row(60 - i));
    const sent = renderPage(({ url, query }) => (url === '/audit' ? (query.before === '11' ? { items: [row(10), row(9)], nextCursor: null } : { items: first, nextCursor: '11' }) : undefined));
    expect(await screen.findByText('reason 60')).toBeTruthy();
    expect(screen.getByTestId('audit-page-status').textContent).toBe('Page 1: rows 60 to 11');

    fireEvent.click(screen.getByTestId('audit-older'));
    expect(await screen.findByText('reason 9')).toBeTruthy();
    expect(reads(sent).at(-1)).toEqual({ before: '11', limit: String(AUDIT_PAGE_SIZE) });
    await waitFor(() => expect((screen.getByTestId('audit-older') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('audit-page-status').textContent).toBe('Page 2: rows 10 to 9; no older row matches.');

    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('reason 60')).toBeTruthy();
  });

  it('refuses a filter the server would refuse without sending it, then sends the ones it takes', async () => {
    const sent = renderPage(({ url }) => (url === '/audit' ? { items: [], nextCursor: null } : undefined));
    expect(await screen.findByText('The audit log is empty: no operator action has been recorded yet.')).toBeTruthy();
    const before = reads(sent).length;

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'DROP TABLE' } });
    fireEvent.click(screen.getByRole('button', { name: /Apply filters/ }));
    expect(await screen.findByText(/An action is lower-case letters and _ only/)).toBeTruthy();
    expect(reads(sent).length).toBe(before);

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'notice_publish' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'notice:7' } });
    fireEvent.click(screen.getByRole('button', { name: /Apply filters/ }));
    await waitFor(() => expect(reads(sent).at(-1)).toEqual({ action: 'notice_publish', subject: 'notice:7', limit: String(AUDIT_PAGE_SIZE) }));
    expect(await screen.findByText('No audit row matches these filters.')).toBeTruthy();
  });

  it('names the proposal a row executed, with a link to it, and shows every time in UTC', async () => {
    renderPage(({ url }) => (url === '/audit' ? { items: [row(8, { action: 'set_limits', subject: 'withdrawals', proposal: '3' }), row(7, { action: 'propose', subject: 'proposal:3' })], nextCursor: null } : undefined));
    const executes = await screen.findByTestId('audit-executes-8');
    expect(executes.textContent).toBe('executes proposal 3');
    expect(within(executes).getByRole('link').getAttribute('href')).toMatch(/\/proposals\/show\/3$/);
    expect(screen.queryByTestId('audit-executes-7')).toBeNull();
    expect(screen.getAllByText('2026-11-21 12:00:00 UTC')).toHaveLength(2);
  });

  it('opens a row to its before and after, markup as text', async () => {
    renderPage(({ url }) => (url === '/audit' ? { items: [row(5, { action: 'notice_update', before: { title: '<b>Old</b>' }, after: { title: '<img src=x onerror=alert(1)>' } })], nextCursor: null } : undefined));
    const cells = (await screen.findByText('reason 5')).closest('tr')!;
    fireEvent.click(within(cells).getByRole('button'));
    const after = await screen.findByTestId('audit-after');
    expect(after.textContent).toContain('"title": "<img src=x onerror=alert(1)>"');
    expect(after.querySelector('img')).toBeNull();
    expect(screen.getByTestId('audit-before').textContent).toContain('<b>Old</b>');
    expect(screen.getByText('title')).toBeTruthy();
  });

  it('checks the chain when asked: ok with rows and head, or where it breaks and why', async () => {
    let answer: unknown = { ok: true, rows: '12', head: 'c'.repeat(64) };
    const sent = renderPage(({ url }) => (url === '/audit' ? { items: [row(1)], nextCursor: null } : url === '/audit/check' ? answer : undefined));
    await screen.findByText('reason 1');
    expect(sent.some((call) => call.url === '/audit/check')).toBe(false);

    fireEvent.click(screen.getByTestId('audit-check-chain'));
    expect((await screen.findByTestId('audit-chain-result')).textContent).toMatch(/The chain holds: all 12 rows follow one another/);
    await waitFor(() => expect(screen.getByTestId('audit-chain-head').textContent).toContain('c'.repeat(64)));

    answer = { ok: false, rows: '2', brokenAt: '3', problem: 'row 3 was changed after it was written (its hash does not match its contents)' };
    fireEvent.click(screen.getByTestId('audit-check-chain'));
    await waitFor(() => expect(screen.getByTestId('audit-chain-result').textContent).toMatch(/The chain breaks at row 3.*row 3 was changed after it was written.*The 2 rows before it check out\./));

    answer = new AdminApiError(0, 'network', 'the server did not answer');
    fireEvent.click(screen.getByTestId('audit-check-chain'));
    await waitFor(() => expect(screen.getByTestId('audit-chain-result').textContent).toMatch(/The chain could not be checked\.the server did not answer/));
  });
});
