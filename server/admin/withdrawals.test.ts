// /api/admin/withdrawals: lists by status with a cursor, the voucher anomalies, a pause by one
// operator and a reject in review, each with its audit row under the caller's address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '../../contract/admin.ts';
import { readBalances } from '../db/balances.ts';
import { sql } from '../db/client.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { type TestAdmin, addAdmin, auditRows, call, withdrawalInReview } from '../test/admin.ts';

const database = fileDatabase();
let server: TestServer;
let viewer: TestAdmin;
let operator: TestAdmin;
beforeEach(async () => {
  server = await createTestServer({}, database);
  viewer = await addAdmin(server, 'viewer');
  operator = await addAdmin(server, 'operator');
});
afterEach(() => server.close());

describe('GET /api/admin/withdrawals', () => {
  it('lists newest first, by status, 50 a page with a cursor; a legacy held voucher shows as pending', async () => {
    for (let i = 0; i < 52; i++) await withdrawalInReview(server.ctx.db, BigInt(1000 + i));
    await server.ctx.db.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
      VALUES (${`0x${'a'.repeat(64)}`}, 7, 77, '0x1', 'sig', 'held', '2026-11-21T10:00:00Z')`);
    const first = await call(server, viewer, 'GET', '/withdrawals?status=review');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).toMatchObject({ status: 'review', amount: '1051', nonce: null, reviewedBy: null, paidAt: null });
    const second = await call(server, viewer, 'GET', `/withdrawals?status=review&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ nextCursor: null });
    expect(second.body.items.map((w: AdminWithdrawal) => w.amount)).toEqual(['1001', '1000']);
    const pending = await call(server, viewer, 'GET', '/withdrawals?status=pending');
    expect(pending.body.items).toEqual([expect.objectContaining({ status: 'pending', nonce: '77', amount: '7' })]);
    expect((await call(server, viewer, 'GET', '/withdrawals?status=lost')).status).toBe(400);
  });

  it('lists the voucher anomalies the indexer recorded, newest first', async () => {
    await server.ctx.db.execute(sql`INSERT INTO voucher_anomalies (kind, nonce, recipient, amount, tx_digest, event_seq, created_at)
      VALUES ('unknown_nonce', 5, ${`0x${'b'.repeat(64)}`}, 900, 'Digest1', 0, '2026-11-21T09:00:00Z'),
             ('paid_again', 6, ${`0x${'c'.repeat(64)}`}, 100, 'Digest2', 1, '2026-11-21T09:30:00Z')`);
    const res = await call(server, viewer, 'GET', '/withdrawals/anomalies');
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { kind: string; amount: string; txDigest: string }) => [a.kind, a.amount, a.txDigest])).toEqual([
      ['paid_again', '100', 'Digest2'],
      ['unknown_nonce', '900', 'Digest1'],
    ]);
  });
});

describe('POST /api/admin/withdrawals/pause', () => {
  it('one operator pauses, on the record under their address; a second pause is refused (409) and writes nothing', async () => {
    const res = await call(server, operator, 'POST', '/withdrawals/pause', { reason: 'reserve key rotation' });
    expect(res).toMatchObject({ status: 200, body: { paused: { paused: true, reason: 'reserve key rotation', by: operator.address } } });
    expect((await readWithdrawalControl(server.ctx.db, server.ctx.config.withdrawals)).paused).toBe(true);
    const again = await call(server, await addAdmin(server, 'approver'), 'POST', '/withdrawals/pause', { reason: 'incident 2' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'invalid_change', message: expect.stringMatching(/already paused/) } } });
    expect(await auditRows(server.ctx.db, 'pause')).toEqual([expect.objectContaining({ operator: operator.address, subject: 'withdrawals', reason: 'reserve key rotation' })]);
    expect((await call(server, operator, 'POST', '/withdrawals/pause', { reason: 'x' })).status).toBe(400);
  });

  it('there is no resume or approve route: those are proposals', async () => {
    const approver = await addAdmin(server, 'approver');
    expect((await call(server, approver, 'POST', '/withdrawals/resume', { reason: 'done' })).status).toBe(404);
    const { id } = await withdrawalInReview(server.ctx.db);
    expect((await call(server, approver, 'POST', `/withdrawals/${id}/approve`, { reason: 'fine' })).status).toBe(404);
  });
});

describe('POST /api/admin/withdrawals/:id/reject', () => {
  it('rejects a withdrawal in review: the amount back in the income, reviewed by the caller; a second reject 409 not_in_review; an unknown id 404', async () => {
    const { id, address } = await withdrawalInReview(server.ctx.db, 50_000n);
    const res = await call(server, operator, 'POST', `/withdrawals/${id}/reject`, { reason: 'suspicious pattern' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'rejected', reviewedBy: operator.address, reviewReason: 'suspicious pattern' } satisfies Partial<AdminWithdrawal>);
    expect((await readBalances(server.ctx.db, address)).withdrawableIncome).toBe('50001');
    expect(await call(server, operator, 'POST', `/withdrawals/${id}/reject`, { reason: 'suspicious pattern' })).toMatchObject({
      status: 409, body: { error: { code: 'not_in_review' } },
    });
    expect((await call(server, operator, 'POST', '/withdrawals/987654/reject', { reason: 'suspicious pattern' })).status).toBe(404);
    expect(await auditRows(server.ctx.db, 'reject')).toEqual([expect.objectContaining({ operator: operator.address, subject: `withdrawal:${id}` })]);
  });
});
