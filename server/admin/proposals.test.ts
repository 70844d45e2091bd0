// The two-person rule through /api/admin/proposals: who may take which step, an approval bound
// to the payload read, two approvals racing executing once, a refused change leaving nothing
// but its failure on the record, expiry, and each kind's change (node tiers and bank products
// for new purchases and subscriptions only, limits, resume, the allowlist).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROPOSAL_TTL_MS, type Proposal } from '../../contract/admin.ts';
import type { NodesResponse } from '../../contract/api.ts';
import { credit } from '../db/balances.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { verifyAuditChain } from '../operator/audit.ts';
import { readWithdrawalControl } from '../operator/withdrawal-control.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { payloadHash } from './proposals.ts';
import { type TestAdmin, addAdmin, approve, auditRows, call, proposeOk, randomAddress, withdrawalInReview } from '../test/admin.ts';

const database = fileDatabase();
let server: TestServer;
let viewer: TestAdmin;
let operator: TestAdmin;
let approverA: TestAdmin;
let approverB: TestAdmin;
beforeEach(async () => {
  server = await createTestServer({}, database);
  viewer = await addAdmin(server, 'viewer');
  operator = await addAdmin(server, 'operator');
  approverA = await addAdmin(server, 'approver');
  approverB = await addAdmin(server, 'approver');
});
afterEach(() => server.close());

const USDC = 1_000_000n;
const status = async (id: string) => (await firstRow<{ status: string }>(server.ctx.db, sql`SELECT status FROM proposals WHERE id = ${id}`))!.status;
const tierPrice = async (tier: string) => (await firstRow<{ price: string }>(server.ctx.db, sql`SELECT price::text AS price FROM node_tiers WHERE tier = ${tier}`))!.price;

describe('roles', () => {
  it('a viewer is refused (403 forbidden) on every write route, an operator on approve; nothing is written', async () => {
    const open = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: '2000000000' });
    const { id } = await withdrawalInReview(server.ctx.db);
    const writes: [string, string, unknown][] = [
      ['POST', '/proposals', { kind: 'node_tier', payload: { tier: 'primary', price: '5' }, reason: 'cheaper nodes' }],
      ['PUT', `/proposals/${open.id}`, { payload: { tier: 'primary', price: '5' }, reason: 'cheaper nodes' }],
      ['POST', `/proposals/${open.id}/approve`, { payloadHash: open.payloadHash, reason: 'looks right' }],
      ['POST', `/proposals/${open.id}/cancel`, { reason: 'not needed' }],
      ['POST', '/withdrawals/pause', { reason: 'incident 1' }],
      ['POST', `/withdrawals/${id}/reject`, { reason: 'suspicious pattern' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(server, viewer, method, path, body);
      expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({ path, status: 403, code: 'forbidden' });
    }
    const byOperator = await call(server, await addAdmin(server, 'operator'), 'POST', `/proposals/${open.id}/approve`, { payloadHash: open.payloadHash, reason: 'looks right' });
    expect(byOperator.status).toBe(403);
    expect((await call(server, viewer, 'GET', `/proposals/${open.id}`)).body).toMatchObject({ status: 'open', approvedBy: null });
    expect(await auditRows(server.ctx.db, 'pause')).toEqual([]);
    expect((await firstRow<{ n: number }>(server.ctx.db, sql`SELECT COUNT(*)::int AS n FROM operator_audit`))!.n).toBe(1); // the propose row
  });

  it('without a token 401; a user token is not an admin token', async () => {
    const res = await server.request('GET', '/api/admin/proposals');
    expect(res.status).toBe(401);
    const { token } = await server.signIn();
    expect((await server.request('GET', '/api/admin/proposals', { token })).status).toBe(401);
  });
});

describe('propose, read, edit, cancel', () => {
  it('records the payload, its hash, what it replaces and the expiry, with a propose audit row', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: '2000000000', limitedCount: 600 }, 'raise the price');
    expect(p).toMatchObject({
      kind: 'node_tier', payload: { tier: 'primary', price: '2000000000', limitedCount: 600 }, status: 'open', proposedBy: operator.address,
      reason: 'raise the price', expiresAt: new Date(server.clock.now + PROPOSAL_TTL_MS).toISOString(), approvedBy: null, executedAt: null, outcome: null,
      before: { tier: 'primary', price: '1000000000', limitedCount: '500', soldCount: '0' },
    });
    expect(p.payloadHash).toBe(payloadHash({ limitedCount: 600, price: '2000000000', tier: 'primary' }));
    expect((await call(server, viewer, 'GET', `/proposals/${p.id}`)).body).toEqual(p);
    expect((await call(server, viewer, 'GET', '/proposals?status=open')).body.items.map((x: Proposal) => x.id)).toEqual([p.id]);
    expect((await call(server, viewer, 'GET', '/proposals?status=executed')).body.items).toEqual([]);
    expect(await auditRows(server.ctx.db, 'propose')).toEqual([
      {
        operator: operator.address, subject: `proposal:${p.id}`, before: null, reason: 'raise the price',
        after: expect.objectContaining({ kind: 'node_tier', payloadHash: p.payloadHash, payload: { tier: 'primary', price: '2000000000', limitedCount: '600' } }),
      },
    ]);
  });

  it('refuses a payload that does not fit its kind (400) and a change that could not execute or changes nothing (409 invalid_change)', async () => {
    const bad = await call(server, operator, 'POST', '/proposals', { kind: 'node_tier', payload: { tier: 'primary', price: '-1' }, reason: 'oops' });
    expect(bad.status).toBe(400);
    const refused = [
      ['bank_product', { id: 'brand-new', dailyRateBps: 5 }, /new bank product: it needs coin, lockDays, minAmount, names.en_US/],
      ['bank_product', { id: 'sui-7', coin: 'USDC' }, /coin cannot change/],
      ['node_tier', { tier: 'primary' }, /at least one term/],
      ['resume_withdrawals', {}, /not paused/],
      ['approve_withdrawal', { withdrawalId: '999' }, /no withdrawal 999/],
      ['allowlist', { address: operator.address, role: 'approver' }, /your own allowlist entry/],
      ['allowlist', { address: randomAddress(), role: null }, /not on the allowlist/],
    ] as const;
    for (const [kind, payload, message] of refused) {
      const res = await call(server, operator, 'POST', '/proposals', { kind, payload, reason: 'planned change' });
      expect({ kind, status: res.status, code: res.body.error.code }).toEqual({ kind, status: 409, code: 'invalid_change' });
      expect(res.body.error.message).toMatch(message);
    }
    expect((await call(server, viewer, 'GET', '/proposals')).body.items).toEqual([]);
  });

  it('an edit after the approver read it: the old hash is refused (409 payload_changed), the new one executes; only the proposer edits', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'advanced', price: '20000000000' });
    const read = (await call(server, approverA, 'GET', `/proposals/${p.id}`)).body as Proposal;
    expect((await call(server, approverA, 'PUT', `/proposals/${p.id}`, { payload: { tier: 'advanced', price: '1' }, reason: 'my idea' })).status).toBe(403);
    const edited = await call(server, operator, 'PUT', `/proposals/${p.id}`, { payload: { tier: 'advanced', price: '90000000000' }, reason: 'typo in the price' });
    expect(edited.status).toBe(200);
    expect(edited.body.payloadHash).not.toBe(read.payloadHash);
    expect((await call(server, operator, 'PUT', `/proposals/${p.id}`, { payload: { tier: 'advanced', price: 'x' }, reason: 'again' })).status).toBe(400);

    const stale = await approve(server, approverA, p.id, read.payloadHash);
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'payload_changed' } } });
    expect(await tierPrice('advanced')).toBe('10000000000');
    const ok = await approve(server, approverA, p.id, edited.body.payloadHash);
    expect(ok.status).toBe(200);
    expect(await tierPrice('advanced')).toBe('90000000000');
    expect((await auditRows(server.ctx.db, 'proposal_edit')).map((r) => r.reason)).toEqual(['typo in the price']);
  });

  it('cancel: not by another operator (403); by the proposer or an approver; then closed to approval, edit and cancel', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'primary', giftSuil: '0' });
    expect((await call(server, await addAdmin(server, 'operator'), 'POST', `/proposals/${p.id}/cancel`, { reason: 'not mine' })).status).toBe(403);
    const cancelled = await call(server, approverA, 'POST', `/proposals/${p.id}/cancel`, { reason: 'gift stays' });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', outcome: 'gift stays' } });
    expect(await approve(server, approverB, p.id, p.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'proposal_closed' } } });
    expect((await call(server, operator, 'PUT', `/proposals/${p.id}`, { payload: { tier: 'primary', giftSuil: '1' }, reason: 'still' })).body.error.code).toBe('proposal_closed');
    expect((await call(server, operator, 'POST', `/proposals/${p.id}/cancel`, { reason: 'again' })).body.error.code).toBe('proposal_closed');

    const own = await proposeOk(server, operator, 'node_tier', { tier: 'primary', giftSuil: '0' });
    expect((await call(server, operator, 'POST', `/proposals/${own.id}/cancel`, { reason: 'changed my mind' })).status).toBe(200);
    expect((await auditRows(server.ctx.db, 'proposal_cancel')).map((r) => [r.operator, r.subject])).toEqual([
      [approverA.address, `proposal:${p.id}`],
      [operator.address, `proposal:${own.id}`],
    ]);
  });
});

describe('approve', () => {
  it('refuses the proposer approving their own proposal (409 self_approval); the database refuses it too', async () => {
    const p = await proposeOk(server, approverA, 'node_tier', { tier: 'primary', price: '3000000000' });
    expect(await approve(server, approverA, p.id, p.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'self_approval' } } });
    expect(await status(p.id)).toBe('open');
    await expect(
      server.ctx.db.execute(sql`UPDATE proposals SET status = 'executed', approved_by = proposed_by, executed_at = now() WHERE id = ${p.id}`),
    ).rejects.toThrow();
    expect(await tierPrice('primary')).toBe('1000000000');
  });

  it('two approvers at once: exactly one 200 and one 409 proposal_closed, the change made once, one set_node_tier row', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'intermediate', price: '4000000000' });
    const results = await Promise.all([approve(server, approverA, p.id, p.payloadHash), approve(server, approverB, p.id, p.payloadHash)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('proposal_closed');
    const winner = results.find((r) => r.status === 200)!.body as Proposal;
    expect(winner).toMatchObject({ status: 'executed', executedAt: new Date(server.clock.now).toISOString() });
    expect(await tierPrice('intermediate')).toBe('4000000000');
    const rows_ = await auditRows(server.ctx.db, 'set_node_tier');
    expect(rows_).toHaveLength(1);
    expect(rows_[0]).toMatchObject({ operator: winner.approvedBy, subject: 'node_tier:intermediate', before: { price: '3000000000' }, after: { price: '4000000000', proposal: p.id } });
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);
  });

  it('a refused change rolls back with its audit row: nothing changed, no approve row, the proposal failed with one proposal_fail row', async () => {
    const { id } = await withdrawalInReview(server.ctx.db);
    const p = await proposeOk(server, operator, 'approve_withdrawal', { withdrawalId: id });
    expect(p.before).toMatchObject({ id, status: 'review', amount: '50000' });
    // Someone rejects it in the meantime (one person may).
    expect((await call(server, operator, 'POST', `/withdrawals/${id}/reject`, { reason: 'suspicious pattern' })).status).toBe(200);
    const res = await approve(server, approverA, p.id, p.payloadHash);
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'invalid_change', message: expect.stringMatching(/rejected, not in review/) } } });
    const after = (await call(server, viewer, 'GET', `/proposals/${p.id}`)).body as Proposal;
    expect(after).toMatchObject({ status: 'failed', approvedBy: null, executedAt: null, outcome: expect.stringMatching(/not in review/) });
    expect(await auditRows(server.ctx.db, 'approve')).toEqual([]);
    expect(await auditRows(server.ctx.db, 'proposal_fail')).toEqual([
      expect.objectContaining({ operator: approverA.address, subject: `proposal:${p.id}`, after: { status: 'failed', outcome: after.outcome } }),
    ]);
    expect((await firstRow<{ status: string }>(server.ctx.db, sql`SELECT status FROM withdrawals WHERE id = ${id}`))!.status).toBe('rejected');
    expect(await approve(server, approverB, p.id, p.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'proposal_closed' } } });
  });

  it('a tier whose limit would fall below what it has sold: the change and its row roll back, the proposal fails', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'advanced', price: '11000000000', limitedCount: 10 });
    await server.ctx.db.execute(sql`UPDATE node_tiers SET sold_count = 20 WHERE tier = 'advanced'`); // sales in the meantime
    const res = await approve(server, approverA, p.id, p.payloadHash);
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'invalid_change', message: expect.stringMatching(/sold 20 nodes/) } } });
    expect(await tierPrice('advanced')).toBe('10000000000');
    expect(await auditRows(server.ctx.db, 'set_node_tier')).toEqual([]);
    expect(await auditRows(server.ctx.db, 'proposal_fail')).toHaveLength(1);
    expect(await status(p.id)).toBe('failed');
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);
  });

  it('an expired proposal is refused (409 proposal_expired), marked expired once with a proposal_expire row', async () => {
    const p = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: '1500000000' });
    server.clock.advance(PROPOSAL_TTL_MS);
    // Admin tokens last 30 minutes: everyone signs in again a day later.
    for (const admin of [viewer, operator, approverA, approverB]) admin.token = server.ctx.adminTokens.issue(admin.address).token;
    expect((await call(server, viewer, 'GET', '/proposals?status=open')).body.items).toEqual([]);
    expect((await call(server, viewer, 'GET', '/proposals?status=expired')).body.items.map((x: Proposal) => [x.id, x.status])).toEqual([[p.id, 'expired']]);
    expect(await approve(server, approverA, p.id, p.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'proposal_expired' } } });
    expect(await status(p.id)).toBe('expired');
    expect(await approve(server, approverB, p.id, p.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'proposal_expired' } } });
    expect((await call(server, operator, 'PUT', `/proposals/${p.id}`, { payload: { tier: 'primary', price: '1' }, reason: 'late' })).body.error.code).toBe('proposal_expired');
    expect(await auditRows(server.ctx.db, 'proposal_expire')).toEqual([
      expect.objectContaining({ operator: approverA.address, subject: `proposal:${p.id}`, after: { status: 'expired', expiresAt: p.expiresAt } }),
    ]);
    expect(await tierPrice('primary')).toBe('1000000000');
  });
});

describe('what each kind changes', () => {
  it('node tier price: proposed, approved, served by GET /api/nodes; a node bought before keeps its price, one bought after pays the new one', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'USDC', 5000n * USDC);
    expect((await server.request('POST', '/api/nodes/primary/purchase', { token })).status).toBe(200);

    const p = await proposeOk(server, operator, 'node_tier', { tier: 'primary', price: (2000n * USDC).toString(), giftSuil: '5' });
    expect((await approve(server, approverB, p.id, p.payloadHash)).status).toBe(200);
    const nodes = (await (await server.request('GET', '/api/nodes')).json()) as NodesResponse;
    expect(nodes.items.find((t) => t.tier === 'primary')).toMatchObject({ price: (2000n * USDC).toString(), giftSuil: '5', soldCount: 1 });

    expect((await server.request('POST', '/api/nodes/primary/purchase', { token })).status).toBe(200);
    const bought = await rows<{ price: string; gift_suil: string }>(
      server.ctx.db,
      sql`SELECT price::text AS price, gift_suil::text AS gift_suil FROM node_purchases WHERE address = ${address} ORDER BY id`,
    );
    expect(bought).toEqual([
      { price: (1000n * USDC).toString(), gift_suil: '1000000000000' },
      { price: (2000n * USDC).toString(), gift_suil: '5' },
    ]);
  });

  it('bank product: new terms and names for new subscriptions; an existing subscription keeps its rate; a new product is created', async () => {
    const { token, address } = await server.signIn();
    await credit(server.ctx.db, address, 'SUI', 100_000_000_000n);
    expect((await server.request('POST', '/api/bank/subscriptions', { token, body: { productId: 'sui-7', amount: '20000000000' } })).status).toBe(201);

    const p = await proposeOk(server, operator, 'bank_product', { id: 'sui-7', dailyRateBps: 25, names: { ja_JP: '新しい名前' } });
    expect(p.before).toMatchObject({ id: 'sui-7', dailyRateBps: '10', names: expect.objectContaining({ en_US: 'SUI Savings, 7 days' }) });
    expect((await approve(server, approverA, p.id, p.payloadHash)).status).toBe(200);
    expect((await server.request('POST', '/api/bank/subscriptions', { token, body: { productId: 'sui-7', amount: '20000000000' } })).status).toBe(201);
    const subs = await rows<{ daily_rate_bps: number }>(server.ctx.db, sql`SELECT daily_rate_bps FROM bank_subscriptions WHERE address = ${address} ORDER BY id`);
    expect(subs.map((s) => Number(s.daily_rate_bps))).toEqual([10, 25]);
    const names = await rows<{ name: string }>(server.ctx.db, sql`SELECT name FROM bank_product_names WHERE product_id = 'sui-7' AND locale = 'ja_JP'`);
    expect(names).toEqual([{ name: '新しい名前' }]);
    expect((await auditRows(server.ctx.db, 'set_bank_product'))[0]).toMatchObject({ subject: 'bank_product:sui-7', after: { dailyRateBps: '25', proposal: p.id } });

    const created = await proposeOk(server, operator, 'bank_product', {
      id: 'usdc-30', coin: 'USDC', dailyRateBps: 12, lockDays: 30, minAmount: '100000000', names: { en_US: 'USDC Savings, 30 days' },
    });
    expect(created.before).toBeNull();
    expect((await approve(server, approverB, created.id, created.payloadHash)).status).toBe(200);
    const products = (await (await server.request('GET', '/api/bank/products?locale=en_US')).json()) as { items: { id: string; name: string }[] };
    expect(products.items.at(-1)).toMatchObject({ id: 'usdc-30', name: 'USDC Savings, 30 days' });
  });

  it('withdrawal limits: set and reset to the default through a proposal, with the set_limits row of the approver', async () => {
    const p = await proposeOk(server, operator, 'withdrawal_limits', { limits: { maxPerVoucher: '123456', reviewThreshold: null } });
    expect((await approve(server, approverA, p.id, p.payloadHash, 'limits agreed')).status).toBe(200);
    const control = await readWithdrawalControl(server.ctx.db, server.ctx.config.withdrawals);
    expect(control.overrides).toMatchObject({ maxPerVoucher: 123456n, reviewThreshold: null });
    expect(await auditRows(server.ctx.db, 'set_limits')).toEqual([
      expect.objectContaining({ operator: approverA.address, subject: 'withdrawals', reason: 'limits agreed', after: expect.objectContaining({ overrides: expect.objectContaining({ maxPerVoucher: '123456' }) }) }),
    ]);
  });

  it('resume: paused by one operator, resumed only by an approved proposal', async () => {
    expect((await call(server, operator, 'POST', '/withdrawals/pause', { reason: 'incident 9' })).status).toBe(200);
    const p = await proposeOk(server, operator, 'resume_withdrawals', {});
    expect(p.before).toMatchObject({ paused: true, by: operator.address, reason: 'incident 9' });
    expect((await readWithdrawalControl(server.ctx.db, server.ctx.config.withdrawals)).paused).toBe(true);
    expect((await approve(server, approverA, p.id, p.payloadHash, 'incident closed')).status).toBe(200);
    expect((await readWithdrawalControl(server.ctx.db, server.ctx.config.withdrawals)).paused).toBe(false);
    expect((await rows<{ action: string }>(server.ctx.db, sql`SELECT action FROM operator_audit ORDER BY seq`)).map((r) => r.action)).toEqual(['pause', 'propose', 'resume']);
  });

  it('allowlist: an entry added, changed and removed by proposals; never one\'s own; the last approver stays', async () => {
    const newcomer = randomAddress();
    const add = await proposeOk(server, operator, 'allowlist', { address: newcomer, role: 'operator' });
    expect(add.before).toEqual({ address: newcomer, role: null });
    expect((await approve(server, approverA, add.id, add.payloadHash)).status).toBe(200);
    const list = (await call(server, viewer, 'GET', '/allowlist')).body as { address: string; role: string; addedBy: string }[];
    expect(list.find((e) => e.address === newcomer)).toMatchObject({ role: 'operator', addedBy: approverA.address });

    // Demoting approver B: B may not approve a change of their own entry.
    const demote = await proposeOk(server, operator, 'allowlist', { address: approverB.address, role: 'viewer' });
    expect(await approve(server, approverB, demote.id, demote.payloadHash)).toMatchObject({ status: 409, body: { error: { code: 'self_approval' } } });
    expect((await approve(server, approverA, demote.id, demote.payloadHash)).status).toBe(200);
    // B is a viewer from the next request on.
    expect((await call(server, approverB, 'POST', '/withdrawals/pause', { reason: 'incident 3' })).status).toBe(403);

    // A is the last approver: removing them is refused.
    const last = await call(server, operator, 'POST', '/proposals', { kind: 'allowlist', payload: { address: approverA.address, role: null }, reason: 'offboarding' });
    expect(last).toMatchObject({ status: 409, body: { error: { code: 'invalid_change', message: expect.stringMatching(/at least one approver/) } } });

    const remove = await proposeOk(server, operator, 'allowlist', { address: newcomer, role: null });
    expect((await approve(server, approverA, remove.id, remove.payloadHash)).status).toBe(200);
    expect(((await call(server, viewer, 'GET', '/allowlist')).body as { address: string }[]).some((e) => e.address === newcomer)).toBe(false);
    expect((await auditRows(server.ctx.db, 'set_allowlist')).map((r) => [r.subject, r.before.role, r.after.role])).toEqual([
      [`allowlist:${newcomer}`, null, 'operator'],
      [`allowlist:${approverB.address}`, 'approver', 'viewer'],
      [`allowlist:${newcomer}`, 'operator', null],
    ]);
  });
});
