// Pause, resume and limits: each change and its audit row in one transaction; bad input changes
// nothing and writes no audit row.
import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '../../contract/api.ts';
import { DEFAULT_WITHDRAWAL_LIMITS } from '../config.ts';
import { type TestServer, createTestServer, fileDatabase, refusal } from '../test/server.ts';
import { auditHead, readAudit, verifyAuditChain } from './audit.ts';
import { pauseWithdrawals, readWithdrawalControl, resumeWithdrawals, setWithdrawalLimits } from './withdrawal-control.ts';

const database = fileDatabase();
const U64_MAX = (1n << 64n) - 1n;

async function server(): Promise<TestServer> {
  return createTestServer({}, database);
}

describe('pause and resume', () => {
  it('pauses with who, why and when; resumes; each on the record with before and after; health says so', async () => {
    const s = await server();
    const health = async () => ((await (await s.request('GET', '/api/health')).json()) as HealthResponse).withdrawals.paused;
    expect(await health()).toBe(false);

    const paused = await pauseWithdrawals(s.ctx, { operator: 'alice', reason: '  reserve wallet key rotation  ' });
    expect(paused.control).toMatchObject({ paused: true, pausedBy: 'alice', pausedReason: 'reserve wallet key rotation', pausedAt: '2026-11-21T12:00:00.000Z' });
    expect(await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).toMatchObject({ paused: true, pausedBy: 'alice' });
    expect(await health()).toBe(true);

    s.clock.advance(60_000);
    const resumed = await resumeWithdrawals(s.ctx, { operator: 'bob', reason: 'rotation done' });
    expect(resumed.control).toMatchObject({ paused: false, pausedBy: null, pausedReason: null, pausedAt: null });
    expect(await health()).toBe(false);

    const audit = await readAudit(s.ctx.db);
    expect(audit.map(({ operator, action, subject, before, after, reason, at }) => ({ operator, action, subject, before, after, reason, at }))).toEqual([
      {
        operator: 'alice', action: 'pause', subject: 'withdrawals', reason: 'reserve wallet key rotation', at: '2026-11-21T12:00:00.000Z',
        before: { paused: false, reason: null, by: null, at: null },
        after: { paused: true, reason: 'reserve wallet key rotation', by: 'alice', at: '2026-11-21T12:00:00.000Z' },
      },
      {
        operator: 'bob', action: 'resume', subject: 'withdrawals', reason: 'rotation done', at: '2026-11-21T12:01:00.000Z',
        before: { paused: true, reason: 'reserve wallet key rotation', by: 'alice', at: '2026-11-21T12:00:00.000Z' },
        after: { paused: false, reason: null, by: null, at: null },
      },
    ]);
    expect(resumed.audit).toEqual(await auditHead(s.ctx.db));
    expect((await verifyAuditChain(s.ctx.db)).ok).toBe(true);
  });

  it('refuses a second pause and a resume when not paused, writing nothing', async () => {
    const s = await server();
    expect(await refusal(resumeWithdrawals(s.ctx, { operator: 'alice', reason: 'just in case' }))).toMatchObject({ code: 'not_paused' });
    await pauseWithdrawals(s.ctx, { operator: 'alice', reason: 'incident 42' });
    expect(await refusal(pauseWithdrawals(s.ctx, { operator: 'bob', reason: 'incident 43' }))).toMatchObject({
      code: 'already_paused', message: expect.stringMatching(/by alice: incident 42/),
    });
    expect(await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).toMatchObject({ pausedBy: 'alice', pausedReason: 'incident 42' });
    expect((await auditHead(s.ctx.db)).seq).toBe(1n);
  });

  it('two operators pausing at once: one pause, one audit row', async () => {
    const s = await server();
    const results = await Promise.allSettled(['alice', 'bob', 'carol'].map((operator) => pauseWithdrawals(s.ctx, { operator, reason: 'incident 7' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code: string }).code)).toEqual(['already_paused', 'already_paused']);
    expect((await auditHead(s.ctx.db)).seq).toBe(1n);
  });

  it.each([
    ['a reason too short', { operator: 'alice', reason: 'ok' }, /reason: a reason is at least 3 characters/],
    ['a reason too long', { operator: 'alice', reason: 'x'.repeat(201) }, /at most 200/],
    ['a reason on two lines', { operator: 'alice', reason: 'line one\nline two' }, /plain printable text/],
    ['a reason with markup', { operator: 'alice', reason: '<b>bold</b>' }, /plain printable text/],
    ['a reason with a bidirectional override', { operator: 'alice', reason: 'safe \u202Eevil' }, /plain printable text/],
    ['an empty operator', { operator: ' ', reason: 'incident' }, /operator: an operator name/],
    ['an operator with spaces', { operator: 'alice smith', reason: 'incident' }, /operator: an operator name/],
  ])('refuses %s and changes nothing', async (_name, input, message) => {
    const s = await server();
    expect(await refusal(pauseWithdrawals(s.ctx, input))).toMatchObject({ code: 'invalid_input', message: expect.stringMatching(message) });
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).paused).toBe(false);
    expect((await auditHead(s.ctx.db)).seq).toBe(0n);
  });

  it('takes a reason of exactly 3 and exactly 200 characters, in any script', async () => {
    const s = await server();
    await pauseWithdrawals(s.ctx, { operator: 'alice', reason: '储备金' });
    await resumeWithdrawals(s.ctx, { operator: 'alice', reason: 'y'.repeat(200) });
    expect((await readAudit(s.ctx.db)).map((r) => r.reason.length)).toEqual([3, 200]);
  });
});

describe('limits', () => {
  it('starts at the config defaults (no overrides)', async () => {
    const s = await server();
    const control = await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals);
    expect(control.limits).toEqual(DEFAULT_WITHDRAWAL_LIMITS);
    expect(control.overrides).toEqual({ maxPerVoucher: null, userDailyLimit: null, totalDailyLimit: null, reviewThreshold: null });
  });

  it('sets limits at their edges (1 base unit, u64 max), leaves the others, and resets one to its default with null', async () => {
    const s = await server();
    const first = await setWithdrawalLimits(s.ctx, { operator: 'alice', reason: 'tighten after incident', limits: { maxPerVoucher: 1n, totalDailyLimit: U64_MAX } });
    expect(first.control.limits).toEqual({ ...DEFAULT_WITHDRAWAL_LIMITS, maxPerVoucher: 1n, totalDailyLimit: U64_MAX });
    const second = await setWithdrawalLimits(s.ctx, { operator: 'bob', reason: 'back to normal', limits: { maxPerVoucher: null } });
    expect(second.control.limits).toEqual({ ...DEFAULT_WITHDRAWAL_LIMITS, totalDailyLimit: U64_MAX });
    expect(second.control.overrides).toEqual({ maxPerVoucher: null, userDailyLimit: null, totalDailyLimit: U64_MAX, reviewThreshold: null });

    const [, reset] = await readAudit(s.ctx.db);
    expect(reset).toMatchObject({
      operator: 'bob',
      action: 'set_limits',
      subject: 'withdrawals',
      before: {
        overrides: { maxPerVoucher: '1', userDailyLimit: null, totalDailyLimit: U64_MAX.toString(), reviewThreshold: null },
        effective: { maxPerVoucher: '1', totalDailyLimit: U64_MAX.toString() },
      },
      after: {
        overrides: { maxPerVoucher: null, totalDailyLimit: U64_MAX.toString() },
        effective: { maxPerVoucher: DEFAULT_WITHDRAWAL_LIMITS.maxPerVoucher.toString(), userDailyLimit: DEFAULT_WITHDRAWAL_LIMITS.userDailyLimit.toString() },
      },
    });
    expect((await verifyAuditChain(s.ctx.db)).ok).toBe(true);
  });

  it.each([
    ['zero', { reviewThreshold: 0n }, /reviewThreshold: a limit is a positive/],
    ['negative', { userDailyLimit: -1n }, /userDailyLimit: a limit is a positive/],
    ['one above u64', { maxPerVoucher: 1n << 64n }, /maxPerVoucher: .*2\^64 - 1/],
    ['no limit named', {}, /name at least one limit/],
    ['an unknown limit', { weeklyLimit: 5n }, /unknown limit weeklyLimit/],
  ])('refuses %s and changes nothing', async (_name, limits, message) => {
    const s = await server();
    expect(await refusal(setWithdrawalLimits(s.ctx, { operator: 'alice', reason: 'try it', limits: limits as never }))).toMatchObject({
      code: 'invalid_input', message: expect.stringMatching(message),
    });
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).limits).toEqual(DEFAULT_WITHDRAWAL_LIMITS);
    expect((await auditHead(s.ctx.db)).seq).toBe(0n);
  });
});
