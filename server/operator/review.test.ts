// Rejecting a withdrawal in review: the amount goes back to the owner's income exactly once,
// however many operators press at the same time, with one audit row.
import { describe, expect, it } from 'vitest';
import { readBalances } from '../db/balances.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { type TestServer, createTestServer, fileDatabase, refusal } from '../test/server.ts';
import { readAudit, verifyAuditChain } from './audit.ts';
import { listReviewQueue, rejectWithdrawal } from './review.ts';

const database = fileDatabase();
const ADDRESS = `0x${'ab'.repeat(32)}`;
const OTHER = `0x${'cd'.repeat(32)}`;

/** A withdrawal as the POST route leaves one above the review threshold: its amount already out of the income, nothing signed. */
async function inReview(s: TestServer, address: string, amount: bigint, createdAt: string): Promise<string> {
  const row = await firstRow<{ id: string }>(
    s.ctx.db,
    sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
        VALUES (${address}, ${amount.toString()}, NULL, ${s.ctx.config.liquiditySwapId}, NULL, 'review', ${createdAt}) RETURNING id::text AS id`,
  );
  return row!.id;
}

describe('review queue', () => {
  it('lists withdrawals in review, the oldest first, and nothing else', async () => {
    const s = await createTestServer({}, database);
    const later = await inReview(s, ADDRESS, 2_000_000_000_000n, '2026-11-21T11:00:00Z');
    const earlier = await inReview(s, OTHER, 5_000_000_000_000n, '2026-11-21T10:00:00Z');
    await s.ctx.db.execute(sql`UPDATE withdrawals SET status = 'rejected' WHERE id = ${later}`);
    const third = await inReview(s, ADDRESS, 1_500_000_000_000n, '2026-11-21T11:30:00Z');
    expect(await listReviewQueue(s.ctx.db)).toEqual([
      { id: earlier, address: OTHER, amount: 5_000_000_000_000n, createdAt: '2026-11-21T10:00:00.000Z' },
      { id: third, address: ADDRESS, amount: 1_500_000_000_000n, createdAt: '2026-11-21T11:30:00.000Z' },
    ]);
  });

  it('rejects: review -> rejected with who, when and why, the amount back in the income, one audit row', async () => {
    const s = await createTestServer({}, database);
    const id = await inReview(s, ADDRESS, 3_000_000_000_123n, '2026-11-21T11:00:00Z');
    const result = await rejectWithdrawal(s.ctx, { id, operator: 'alice', reason: 'Account under review: please contact support' });
    expect(result.withdrawal).toEqual({
      id, address: ADDRESS, amount: 3_000_000_000_123n, createdAt: '2026-11-21T11:00:00.000Z',
      reviewedBy: 'alice', reviewedAt: '2026-11-21T12:00:00.000Z', reviewReason: 'Account under review: please contact support',
    });
    const stored = await firstRow(s.ctx.db, sql`SELECT status, nonce, signature, reviewed_by, review_reason FROM withdrawals WHERE id = ${id}`);
    expect(stored).toEqual({ status: 'rejected', nonce: null, signature: null, reviewed_by: 'alice', review_reason: 'Account under review: please contact support' });
    expect(await readBalances(s.ctx.db, ADDRESS)).toMatchObject({ withdrawableIncome: '3000000000123', heldIncome: '0' });
    expect(await readAudit(s.ctx.db)).toMatchObject([
      {
        operator: 'alice', action: 'reject', subject: `withdrawal:${id}`, reason: 'Account under review: please contact support',
        before: { status: 'review', address: ADDRESS, amount: '3000000000123' },
        after: { status: 'rejected', address: ADDRESS, amount: '3000000000123', incomeCredited: '3000000000123' },
      },
    ]);
    expect(await listReviewQueue(s.ctx.db)).toEqual([]);
  });

  it('gives the amount back once when 6 operators reject the same withdrawal at the same time', async () => {
    const s = await createTestServer({}, database);
    const id = await inReview(s, ADDRESS, 2_500_000_000_000n, '2026-11-21T11:00:00Z');
    const results = await Promise.allSettled(
      ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map((operator) => rejectWithdrawal(s.ctx, { id, operator, reason: 'duplicate request' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code: string; message: string }] : []));
    expect(refused.map((e) => e.code)).toEqual(Array(5).fill('not_in_review'));
    expect(refused[0]!.message).toMatch(new RegExp(`withdrawal ${id} is rejected, not in review \\(reviewed by \\w+\\)`));
    expect(await readBalances(s.ctx.db, ADDRESS)).toMatchObject({ withdrawableIncome: '2500000000000' });
    expect(await rows(s.ctx.db, sql`SELECT seq FROM operator_audit`)).toHaveLength(1);
    expect((await verifyAuditChain(s.ctx.db)).ok).toBe(true);
  });

  it('refuses a pending voucher (it is signed: only the chain or a payout closes it), an unknown id and a bad id, changing nothing', async () => {
    const s = await createTestServer({}, database);
    const pending = await firstRow<{ id: string }>(
      s.ctx.db,
      sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
          VALUES (${ADDRESS}, '700', '12345', ${s.ctx.config.liquiditySwapId}, ${'0'.repeat(128)}, 'pending', '2026-11-21T11:00:00Z') RETURNING id::text AS id`,
    );
    expect(await refusal(rejectWithdrawal(s.ctx, { id: pending!.id, operator: 'alice', reason: 'changed my mind' }))).toMatchObject({
      code: 'not_in_review', message: `withdrawal ${pending!.id} is pending, not in review: nothing changed`,
    });
    expect(await refusal(rejectWithdrawal(s.ctx, { id: '999999', operator: 'alice', reason: 'changed my mind' }))).toMatchObject({
      code: 'not_found', message: 'no withdrawal 999999',
    });
    expect(await refusal(rejectWithdrawal(s.ctx, { id: '1 OR 1=1', operator: 'alice', reason: 'changed my mind' }))).toMatchObject({ code: 'invalid_input' });
    expect(await readBalances(s.ctx.db, ADDRESS)).toMatchObject({ withdrawableIncome: '0', heldIncome: '700' });
    expect(await rows(s.ctx.db, sql`SELECT seq FROM operator_audit`)).toHaveLength(0);
  });
});
