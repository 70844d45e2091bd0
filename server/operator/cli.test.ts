// The operator's commands on a test server's database: what they print and their exit codes
// (0 done, 1 refused or a broken audit chain, 2 bad usage), the audit rows they leave.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase, rows, sql } from '../db/client.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { appendAudit, auditHead, readAudit } from './audit.ts';
import { type CommandIo, runOperatorCommand } from './cli.ts';
import { readWithdrawalControl } from './withdrawal-control.ts';

const database = fileDatabase();

async function command(s: TestServer, argv: string[]): Promise<{ code: number; out: string; err: string; opened: number }> {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const io: CommandIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    defaultOperator: 'root',
    env: {},
    open: () => {
      opened++;
      return Promise.resolve({ ctx: s.ctx, close: () => Promise.resolve() });
    },
  };
  const code = await runOperatorCommand(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}

describe('operator commands', () => {
  it('pause and resume: --by names the operator, the OS user by default; the audit row is printed', async () => {
    const s = await createTestServer({}, database);
    const paused = await command(s, ['pause', '--reason', 'incident 12', '--by', 'alice']);
    expect(paused).toMatchObject({ code: 0, err: '' });
    expect(paused.out).toMatch(/withdrawals are PAUSED since 2026-11-21T12:00:00.000Z by alice: incident 12/);
    expect(paused.out).toMatch(/audit row 1 \([0-9a-f]{64}\)/);
    const again = await command(s, ['pause', '--reason', 'incident 13']);
    expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/^refused \(already_paused\)/) });
    expect(await command(s, ['resume', '--reason', 'fixed'])).toMatchObject({ code: 0 });
    expect((await readAudit(s.ctx.db)).map((r) => [r.action, r.operator])).toEqual([['pause', 'alice'], ['resume', 'root']]);
  });

  it('bad usage exits 2 without opening the database; --help exits 0', async () => {
    const s = await createTestServer({}, database);
    expect(await command(s, ['pause'])).toMatchObject({ code: 2, opened: 0, err: expect.stringMatching(/--reason required/) });
    expect(await command(s, ['reject', '--reason', 'nope'])).toMatchObject({ code: 2, opened: 0, err: expect.stringMatching(/--id required/) });
    expect(await command(s, ['pause', '--reason', 'x', '--colour', 'red'])).toMatchObject({ code: 2, opened: 0 });
    expect(await command(s, ['launch'])).toMatchObject({ code: 2, err: expect.stringMatching(/unknown command launch/) });
    expect(await command(s, ['set-limits', '--reason', 'tighten'])).toMatchObject({ code: 2, err: expect.stringMatching(/name at least one limit/) });
    expect(await command(s, ['set-limits', '--reason', 'tighten', '--max-per-voucher', '10 SUI'])).toMatchObject({ code: 2, err: expect.stringMatching(/whole number of SUI base units/) });
    const help = await command(s, ['reject', '--help']);
    expect(help).toMatchObject({ code: 0, opened: 0 });
    expect(help.out).toMatch(/^npm run server:reject -- --id ID --reason "why" \[--by NAME\]\n {2}Declines a withdrawal/);
    expect((await auditHead(s.ctx.db)).seq).toBe(0n);
  });

  it('a bad reason is refused by the function (exit 1), nothing changes', async () => {
    const s = await createTestServer({}, database);
    expect(await command(s, ['pause', '--reason', 'no'])).toMatchObject({ code: 1, err: 'refused (invalid_input): reason: a reason is at least 3 characters' });
    expect((await readWithdrawalControl(s.ctx.db, s.ctx.config.withdrawals)).paused).toBe(false);
  });

  it('set-limits in base units, "default" resets; review-queue and reject', async () => {
    const s = await createTestServer({}, database);
    const set = await command(s, ['set-limits', '--reason', 'tighten', '--max-per-voucher', '5000000000000', '--review-threshold', '1']);
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/max-per-voucher: 5,000 SUI \(5000000000000 base units\)\n/);
    expect(set.out).toMatch(/user-daily-limit: 20,000 SUI \(20000000000000 base units\) \(default\)/);
    expect(set.out).toMatch(/review-threshold: 0.000000001 SUI \(1 base units\)\n/);
    expect((await command(s, ['set-limits', '--reason', 'undo', '--max-per-voucher', 'default'])).out).toMatch(/max-per-voucher: 10,000 SUI .*\(default\)/);

    expect(await command(s, ['review-queue'])).toMatchObject({ code: 0, out: 'no withdrawal is waiting for review' });
    const address = `0x${'ab'.repeat(32)}`;
    await s.ctx.db.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
      VALUES (${address}, '1500000000000', NULL, ${s.ctx.config.liquiditySwapId}, NULL, 'review', '2026-11-21T11:00:00Z')`);
    const queue = await command(s, ['review-queue']);
    const id = queue.out.split('\t')[0]!;
    expect(queue.out).toBe(`${id}\t2026-11-21T11:00:00.000Z\t${address}\t1,500 SUI (1500000000000 base units)`);
    const rejected = await command(s, ['reject', '--id', id, '--reason', 'Please verify your account first', '--by', 'carol']);
    expect(rejected).toMatchObject({ code: 0 });
    expect(rejected.out).toMatch(/the owner reads: "Please verify your account first"/);
    expect(await command(s, ['reject', '--id', id, '--reason', 'again'])).toMatchObject({ code: 1, err: expect.stringMatching(/not_in_review/) });
  });

  it('audit-verify: exit 0 on a sound chain, 1 naming the first broken row, 1 when the kept head does not match', async () => {
    const s = await createTestServer({}, database);
    await command(s, ['pause', '--reason', 'one']);
    await command(s, ['resume', '--reason', 'two']);
    await command(s, ['pause', '--reason', 'three']);
    const head = await auditHead(s.ctx.db);
    const ok = await command(s, ['audit-verify', '--head', `${head.seq}:${head.hash}`]);
    expect(ok).toMatchObject({ code: 0, out: `the audit chain verifies: 3 rows, head 3:${head.hash}; row 3 matches the head you kept` });
    expect(await command(s, ['audit-verify', '--head', `2:${head.hash}`])).toMatchObject({ code: 1, err: expect.stringMatching(/row 2 has hash [0-9a-f]{64}, not the .* you kept/) });
    expect(await command(s, ['audit-verify', '--head', `9:${head.hash}`])).toMatchObject({ code: 1, err: expect.stringMatching(/row 9 is not there/) });
    expect(await command(s, ['audit-verify', '--head', 'latest'])).toMatchObject({ code: 2 });

    await s.ctx.db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_append_only`);
    try {
      await s.ctx.db.execute(sql`UPDATE operator_audit SET reason = 'nothing to see' WHERE seq = 2`);
    } finally {
      await s.ctx.db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_append_only`);
    }
    expect(await command(s, ['audit-verify'])).toEqual({
      code: 1, out: '', opened: 1,
      err: 'the audit chain is BROKEN at row 2: row 2 was changed after it was written (its hash does not match its contents) (rows 1 to 1 verify)',
    });
  });

  it('as a process (what npm run server:audit-verify runs): exit 0, then 1 naming the broken row', async () => {
    // PGlite serves one process: the command gets a data folder of its own, closed here first.
    // On PostgreSQL it works in this file's schema.
    const folder = database.config.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'suil-audit-'));
    const env: NodeJS.ProcessEnv = { ...process.env, INDEXER: 'off', CLOCK: 'wall' };
    if (folder) {
      delete env.DATABASE_URL;
      env.SERVER_DATA_DIR = folder;
    } else {
      env.DATABASE_SCHEMA = database.config.databaseSchema!;
    }
    const withDb = async (change: (db: Db) => Promise<unknown>) => {
      if (!folder) return change(database.database.db);
      const opened = await openDatabase({ databaseUrl: null, dataDir: folder, databaseSchema: null });
      try {
        return await change(opened.db);
      } finally {
        await opened.close();
      }
    };
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile('node_modules/.bin/tsx', ['server/operator/cli.ts', ...args], { env }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    try {
      await withDb(async (db) => {
        for (const reason of ['first', 'second']) {
          await db.transaction((tx) => appendAudit(tx, { operator: 'alice', action: 'pause', subject: 'withdrawals', before: null, after: null, reason, at: Date.parse('2026-11-26T00:00:00Z') }));
        }
      });
      expect(await run(['audit-verify'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^the audit chain verifies: 2 rows, head 2:[0-9a-f]{64}\n$/) });
      await withDb(async (db) => {
        await db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_append_only`);
        await db.execute(sql`DELETE FROM operator_audit WHERE seq = 2`);
        await db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_append_only`);
      });
      expect(await run(['audit-verify'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/the audit chain is BROKEN at row 2: the chain ends at row 1 but its head says row 2/) });
    } finally {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('admin-allow: adds an address with a role, changes it, takes it off with none (never the last approver); one set_allowlist audit row each', async () => {
    const s = await createTestServer({}, database);
    const address = `0x${'AB'.repeat(32)}`;
    const lower = address.toLowerCase();
    const added = await command(s, ['admin-allow', address, 'operator', '--reason', 'first console operator', '--operator', 'alice']);
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(new RegExp(`^${lower}: not on the allowlist -> operator\naudit row 1 \\([0-9a-f]{64}\\)$`));
    expect(await rows(s.ctx.db, sql`SELECT address, role, added_by FROM admin_allowlist`)).toEqual([{ address: lower, role: 'operator', added_by: 'alice' }]);
    expect(await command(s, ['admin-allow', lower, 'approver', '--reason', 'second person', '--by', 'bob'])).toMatchObject({ code: 0 });
    // The only approver cannot be taken off: two-person control would have no second person.
    expect(await command(s, ['admin-allow', lower, 'none', '--reason', 'left the team'])).toMatchObject({ code: 1, err: expect.stringMatching(/at least one approver must remain/) });
    const other = `0x${'cd'.repeat(32)}`;
    expect(await command(s, ['admin-allow', other, 'approver', '--reason', 'takes over', '--by', 'bob'])).toMatchObject({ code: 0 });
    expect(await command(s, ['admin-allow', lower, 'none', '--reason', 'left the team'])).toMatchObject({ code: 0 });
    expect(await rows(s.ctx.db, sql`SELECT address FROM admin_allowlist`)).toEqual([{ address: other }]);
    expect((await readAudit(s.ctx.db)).map((r) => [r.operator, r.action, r.subject, r.before, r.after, r.reason])).toEqual([
      ['alice', 'set_allowlist', `allowlist:${lower}`, { address: lower, role: null }, { address: lower, role: 'operator' }, 'first console operator'],
      ['bob', 'set_allowlist', `allowlist:${lower}`, { address: lower, role: 'operator' }, { address: lower, role: 'approver' }, 'second person'],
      ['bob', 'set_allowlist', `allowlist:${other}`, { address: other, role: null }, { address: other, role: 'approver' }, 'takes over'],
      ['root', 'set_allowlist', `allowlist:${lower}`, { address: lower, role: 'approver' }, { address: lower, role: null }, 'left the team'],
    ]);
  });

  it('admin-allow refuses bad usage (exit 2), a change that changes nothing and a bad address (exit 1); nothing is written', async () => {
    const s = await createTestServer({}, database);
    const address = `0x${'cd'.repeat(32)}`;
    expect(await command(s, ['admin-allow', address, 'operator'])).toMatchObject({ code: 2, opened: 0, err: expect.stringMatching(/--reason required/) });
    expect(await command(s, ['admin-allow', address, '--reason', 'no role'])).toMatchObject({ code: 2, opened: 0, err: expect.stringMatching(/give the address and the role/) });
    expect(await command(s, ['admin-allow', address, 'admin', '--reason', 'bad role'])).toMatchObject({ code: 2, err: expect.stringMatching(/the role is viewer, operator, approver or none, got admin/) });
    expect(await command(s, ['pause', 'now', '--reason', 'stray word'])).toMatchObject({ code: 2, opened: 0, err: expect.stringMatching(/unexpected argument now/) });
    expect(await command(s, ['admin-allow', address, 'none', '--reason', 'not there'])).toMatchObject({ code: 1, err: expect.stringMatching(/^refused \(not_found\)/) });
    expect(await command(s, ['admin-allow', '0x2', 'viewer', '--reason', 'short address'])).toMatchObject({ code: 1, err: expect.stringMatching(/^refused \(invalid_input\): address/) });
    expect(await command(s, ['admin-allow', address, 'viewer', '--reason', 'no'])).toMatchObject({ code: 1, err: expect.stringMatching(/^refused \(invalid_input\): reason/) });
    expect(await command(s, ['admin-allow', address, 'viewer', '--reason', 'add a viewer'])).toMatchObject({ code: 0 });
    expect(await command(s, ['admin-allow', address, 'viewer', '--reason', 'again'])).toMatchObject({ code: 1, err: expect.stringMatching(/already on the console allowlist as viewer/) });
    expect((await readAudit(s.ctx.db)).length).toBe(1);
  });
});
