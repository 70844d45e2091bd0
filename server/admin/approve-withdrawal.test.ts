// An approve_withdrawal proposal against a real node (approving reads the payout reserve):
// executed, the voucher is signed in the same transaction that marks the proposal, with the
// approve row of the approver; a reserve too short fails the proposal and signs nothing; a node
// that cannot be read leaves the proposal open, to approve again.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../contract/admin.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { setPayoutReserve } from '../../localnet/testing.ts';
import { readBalances } from '../db/balances.ts';
import { firstRow, sql } from '../db/client.ts';
import { verifyAuditChain } from '../operator/audit.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { addAdmin, approve, auditRows, call, proposeOk, withdrawalInReview } from '../test/admin.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
});
afterAll(() => net?.close());
const database = fileDatabase();
beforeEach(() => setPayoutReserve(net.url, 1_000_000_000n));

const AMOUNT = 50_000n;
const LIMITS = { maxPerVoucher: 1_000_000n, userDailyLimit: 1_000_000n, totalDailyLimit: 10_000_000n, reviewThreshold: 10_000n };

async function setup(suiNodeUrl = net.url) {
  const server: TestServer = await createTestServer({ suiNodeUrl, withdrawals: LIMITS }, database);
  const operator = await addAdmin(server, 'operator');
  const approver = await addAdmin(server, 'approver');
  const { id, address } = await withdrawalInReview(server.ctx.db, AMOUNT);
  const proposal = await proposeOk(server, operator, 'approve_withdrawal', { withdrawalId: id });
  const withdrawal = () =>
    firstRow<{ status: string; signed: boolean; reviewed_by: string | null }>(
      server.ctx.db,
      sql`SELECT status, signature IS NOT NULL AS signed, reviewed_by FROM withdrawals WHERE id = ${id}`,
    );
  return { server, operator, approver, id, address, proposal, withdrawal };
}

describe('approve_withdrawal proposals', () => {
  it('executed: signed now (pending), reviewed by the approver, one approve row, the proposal executed', async () => {
    const { server, approver, id, address, proposal, withdrawal } = await setup();
    const res = await approve(server, approver, proposal.id, proposal.payloadHash, 'income checked');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'executed', approvedBy: approver.address } satisfies Partial<Proposal>);
    expect(await withdrawal()).toEqual({ status: 'pending', signed: true, reviewed_by: approver.address });
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ heldIncome: AMOUNT.toString() });
    expect(await auditRows(server.ctx.db, 'approve')).toEqual([
      expect.objectContaining({ operator: approver.address, subject: `withdrawal:${id}`, reason: 'income checked' }),
    ]);
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);
    await server.close();
  });

  it('the reserve too short: 409 invalid_change, nothing signed, no approve row, the proposal failed', async () => {
    const { server, approver, proposal, withdrawal } = await setup();
    await setPayoutReserve(net.url, AMOUNT - 1n);
    const res = await approve(server, approver, proposal.id, proposal.payloadHash);
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'invalid_change', message: expect.stringMatching(/top up the payout reserve/) } } });
    expect(await withdrawal()).toEqual({ status: 'review', signed: false, reviewed_by: null });
    expect(await auditRows(server.ctx.db, 'approve')).toEqual([]);
    expect(await auditRows(server.ctx.db, 'proposal_fail')).toHaveLength(1);
    expect((await call(server, approver, 'GET', `/proposals/${proposal.id}`)).body).toMatchObject({ status: 'failed' });
    await server.close();
  });

  it('the node unreadable: 503 reserve_unavailable, nothing signed or recorded, the proposal still open', async () => {
    const { server, approver, proposal, withdrawal } = await setup('http://127.0.0.1:9');
    const res = await approve(server, approver, proposal.id, proposal.payloadHash);
    expect(res).toMatchObject({ status: 503, body: { error: { code: 'reserve_unavailable' } } });
    expect(await withdrawal()).toEqual({ status: 'review', signed: false, reviewed_by: null });
    expect((await call(server, approver, 'GET', `/proposals/${proposal.id}`)).body).toMatchObject({ status: 'open', approvedBy: null });
    expect((await firstRow<{ n: number }>(server.ctx.db, sql`SELECT COUNT(*)::int AS n FROM operator_audit`))!.n).toBe(1); // the propose row
    await server.close();
  });
});
