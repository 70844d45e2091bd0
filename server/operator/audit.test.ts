// The operator's audit chain on the real database (PGlite, or PostgreSQL with DATABASE_URL):
// appended rows verify; an edited row, a removed middle row and rows removed from the end are
// each caught and named; the trigger refuses UPDATE and DELETE; parallel appends keep one chain.
import { describe, expect, it } from 'vitest';
import { type Executor, rows, sql } from '../db/client.ts';
import { type AuditEntry, GENESIS_HASH, appendAudit, auditHead, readAudit, verifyAuditChain } from './audit.ts';
import { fileDatabase } from '../test/server.ts';

const database = fileDatabase();

const entry = (n: number): AuditEntry => ({
  operator: 'alice',
  action: 'pause',
  subject: 'withdrawals',
  before: { paused: false, n: String(n) },
  after: { paused: true, n: String(n) },
  reason: `incident ${n}`,
  at: Date.parse('2026-11-26T01:00:00Z') + n * 1000,
});

async function appendRows(count: number): Promise<void> {
  for (let n = 1; n <= count; n++) await database.database.db.transaction((tx) => appendAudit(tx, entry(n)));
}

/** Runs `tamper` with the append-only trigger off, as someone with the table's owner rights could. */
async function tamper(db: Executor, change: () => Promise<unknown>): Promise<void> {
  await db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_append_only`);
  try {
    await change();
  } finally {
    await db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_append_only`);
  }
}

/** The database's own words, which drizzle wraps in "Failed query". */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
  }
  return 'it did not fail';
}

describe('operator audit chain', () => {
  it('starts empty and verifies; appended rows chain from the genesis hash and the head follows', async () => {
    const db = database.database.db;
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 0n, head: GENESIS_HASH });
    await appendRows(3);
    const all = await readAudit(db);
    expect(all.map((r) => r.seq)).toEqual([1n, 2n, 3n]);
    expect(all[0]!.prevHash).toBe(GENESIS_HASH);
    expect(all[1]!.prevHash).toBe(all[0]!.hash);
    expect(all[2]!.prevHash).toBe(all[1]!.hash);
    expect(all[1]).toMatchObject({ operator: 'alice', action: 'pause', reason: 'incident 2', before: { paused: false, n: '2' }, at: '2026-11-26T01:00:02.000Z' });
    expect(await auditHead(db)).toEqual({ seq: 3n, hash: all[2]!.hash });
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 3n, head: all[2]!.hash });
  });

  it('refuses UPDATE and DELETE of an audit row (append-only trigger)', async () => {
    const db = database.database.db;
    await appendRows(2);
    expect(await failureOf(db.execute(sql`UPDATE operator_audit SET reason = 'nothing happened' WHERE seq = 1`))).toMatch(/operator_audit is append-only/);
    expect(await failureOf(db.execute(sql`DELETE FROM operator_audit WHERE seq = 2`))).toMatch(/operator_audit is append-only/);
    expect((await readAudit(db)).map((r) => r.reason)).toEqual(['incident 1', 'incident 2']);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('names an edited row', async () => {
    const db = database.database.db;
    await appendRows(4);
    await tamper(db, () => db.execute(sql`UPDATE operator_audit SET after = '{"paused": false}'::jsonb WHERE seq = 3`));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, rows: 2n, brokenAt: 3n, problem: expect.stringMatching(/row 3 was changed/) });
  });

  it('names a row whose stored hash was overwritten', async () => {
    const db = database.database.db;
    await appendRows(3);
    await tamper(db, () => db.execute(sql`UPDATE operator_audit SET hash = repeat('a', 64) WHERE seq = 2`));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAt: 2n, problem: expect.stringMatching(/row 2 was changed/) });
  });

  it('names a removed middle row', async () => {
    const db = database.database.db;
    await appendRows(4);
    await tamper(db, () => db.execute(sql`DELETE FROM operator_audit WHERE seq = 2`));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, rows: 1n, brokenAt: 3n, problem: 'row 2 is missing (the next row is 3)' });
  });

  it('names a removed middle row even when the rows after it were renumbered', async () => {
    const db = database.database.db;
    await appendRows(3);
    await tamper(db, async () => {
      await db.execute(sql`DELETE FROM operator_audit WHERE seq = 2`);
      await db.execute(sql`UPDATE operator_audit SET seq = 2 WHERE seq = 3`);
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAt: 2n, problem: expect.stringMatching(/row 2 does not follow row 1/) });
  });

  it('names rows removed from the end (the head still says where the chain ended)', async () => {
    const db = database.database.db;
    await appendRows(5);
    await tamper(db, () => db.execute(sql`DELETE FROM operator_audit WHERE seq >= 4`));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, rows: 3n, brokenAt: 4n, problem: expect.stringMatching(/ends at row 3 but its head says row 5/) });
  });

  it('rolls the audit row back with the change it records', async () => {
    const db = database.database.db;
    await appendRows(1);
    await expect(
      db.transaction(async (tx) => {
        await appendAudit(tx, entry(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditHead(db)).toMatchObject({ seq: 1n });
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('keeps one unbroken chain under 20 parallel appends', async () => {
    const db = database.database.db;
    await Promise.all(Array.from({ length: 20 }, (_, i) => db.transaction((tx) => appendAudit(tx, entry(i + 1)))));
    const check = await verifyAuditChain(db);
    expect(check).toMatchObject({ ok: true, rows: 20n });
    const reasons = await rows<{ reason: string }>(db, sql`SELECT reason FROM operator_audit ORDER BY reason`);
    expect(new Set(reasons.map((r) => r.reason)).size).toBe(20);
  });
});
