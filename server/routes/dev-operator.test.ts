// The e2e operator routes: present only on localnet with OPERATOR_DEV_ROUTES=1, answering only
// loopback clients, acting as operator 'e2e' through the real functions (audit rows included).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readBalances } from '../db/balances.ts';
import { firstRow, sql } from '../db/client.ts';
import { readAudit } from '../operator/audit.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';

const database = fileDatabase();

/** What @hono/node-server hands the app for a connection from `address` (getConnInfo reads it). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } });

function post(s: TestServer, path: string, body: unknown, address = '127.0.0.1', headers: Record<string, string> = {}) {
  return s.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, from(address));
}

describe('/api/dev/operator', () => {
  it('is refused by the configuration off localnet, and absent without the flag or off localnet', async () => {
    expect(() => loadConfig({ NETWORK: 'testnet', OPERATOR_DEV_ROUTES: '1', OPERATOR_SECRET_KEY: '11'.repeat(32), FINANCE_PACKAGE_ID: '0x1', LIQUIDITY_SWAP_ID: '0x2' })).toThrow(
      /OPERATOR_DEV_ROUTES=1 is for localnet only/,
    );
    expect(() => loadConfig({ OPERATOR_DEV_ROUTES: 'yes' })).toThrow(/OPERATOR_DEV_ROUTES is 1 or unset/);
    expect(loadConfig({}).operatorDevRoutes).toBe(false);
    expect(loadConfig({ OPERATOR_DEV_ROUTES: '1' }).operatorDevRoutes).toBe(true);

    for (const overrides of [{}, { operatorDevRoutes: true, network: 'testnet' }]) {
      const s = await createTestServer(overrides, database);
      const res = await post(s, '/api/dev/operator/pause', { reason: 'e2e pause' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'no such endpoint' } });
      expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).paused).toBe(false);
    }
  });

  it('answers only loopback clients, also behind a trusted proxy', async () => {
    const s = await createTestServer({ operatorDevRoutes: true }, database);
    expect((await post(s, '/api/dev/operator/pause', { reason: 'e2e pause' }, '192.168.1.20')).status).toBe(404);
    // app.request() without a socket: the client is unknown, so not local.
    expect((await s.request('POST', '/api/dev/operator/pause', { body: { reason: 'e2e pause' } })).status).toBe(404);
    const proxied = await createTestServer({ operatorDevRoutes: true, trustProxy: 1 }, database);
    // A local proxy forwarding a remote client: the client is the remote one.
    expect((await post(proxied, '/api/dev/operator/pause', { reason: 'e2e pause' }, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).paused).toBe(false);
    expect((await post(s, '/api/dev/operator/pause', { reason: 'e2e pause' }, '::1')).status).toBe(200);
  });

  it('pauses and resumes as operator e2e; refusals carry the operator code; bodies are checked', async () => {
    const s = await createTestServer({ operatorDevRoutes: true }, database);
    const paused = await post(s, '/api/dev/operator/pause', { reason: 'e2e pause' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ paused: true, pausedAt: '2026-11-21T12:00:00.000Z', audit: { seq: '1' } });
    const again = await post(s, '/api/dev/operator/pause', { reason: 'e2e pause' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'already_paused' } });
    expect((await post(s, '/api/dev/operator/resume', { reason: 'e2e resume' })).status).toBe(200);
    expect((await readAudit(s.ctx.db)).map((r) => [r.operator, r.action, r.reason])).toEqual([['e2e', 'pause', 'e2e pause'], ['e2e', 'resume', 'e2e resume']]);

    for (const body of [{}, { reason: 'ok' }, { reason: 'e2e pause', operator: 'root' }, { reason: 42 }]) {
      const res = await post(s, '/api/dev/operator/pause', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    }
    expect((await post(s, '/api/dev/operator/reject', { id: '0', reason: 'no' })).status).toBe(400);
  });

  it('pauses and resumes the sponsor of free binds as operator e2e', async () => {
    const s = await createTestServer({ operatorDevRoutes: true }, database);
    const paused = await post(s, '/api/dev/operator/sponsor/pause', { reason: 'e2e sponsor pause' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ paused: true, pausedAt: '2026-11-21T12:00:00.000Z', audit: { seq: '1' } });
    expect(await (await post(s, '/api/dev/operator/sponsor/pause', { reason: 'e2e sponsor pause' })).json()).toMatchObject({ error: { code: 'already_paused' } });
    expect(await (await post(s, '/api/dev/operator/sponsor/resume', { reason: 'e2e sponsor resume' })).json()).toMatchObject({ paused: false });
    expect((await post(s, '/api/dev/operator/sponsor/resume', { reason: 'e2e sponsor resume' })).status).toBe(409);
    expect((await readAudit(s.ctx.db)).map((r) => [r.operator, r.action])).toEqual([['e2e', 'sponsor_pause'], ['e2e', 'sponsor_resume']]);
    expect((await post(s, '/api/dev/operator/sponsor/pause', { reason: 'e2e sponsor pause' }, '192.168.1.20')).status).toBe(404);
  });

  it('sets a limit and puts it back to the default, on the record; bad limits are 400', async () => {
    const s = await createTestServer({ operatorDevRoutes: true }, database);
    const set = await post(s, '/api/dev/operator/limits', { reason: 'e2e review threshold', limits: { reviewThreshold: '1000000000' } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ limits: { reviewThreshold: '1000000000', maxPerVoucher: s.ctx.config.withdrawals.maxPerVoucher.toString() } });
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).limits.reviewThreshold).toBe(1_000_000_000n);
    const reset = await post(s, '/api/dev/operator/limits', { reason: 'e2e cleanup', limits: { reviewThreshold: null } });
    expect(reset.status).toBe(200);
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).limits.reviewThreshold).toBe(s.ctx.config.withdrawals.reviewThreshold);
    expect((await readAudit(s.ctx.db)).map((r) => [r.operator, r.action])).toEqual([['e2e', 'set_limits'], ['e2e', 'set_limits']]);
    for (const limits of [{}, { reviewThreshold: '0' }, { reviewThreshold: '1.5' }, { reviewThreshold: '99999999999999999999' }, { other: '1' }]) {
      expect((await post(s, '/api/dev/operator/limits', { reason: 'e2e bad limit', limits })).status).toBe(400);
    }
  });

  it('rejects a withdrawal in review: the amount back in the income; a second reject is 409 not_in_review', async () => {
    const s = await createTestServer({ operatorDevRoutes: true }, database);
    const address = `0x${'ef'.repeat(32)}`;
    const row = await firstRow<{ id: string }>(
      s.ctx.db,
      sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
          VALUES (${address}, '1200000000000', NULL, ${s.ctx.config.liquiditySwapId}, NULL, 'review', '2026-11-21T11:00:00Z') RETURNING id::text AS id`,
    );
    const res = await post(s, '/api/dev/operator/reject', { id: row!.id, reason: 'Limit exceeded for new accounts' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      withdrawal: { id: row!.id, status: 'rejected', amount: '1200000000000', reviewedBy: 'e2e', reviewReason: 'Limit exceeded for new accounts' },
    });
    expect(await readBalances(s.ctx.db, address)).toMatchObject({ withdrawableIncome: '1200000000000' });
    const again = await post(s, '/api/dev/operator/reject', { id: row!.id, reason: 'Limit exceeded for new accounts' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'not_in_review' } });
    expect((await post(s, '/api/dev/operator/approve', { id: '424242', reason: 'looks fine' })).status).toBe(404);
  });
});
