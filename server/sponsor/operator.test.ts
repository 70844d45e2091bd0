// The operator's side of the sponsor: the console pauses it (one person) and resumes it or sets
// a new budget only through a proposal two people agree on; the commands do the same on the
// server; the dashboard and `sponsor-status` read its balance from the chain; `sponsor-sweep`
// moves coins a wallet sent into the address balance that pays the gas.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_SPONSOR_ADDRESS } from '../../localnet/packages/finance/dev-keys.ts';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { DEFAULT_SPONSOR_BUDGET } from '../config.ts';
import { type CommandIo, runOperatorCommand } from '../operator/cli.ts';
import { verifyAuditChain } from '../operator/audit.ts';
import { type TestAdmin, addAdmin, approve, auditRows, call, proposeOk } from '../test/admin.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { readSponsorControl } from './control.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let net: Localnet;
let client: SuiGrpcClient;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});
afterAll(() => net?.close());

const database = fileDatabase();

async function command(s: TestServer, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    defaultOperator: 'root',
    env: {},
    open: () => Promise.resolve({ ctx: s.ctx, close: () => Promise.resolve() }),
  };
  return { code: await runOperatorCommand(argv, io), out: out.join('\n'), err: err.join('\n') };
}

const sponsorBalance = async () => (await client.core.getBalance({ owner: DEV_SPONSOR_ADDRESS })).balance;

describe('the console', () => {
  let server: TestServer;
  let viewer: TestAdmin;
  let operator: TestAdmin;
  let approver: TestAdmin;
  const setUp = async () => {
    server = await createTestServer({ suiNodeUrl: net.url }, database);
    [viewer, operator, approver] = [await addAdmin(server, 'viewer'), await addAdmin(server, 'operator'), await addAdmin(server, 'approver')];
  };

  it('the dashboard shows the sponsor: its address, the balance read from the chain, the budget and the pause', async () => {
    await setUp();
    const { status, body } = await call(server, viewer, 'GET', '/dashboard');
    expect(status).toBe(200);
    expect(body.sponsor).toMatchObject({
      address: DEV_SPONSOR_ADDRESS,
      balance: (await sponsorBalance()).addressBalance,
      spent24h: '0',
      count24h: 0,
      dailyBudget: DEFAULT_SPONSOR_BUDGET.dailyBudget.toString(),
      dailyCount: DEFAULT_SPONSOR_BUDGET.dailyCount,
      maxGasBudget: DEFAULT_SPONSOR_BUDGET.maxGasBudget.toString(),
      paused: { paused: false, reason: null, by: null, at: null },
      outcomes: { executed: 0, failed: 0, submitted: 0 },
    });
    expect((await call(server, viewer, 'GET', '/sponsor')).body).toEqual(body.sponsor);
    // No sponsor key: an honest null, not a zero balance.
    const keyless = await createTestServer({ suiNodeUrl: net.url, sponsor: { ...server.ctx.config.sponsor, secretKeyHex: null } }, database);
    expect((await call(keyless, await addAdmin(keyless, 'viewer'), 'GET', '/sponsor')).body).toMatchObject({ address: null, balance: null });
  });

  it('one operator pauses it (a viewer may not); resuming and a new budget take a proposal approved by another', async () => {
    await setUp();
    expect((await call(server, viewer, 'POST', '/sponsor/pause', { reason: 'gas spike' })).status).toBe(403);
    const paused = await call(server, operator, 'POST', '/sponsor/pause', { reason: 'gas spike' });
    expect(paused).toMatchObject({ status: 200, body: { paused: { paused: true, reason: 'gas spike', by: operator.address } } });
    expect((await call(server, operator, 'POST', '/sponsor/pause', { reason: 'again' })).status).toBe(409);
    // There is no route that resumes it.
    expect((await call(server, approver, 'POST', '/sponsor/resume', { reason: 'over' })).status).toBe(404);

    const resume = await proposeOk(server, operator, 'resume_sponsor', {}, 'the spike is over');
    expect(resume.before).toMatchObject({ paused: true, reason: 'gas spike' });
    expect((await approve(server, operator, resume.id, resume.payloadHash)).status).toBe(403);
    expect((await approve(server, approver, resume.id, resume.payloadHash)).status).toBe(200);
    expect((await readSponsorControl(server.ctx.db, server.ctx.config)).paused).toBe(false);
    const refused = await call(server, operator, 'POST', '/proposals', { kind: 'resume_sponsor', payload: {}, reason: 'resume again' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_change']);

    const budget = await proposeOk(server, operator, 'sponsor_budget', { dailyBudget: '2000000000', dailyCount: 50 }, 'a quieter week');
    expect((await approve(server, approver, budget.id, budget.payloadHash)).status).toBe(200);
    expect((await call(server, viewer, 'GET', '/sponsor')).body).toMatchObject({ dailyBudget: '2000000000', dailyCount: 50 });
    const reset = await proposeOk(server, operator, 'sponsor_budget', { dailyCount: null }, 'back to the default count');
    expect((await approve(server, approver, reset.id, reset.payloadHash)).status).toBe(200);
    expect((await call(server, viewer, 'GET', '/sponsor')).body).toMatchObject({ dailyBudget: '2000000000', dailyCount: DEFAULT_SPONSOR_BUDGET.dailyCount });
    const empty = await call(server, operator, 'POST', '/proposals', { kind: 'sponsor_budget', payload: {}, reason: 'nothing' });
    expect([empty.status, empty.body.error.code]).toEqual([409, 'invalid_change']);
    const zero = await call(server, operator, 'POST', '/proposals', { kind: 'sponsor_budget', payload: { dailyBudget: '0' }, reason: 'stop it' });
    expect(zero.status).toBe(400);

    expect((await auditRows(server.ctx.db, 'sponsor_pause')).map((r) => r.operator)).toEqual([operator.address]);
    expect((await auditRows(server.ctx.db, 'sponsor_resume')).map((r) => r.operator)).toEqual([approver.address]);
    expect(await auditRows(server.ctx.db, 'sponsor_budget')).toHaveLength(2);
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);
  });
});

describe('the commands', () => {
  it('sponsor-pause, sponsor-resume and sponsor-budget ("default" resets), each on the record', async () => {
    const s = await createTestServer({ suiNodeUrl: net.url }, database);
    const paused = await command(s, ['sponsor-pause', '--reason', 'incident 7', '--by', 'alice']);
    expect(paused).toMatchObject({ code: 0, err: '' });
    expect(paused.out).toMatch(/the sponsor is PAUSED since .* by alice: incident 7/);
    expect(await command(s, ['sponsor-pause', '--reason', 'incident 8'])).toMatchObject({ code: 1, err: expect.stringMatching(/^refused \(already_paused\)/) });
    expect(await command(s, ['sponsor-resume', '--reason', 'fixed'])).toMatchObject({ code: 0, out: expect.stringMatching(/the sponsor is running/) });

    const set = await command(s, ['sponsor-budget', '--daily-budget', '3000000000', '--daily-count', '10', '--reason', 'tight week']);
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/daily-budget: 3 SUI \(3000000000 base units\)\n {2}daily-count: 10$/m);
    expect((await command(s, ['sponsor-budget', '--daily-budget', 'default', '--reason', 'back to normal'])).out).toMatch(/daily-budget: 50 SUI .*\(default\)/);
    expect(await command(s, ['sponsor-budget', '--reason', 'nothing named'])).toMatchObject({ code: 2 });
    expect(await command(s, ['sponsor-budget', '--daily-count', '0', '--reason', 'zero'])).toMatchObject({ code: 2 });
    expect((await auditRows(s.ctx.db, 'sponsor_budget')).map((r) => r.operator)).toEqual(['root', 'root']);
  });

  it('sponsor-status reads the chain; sponsor-sweep moves coins a wallet sent into the address balance', async () => {
    const s = await createTestServer({ suiNodeUrl: net.url }, database);
    const before = await sponsorBalance();
    // A wallet sends the sponsor SUI as coins: the faucet does exactly that.
    const funded = await fetch(`${net.url}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: DEV_SPONSOR_ADDRESS }) });
    expect(funded.status).toBe(200);
    const sent = BigInt((await sponsorBalance()).coinBalance) - BigInt(before.coinBalance);
    expect(sent).toBeGreaterThan(0n);

    const status = await command(s, ['sponsor-status']);
    expect(status.code).toBe(0);
    expect(status.out).toContain(`sponsor ${DEV_SPONSOR_ADDRESS}`);
    expect(status.out).toMatch(/holds as coins \(npm run server:sponsor-sweep moves them\): [\d,.]+ SUI/);

    const swept = await command(s, ['sponsor-sweep']);
    expect(swept).toMatchObject({ code: 0, err: '' });
    const after = await sponsorBalance();
    const moved = BigInt(after.addressBalance) - BigInt(before.addressBalance);
    expect(swept.out).toContain(`(${moved} base units) into the address balance of ${DEV_SPONSOR_ADDRESS}`);
    // Everything but the sweep's own gas budget moved; what it did not use (with the rebates of the
    // coins merged into the gas coin) stays a coin.
    expect(moved).toBe(BigInt(before.coinBalance) + sent - 10_000_000n);
    expect(BigInt(after.coinBalance)).toBeLessThan(20_000_000n);
    expect((await command(s, ['sponsor-sweep'])).out).toMatch(/holds no coins worth moving/);
  });
});
