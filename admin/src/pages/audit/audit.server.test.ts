// The audit log screen's reads against the real server in process (its own in-memory database,
// no node): the steps an operator takes through the console found with the screen's filters
// (checkAuditFilters, auditPageQuery) through the data provider's `custom` (what useCustom
// calls), paging with the server's cursor, the CSV of the same filters through fetchAuditCsv
// with the Bearer token, and the chain check, ok and broken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditRow, AdminNotice, Proposal } from '../../../../contract/admin.ts';
import type { Page } from '../../../../contract/api.ts';
import { NO_NODE_URL, type TestAdmin, addAdmin } from '../../../../server/test/admin.ts';
import { sql } from '../../../../server/db/client.ts';
import { appendAudit } from '../../../../server/operator/audit.ts';
import { type TestServer, createTestServer } from '../../../../server/test/server.ts';
import { AdminApiError, createAdminClient } from '../../api/admin-client.ts';
import { fetchAuditCsv } from '../../api/audit-csv.ts';
import { createDataProvider } from '../../api/data-provider.ts';
import { AUDIT_PAGE_SIZE, type AuditFilterInput, auditPageQuery, checkAuditFilters } from './audit-query.ts';

let server: TestServer;
let operator: TestAdmin;
let approver: TestAdmin;
let viewer: TestAdmin;

const toServer = (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(server.app.request(String(input), init));

/** One console tab signed in as `admin`: its data provider, and the audit table's page read. */
function consoleAs(admin: TestAdmin) {
  const client = createAdminClient({ token: () => admin.token, fetchImpl: toServer });
  const data = createDataProvider(client);
  /** One page of the audit table, with the filters as typed in the form. */
  const page = async (input: AuditFilterInput, before?: string) => {
    const check = checkAuditFilters(input);
    if (!check.ok) throw new Error(`filters refused: ${JSON.stringify(check.errors)}`);
    return (await data.custom!<Page<AdminAuditRow>>({ url: '/audit', method: 'get', query: auditPageQuery(check.filters, before) })).data;
  };
  return { data, page };
}

beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
  operator = await addAdmin(server, 'operator');
  approver = await addAdmin(server, 'approver');
  viewer = await addAdmin(server, 'viewer');
});

afterAll(async () => {
  await server?.close();
});

describe('the audit log screen against the server', () => {
  it('finds each console step: a notice published, a proposal and its approval, a pause', async () => {
    const asOperator = consoleAs(operator).data;
    const asApprover = consoleAs(approver).data;
    const texts = { en_US: { title: 'Maintenance', summary: 'Tonight', bodyHtml: '<p>Down at 22:00</p>' } };
    const notice = (await asOperator.create<AdminNotice>({ resource: 'notices', variables: { category: 'notice', texts, reason: 'planned maintenance' } })).data;
    await asOperator.custom!({ url: `/notices/${notice.id}/publish`, method: 'post', payload: { reason: 'ready to show' } });
    const proposal = (await asOperator.create<Proposal>({ resource: 'proposals', variables: { kind: 'node_tier', payload: { tier: 'primary', autoReturnDays: 200 }, reason: 'longer return' } })).data;
    await asApprover.custom!({ url: `/proposals/${proposal.id}/approve`, method: 'post', payload: { payloadHash: proposal.payloadHash, reason: 'numbers checked' } });
    await asOperator.custom!({ url: '/withdrawals/pause', method: 'post', payload: { reason: 'incident drill' } });

    const { page } = consoleAs(viewer);
    // The operator's address as pasted in upper case: the screen compares it as the server stores it.
    const mine = await page({ operator: operator.address.toUpperCase().replace(/^0X/, '0x') });
    expect(mine.items.map((r) => [r.action, r.subject, r.reason])).toEqual([
      ['pause', 'withdrawals', 'incident drill'],
      ['propose', `proposal:${proposal.id}`, 'longer return'],
      ['notice_publish', `notice:${notice.id}`, 'ready to show'],
      ['notice_create', `notice:${notice.id}`, 'planned maintenance'],
    ]);
    expect(mine.nextCursor).toBeNull();

    const published = await page({ action: 'notice_publish', subject: `notice:${notice.id}` });
    expect(published.items).toHaveLength(1);
    expect(published.items[0]).toMatchObject({ operator: operator.address, before: { publishedAt: null }, after: { publishedAt: expect.any(String) } });

    const approval = await page({ operator: approver.address });
    expect(approval.items.map((r) => [r.action, r.subject])).toEqual([['set_node_tier', 'node_tier:primary']]);
    expect(approval.items[0]!.after).toMatchObject({ proposal: proposal.id });

    expect((await page({ action: 'pause' })).items.map((r) => r.reason)).toEqual(['incident drill']);
    expect((await page({ subject: 'nothing:here' })).items).toEqual([]);
  });

  it('pages back with the server\'s cursor: no row twice, none missed, newest first', async () => {
    const at = Date.parse('2026-10-01T00:00:00.000Z');
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
      await server.ctx.db.transaction((tx) => appendAudit(tx, { operator: 'pager', action: 'set_limits', subject: 'withdrawals', before: null, after: { n: String(i) }, reason: `step ${i}`, at: at + i * 60_000 }));
    }
    const { page } = consoleAs(viewer);
    const first = await page({ operator: 'pager' });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.items.at(-1)!.seq);
    const second = await page({ operator: 'pager' }, first.nextCursor!);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const seqs = [...first.items, ...second.items].map((r) => BigInt(r.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => (a > b ? -1 : 1)));
    expect(new Set(seqs).size).toBe(AUDIT_PAGE_SIZE + 5);
    expect(second.items.at(-1)!.reason).toBe('step 0');

    // A time window: [from, to), as the form sends it (UTC ISO strings).
    const window = await page({ operator: 'pager', from: new Date(at + 10 * 60_000).toISOString(), to: new Date(at + 13 * 60_000).toISOString() });
    expect(window.items.map((r) => r.reason)).toEqual(['step 12', 'step 11', 'step 10']);
  });

  it('exports the CSV of the applied filters with the tab\'s token; refuses bad filters before sending; a missing token is a 401', async () => {
    const check = checkAuditFilters({ operator: 'pager', action: 'set_limits' });
    if (!check.ok) throw new Error('filters refused');
    const sent: string[] = [];
    const blob = await fetchAuditCsv(check.filters, {
      token: () => viewer.token,
      fetchImpl: (input, init) => {
        sent.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return toServer(input, init);
      },
    });
    expect(sent).toEqual([`/api/admin/audit/csv?operator=pager&action=set_limits Bearer ${viewer.token}`]);
    const lines = (await blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"seq","at","operator","action","subject","before","after","reason","prev_hash","hash"');
    // Every matching row, not only the page shown.
    expect(lines).toHaveLength(AUDIT_PAGE_SIZE + 5 + 1);
    expect(lines[1]).toContain('"step 54"');

    const fetchNothing = () => Promise.reject(new Error('must not be sent'));
    await expect(fetchAuditCsv({ action: 'DROP TABLE' }, { token: () => viewer.token, fetchImpl: fetchNothing })).rejects.toMatchObject({ statusCode: 400, code: 'bad_request' });
    const unsigned = await fetchAuditCsv({}, { token: () => null, fetchImpl: toServer }).catch((e: unknown) => e);
    expect(unsigned).toBeInstanceOf(AdminApiError);
    expect(unsigned).toMatchObject({ statusCode: 401 });
  });

  it('checks the chain: ok with the row count and head, then where an edited row breaks it', async () => {
    const { data } = consoleAs(viewer);
    const ok = (await data.custom!({ url: '/audit/check', method: 'get' })).data;
    const head = (await data.custom!<Page<AdminAuditRow>>({ url: '/audit', method: 'get', query: { limit: '1' } })).data.items[0]!;
    expect(ok).toEqual({ ok: true, rows: head.seq, head: head.hash });

    await server.ctx.db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_append_only`);
    try {
      await server.ctx.db.execute(sql`UPDATE operator_audit SET reason = 'nothing happened' WHERE seq = 2`);
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_append_only`);
    }
    expect((await data.custom!({ url: '/audit/check', method: 'get' })).data).toEqual({
      ok: false, rows: '1', brokenAt: '2', problem: 'row 2 was changed after it was written (its hash does not match its contents)',
    });
  });
});
