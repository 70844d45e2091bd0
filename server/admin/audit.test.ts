// /api/admin/audit: the trail filtered and paged newest first, the CSV export (quoted, and a
// cell a spreadsheet would run as a formula kept as text), the chain check, ok and broken, and
// the subject proposal:<id> finding the row the proposal's execution wrote (migration 0014).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAuditRow } from '../../contract/admin.ts';
import { rows, sql } from '../db/client.ts';
import { appendAudit } from '../operator/audit.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { csvCell } from './routes/audit.ts';
import { type TestAdmin, addAdmin, approve, call, proposeOk } from '../test/admin.ts';

const database = fileDatabase();
let server: TestServer;
let viewer: TestAdmin;
beforeEach(async () => {
  server = await createTestServer({}, database);
  viewer = await addAdmin(server, 'viewer');
});
afterEach(() => server.close());

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-21T00:00:00Z');

/** Rows 1..6: alice and bob, pause and set_limits, an hour apart; row 6's reason is a would-be formula. */
async function seed(): Promise<void> {
  const entries = [
    ['alice', 'pause', 'withdrawals', 'incident one'],
    ['bob', 'set_limits', 'withdrawals', 'limits agreed'],
    ['alice', 'reject', 'withdrawal:7', 'suspicious pattern'],
    ['bob', 'pause', 'withdrawals', 'incident two'],
    ['alice', 'set_limits', 'withdrawals', 'limits "tightened"'],
    ['bob', 'reject', 'withdrawal:9', '=HYPERLINK("http://evil.example","open")'],
  ] as const;
  for (const [i, [operator, action, subject, reason]] of entries.entries()) {
    await server.ctx.db.transaction((tx) =>
      appendAudit(tx, { operator, action, subject, before: { n: String(i) }, after: { n: String(i + 1) }, reason, at: T0 + i * HOUR }),
    );
  }
}

const seqs = (body: { items: AdminAuditRow[] }) => body.items.map((r) => r.seq);

describe('GET /api/admin/audit', () => {
  it('newest first, filtered by operator, action, subject and time, paged with before', async () => {
    await seed();
    const all = await call(server, viewer, 'GET', '/audit');
    expect(all.status).toBe(200);
    expect(seqs(all.body)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(all.body.items[0]).toMatchObject({ operator: 'bob', action: 'reject', subject: 'withdrawal:9', at: new Date(T0 + 5 * HOUR).toISOString(), after: { n: '6' } });
    expect(all.body.nextCursor).toBeNull();
    expect(seqs((await call(server, viewer, 'GET', '/audit?operator=alice')).body)).toEqual(['5', '3', '1']);
    expect(seqs((await call(server, viewer, 'GET', '/audit?action=pause')).body)).toEqual(['4', '1']);
    expect(seqs((await call(server, viewer, 'GET', '/audit?subject=withdrawal:7')).body)).toEqual(['3']);
    const from = new Date(T0 + HOUR).toISOString();
    const to = new Date(T0 + 3 * HOUR).toISOString();
    expect(seqs((await call(server, viewer, 'GET', `/audit?from=${from}&to=${to}`)).body)).toEqual(['3', '2']);
    const page1 = await call(server, viewer, 'GET', '/audit?limit=4');
    expect(page1.body).toMatchObject({ nextCursor: '3' });
    const page2 = await call(server, viewer, 'GET', `/audit?limit=4&before=${page1.body.nextCursor}`);
    expect(seqs(page2.body)).toEqual(['2', '1']);
    expect(page2.body.nextCursor).toBeNull();
    expect((await call(server, viewer, 'GET', '/audit?action=DROP%20TABLE')).status).toBe(400);
    expect((await call(server, viewer, 'GET', '/audit?limit=501')).status).toBe(400);
  });
});

describe('GET /api/admin/audit?subject=proposal:<id>', () => {
  it("finds the proposal's rows and the row its execution wrote under the change's own subject; the chain still holds", async () => {
    const operator = await addAdmin(server, 'operator');
    const approver = await addAdmin(server, 'approver');
    // A limits change outside any proposal: the same action and subject, not the proposal's.
    expect((await call(server, operator, 'POST', '/withdrawals/pause', { reason: 'incident one' })).status).toBe(200);
    const limits = await proposeOk(server, operator, 'withdrawal_limits', { limits: { reviewThreshold: '7000000000' } });
    const tier = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: '1200000000' });
    const resume = await proposeOk(server, operator, 'resume_withdrawals', {});
    for (const p of [limits, tier, resume]) expect((await approve(server, approver, p.id, p.payloadHash)).status).toBe(200);

    const rowsOf = async (id: string) =>
      ((await call(server, viewer, 'GET', `/audit?subject=proposal:${id}`)).body as { items: AdminAuditRow[] }).items.map((r) => [r.action, r.subject, r.proposal]);
    expect(await rowsOf(limits.id)).toEqual([
      ['set_limits', 'withdrawals', limits.id],
      ['propose', `proposal:${limits.id}`, null],
    ]);
    expect(await rowsOf(tier.id)).toEqual([
      ['set_node_tier', 'node_tier:primary', tier.id],
      ['propose', `proposal:${tier.id}`, null],
    ]);
    expect(await rowsOf(resume.id)).toEqual([
      ['resume', 'withdrawals', resume.id],
      ['propose', `proposal:${resume.id}`, null],
    ]);
    // The subject alone still finds what it names; the rows hash as they were written.
    expect(((await call(server, viewer, 'GET', '/audit?subject=withdrawals')).body as { items: AdminAuditRow[] }).items.map((r) => r.action)).toEqual([
      'resume',
      'set_limits',
      'pause',
    ]);
    expect((await call(server, viewer, 'GET', '/audit/check')).body).toMatchObject({ ok: true });
  });
});

describe('migration 0014 on proposals executed before it', () => {
  it('links the executions whose audit row named its proposal; the others stay unlinked', async () => {
    const operator = await addAdmin(server, 'operator');
    const approver = await addAdmin(server, 'approver');
    const tier = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: '1200000000' });
    const limits = await proposeOk(server, operator, 'withdrawal_limits', { limits: { reviewThreshold: '7000000000' } });
    for (const p of [tier, limits]) expect((await approve(server, approver, p.id, p.payloadHash)).status).toBe(200);
    await server.ctx.db.execute(sql`UPDATE proposals SET executed_audit_seq = NULL`);
    const migration = readFileSync(new URL('../db/migrations/0014_reserve_refusals_and_proposal_links.sql', import.meta.url), 'utf8');
    await server.ctx.db.execute(sql.raw(migration.slice(migration.indexOf('UPDATE proposals'))));
    const linked = await rows<{ id: string; action: string | null }>(
      server.ctx.db,
      sql`SELECT p.id::text AS id, a.action FROM proposals p LEFT JOIN operator_audit a ON a.seq = p.executed_audit_seq ORDER BY p.id`,
    );
    expect(linked).toEqual([
      { id: tier.id, action: 'set_node_tier' },
      { id: limits.id, action: null },
    ]);
  });
});

describe('GET /api/admin/audit/csv', () => {
  it('a header row and every field quoted; a formula-like cell starts with an apostrophe; filters apply', async () => {
    await seed();
    const res = await server.request('GET', '/api/admin/audit/csv', { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"seq","at","operator","action","subject","before","after","reason","prev_hash","hash"');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^"6","2026-11-21T05:00:00.000Z","bob","reject","withdrawal:9","\{""n"":""5""\}","\{""n"":""6""\}","'=HYPERLINK\(""http:\/\/evil.example"",""open""\)","[0-9a-f]{64}","[0-9a-f]{64}"$/);
    expect(lines[2]).toContain('"limits ""tightened"""');
    const filtered = (await (await server.request('GET', '/api/admin/audit/csv?operator=alice', { token: viewer.token })).text()).trimEnd().split('\r\n');
    expect(filtered.slice(1).map((l) => l.split(',')[0])).toEqual(['"5"', '"3"', '"1"']);
  });

  it('csvCell: = + - @ tab and carriage return at the start are made text; quotes doubled', () => {
    expect(['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', 'plain', 'a"b', ''].map(csvCell)).toEqual([
      `"'=1+2"`, `"'+1"`, `"'-2+3"`, `"'@SUM(A1)"`, `"'\tx"`, `"'\rx"`, '"plain"', '"a""b"', '""',
    ]);
  });

  it('an operator\'s reason written through the console comes out as text', async () => {
    const operator = await addAdmin(server, 'operator');
    expect((await call(server, operator, 'POST', '/withdrawals/pause', { reason: '@SUM(1+1)*cmd|calc' })).status).toBe(200);
    const text = await (await server.request('GET', '/api/admin/audit/csv', { token: viewer.token })).text();
    expect(text).toContain(`"'@SUM(1+1)*cmd|calc"`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });
});

describe('GET /api/admin/audit/check', () => {
  it('ok with the row count and head; an edited row names where it breaks; rows removed from the end are caught by the head', async () => {
    expect((await call(server, viewer, 'GET', '/audit/check')).body).toEqual({ ok: true, rows: '0', head: '0'.repeat(64) });
    await seed();
    const ok = await call(server, viewer, 'GET', '/audit/check');
    expect(ok.body).toMatchObject({ ok: true, rows: '6', head: expect.stringMatching(/^[0-9a-f]{64}$/) });

    await server.ctx.db.execute(sql`UPDATE operator_audit_head SET seq = 7`);
    expect((await call(server, viewer, 'GET', '/audit/check')).body).toMatchObject({ ok: false, rows: '6', brokenAt: '7', problem: expect.stringMatching(/removed from the end/) });
    await server.ctx.db.execute(sql`UPDATE operator_audit_head SET seq = 6`);

    await server.ctx.db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_append_only`);
    try {
      await server.ctx.db.execute(sql`UPDATE operator_audit SET reason = 'nothing happened' WHERE seq = 3`);
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_append_only`);
    }
    expect((await call(server, viewer, 'GET', '/audit/check')).body).toEqual({
      ok: false, rows: '2', brokenAt: '3', problem: 'row 3 was changed after it was written (its hash does not match its contents)',
    });
  });

  it('needs an allowlisted caller: no token 401; an address removed from the allowlist 403', async () => {
    expect((await server.request('GET', '/api/admin/audit')).status).toBe(401);
    await server.ctx.db.execute(sql`DELETE FROM admin_allowlist WHERE address = ${viewer.address}`);
    expect(await call(server, viewer, 'GET', '/audit')).toMatchObject({ status: 403, body: { error: { code: 'not_allowlisted' } } });
  });
});
