// Approve and reject of the same withdrawal in review, against a real node (approving reads the
// payout reserve): whichever comes first wins, the other is refused, and the amount is either
// signed or back in the income, never both, with one audit row.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { setPayoutReserve } from '../../localnet/testing.ts';
import { credit, readBalances } from '../db/balances.ts';
import { firstRow, sql } from '../db/client.ts';
import { approveWithdrawal, requestWithdrawal } from '../payouts/issuance.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { readAudit, verifyAuditChain } from './audit.ts';
import { runOperatorCommand } from './cli.ts';
import { rejectWithdrawal } from './review.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
});
afterAll(() => net?.close());
const database = fileDatabase();
beforeEach(() => setPayoutReserve(net.url, 1_000_000_000n));

const AMOUNT = 50_000n;

/** A server whose review threshold sends AMOUNT to review, and a user whose withdrawal of AMOUNT waits there. */
async function queued(): Promise<{ server: TestServer; address: string; id: string }> {
  const server = await createTestServer(
    { suiNodeUrl: net.url, withdrawals: { maxPerVoucher: 1_000_000n, userDailyLimit: 1_000_000n, totalDailyLimit: 10_000_000n, reviewThreshold: 10_000n } },
    database,
  );
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
  const address = Ed25519Keypair.generate().toSuiAddress();
  await credit(server.ctx.db, address, 'INCOME', AMOUNT);
  const withdrawal: Withdrawal = await requestWithdrawal(server.ctx, address, AMOUNT);
  expect(withdrawal).toMatchObject({ status: 'review', nonce: null });
  return { server, address, id: withdrawal.id };
}

describe('approve and reject of one withdrawal', () => {
  it('raced (3 approvals, 3 rejections): one wins, the amount is signed or back in the income, never both; one audit row', async () => {
    const { server, address, id } = await queued();
    const calls = [0, 1, 2, 3, 4, 5].map((i) =>
      i % 2 === 0
        ? approveWithdrawal(server.ctx, { id, operator: `approver${i}`, reason: 'income checked' }).then(() => 'approve')
        : rejectWithdrawal(server.ctx, { id, operator: `rejecter${i}`, reason: 'suspicious pattern' }).then(() => 'reject'),
    );
    const results = await Promise.allSettled(calls);
    const winners = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(winners).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual(Array(5).fill('not_in_review'));

    const row = await firstRow<{ status: string; signed: boolean }>(server.ctx.db, sql`SELECT status, signature IS NOT NULL AS signed FROM withdrawals WHERE id = ${id}`);
    const balances = await readBalances(server.ctx.db, address);
    const audit = await readAudit(server.ctx.db);
    expect(audit).toHaveLength(1);
    if (winners[0] === 'approve') {
      expect(row).toEqual({ status: 'pending', signed: true });
      expect(balances).toMatchObject({ withdrawableIncome: '0', heldIncome: AMOUNT.toString() });
      expect(audit[0]).toMatchObject({ action: 'approve', subject: `withdrawal:${id}` });
    } else {
      expect(row).toEqual({ status: 'rejected', signed: false });
      expect(balances).toMatchObject({ withdrawableIncome: AMOUNT.toString(), heldIncome: '0' });
      expect(audit[0]).toMatchObject({ action: 'reject', subject: `withdrawal:${id}` });
    }
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);
  });

  it('a rejection after the approval is refused: a signed voucher never gives its amount back', async () => {
    const { server, address, id } = await queued();
    await approveWithdrawal(server.ctx, { id, operator: 'alice', reason: 'income checked' });
    await expect(rejectWithdrawal(server.ctx, { id, operator: 'bob', reason: 'too late' })).rejects.toMatchObject({ code: 'not_in_review' });
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: '0', heldIncome: AMOUNT.toString() });
  });

  it('an approval after the rejection is refused: nothing is signed', async () => {
    const { server, address, id } = await queued();
    await rejectWithdrawal(server.ctx, { id, operator: 'bob', reason: 'suspicious pattern' });
    await expect(approveWithdrawal(server.ctx, { id, operator: 'alice', reason: 'income checked' })).rejects.toMatchObject({ code: 'not_in_review' });
    expect(await firstRow(server.ctx.db, sql`SELECT status, nonce, signature FROM withdrawals WHERE id = ${id}`)).toEqual({ status: 'rejected', nonce: null, signature: null });
    expect(await readBalances(server.ctx.db, address)).toMatchObject({ withdrawableIncome: AMOUNT.toString() });
  });

  it('npm run server:approve and POST /api/dev/operator/approve sign it through the same function', async () => {
    const { server, id } = await queued();
    const out: string[] = [];
    const code = await runOperatorCommand(['approve', '--id', id, '--reason', 'income checked', '--by', 'carol'], {
      out: (line) => out.push(line), err: (line) => out.push(line), defaultOperator: 'root', env: {},
      open: () => Promise.resolve({ ctx: server.ctx, close: () => Promise.resolve() }),
    });
    expect(code).toBe(0);
    expect(out[0]).toMatch(new RegExp(`^withdrawal ${id} approved: 0.00005 SUI \\(50000 base units\\) to 0x[0-9a-f]{64} is signed \\(nonce \\d+\\)`));

    const dev = await createTestServer({ suiNodeUrl: net.url, operatorDevRoutes: true, withdrawals: server.ctx.config.withdrawals }, database);
    const other = await queued();
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } } };
    const approve = (body: unknown) =>
      dev.app.request('/api/dev/operator/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, loopback);
    const approved = await approve({ id: other.id, reason: 'income checked' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ withdrawal: { id: other.id, status: 'pending', nonce: expect.stringMatching(/^\d+$/) } });
    expect((await readAudit(dev.ctx.db)).at(-1)).toMatchObject({ operator: 'e2e', action: 'approve', subject: `withdrawal:${other.id}` });
    await setPayoutReserve(net.url, 0n);
    const third = await queued();
    const short = await approve({ id: third.id, reason: 'income checked' });
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({ error: { code: 'reserve_short' } });
  });
});
