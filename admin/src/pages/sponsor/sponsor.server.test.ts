// The dashboard's sponsor card against the real server in process, on an in-process localnet
// whose genesis funds the dev sponsor: the figures the card reads (the node's balance and coins,
// the database's spend, count and outcomes after a real sponsored bind) through the console's
// data provider, the honest states (no node, no sponsor key), and its steering as the card sends
// it: a pause by one operator (a viewer refused), the resume proposed by one and approved by
// another, a budget from the card's form approved and then kept to by the server. Each step is
// checked where a newcomer meets it (a free bind refused or issued) and in the audit log.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import type { BaseRecord } from '@refinedev/core';
import { fromBase64 } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AdminAuditRow, Dashboard, Proposal, SponsorStatus } from '../../../../contract/admin.ts';
import type { ErrorBody, Page, SponsoredBind } from '../../../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../../../localnet/node.ts';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS } from '../../../../localnet/packages/finance/dev-keys.ts';
import { fund, setAddressBalance } from '../../../../localnet/testing.ts';
import { DEFAULT_SPONSOR_BUDGET, type ServerConfig } from '../../../../server/config.ts';
import { rows, sql } from '../../../../server/db/client.ts';
import { NO_NODE_URL, type TestAdmin, addAdmin } from '../../../../server/test/admin.ts';
import { testConfig } from '../../../../server/test/config.ts';
import { type TestServer, createTestServer, fileDatabase } from '../../../../server/test/server.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider, SINGLETON_ID } from '../../api/data-provider.ts';
import { auditPageQuery, checkAuditFilters } from '../audit/audit-query.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { proposalChangeLines } from '../proposals/proposal-summary.ts';
import { openSponsorProposals, type SponsorAction, sponsorActionRequest } from './sponsor-actions.ts';
import { sponsorBudgetFormValues, toSponsorBudgetProposal } from './sponsor-budget-proposal.ts';
import { budgetWarning, coinsToSweep, runwayIsShort, runwayText, sponsorRunway, sponsorState } from './sponsor-figures.ts';

const SUI = 1_000_000_000n;

let net: Localnet;
let chain: SuiGrpcClient;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  chain = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});
afterAll(() => net?.close());

const database = fileDatabase();

/** A server on this file's database and the localnet (or `overrides`), closed when the test ends. */
async function serverWith(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await createTestServer({ suiNodeUrl: net.url, ...overrides }, database);
  onTestFinished(() => server.close());
  return server;
}

/** A console tab of a person with `role`: the data provider over the admin client, sending to the server in process. */
async function consoleAs(server: TestServer, role: 'viewer' | 'operator' | 'approver') {
  const admin: TestAdmin = await addAdmin(server, role);
  const client = createAdminClient({ token: () => admin.token, fetchImpl: async (input, init) => server.app.request(String(input), init) });
  const data = createDataProvider(client);
  const post = async <T extends BaseRecord>(url: string, payload: unknown) => (await data.custom!<T>({ url, method: 'post', payload: payload as Record<string, unknown> })).data;
  return {
    admin,
    async dashboard(): Promise<Dashboard> {
      return (await data.getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID })).data;
    },
    /** The sponsor as the dashboard's card reads it. */
    async sponsor(): Promise<SponsorStatus> {
      return (await data.getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID })).data.sponsor;
    },
    /** A reason-dialog action, as the card posts it. */
    act: <T extends BaseRecord>(action: SponsorAction, reason: string) => {
      const { url, values } = sponsorActionRequest(action, reason);
      return post<T>(url, values);
    },
    propose: (body: unknown) => post<Proposal>('/proposals', body),
    approve: (proposal: Proposal, reason: string) => post<Proposal>(`/proposals/${proposal.id}/approve`, { payloadHash: proposal.payloadHash, reason }),
    async openProposals(): Promise<Proposal[]> {
      return (await data.getList<Proposal>({ resource: 'proposals', filters: [{ field: 'status', operator: 'eq', value: 'open' }] })).data;
    },
    /** The audit table's rows for these filters, as the audit screen asks for them. */
    async audit(filters: { action?: string; subject?: string }): Promise<AdminAuditRow[]> {
      const check = checkAuditFilters(filters);
      if (!check.ok) throw new Error(`filters refused: ${JSON.stringify(check.errors)}`);
      return (await data.custom!<Page<AdminAuditRow>>({ url: '/audit', method: 'get', query: auditPageQuery(check.filters, undefined) })).data.items;
    },
  };
}

const refusal = (error: unknown) => error as { statusCode: number; code: string };
const failure = (promise: Promise<unknown>) => promise.then(() => 'it was accepted', (error: unknown) => refusal(error));

/** A newcomer (no SUI) asks for a free bind: the server's answer. */
async function askFreeBind(server: TestServer) {
  const user = await server.signIn();
  const res = await server.request('POST', '/api/sponsor/bind', { token: user.token, body: { inviter: DEV_ROOT_ADDRESS } });
  return { user, res };
}

const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;

/** A newcomer binds free, the sponsor paying: the gas it used, as the server recorded it. */
async function sponsoredBind(server: TestServer): Promise<{ address: string; gasUsed: bigint }> {
  const { user, res } = await askFreeBind(server);
  expect(res.status, await res.clone().text()).toBe(201);
  const bind = (await res.json()) as SponsoredBind;
  const { signature } = await user.keypair.signTransaction(fromBase64(bind.txBytes));
  const done = await server.request('POST', '/api/sponsor/execute', { token: user.token, body: { txBytes: bind.txBytes, signature } });
  expect(done.status, await done.clone().text()).toBe(200);
  const [row] = await rows<{ status: string; gas_used: string }>(server.ctx.db, sql`SELECT status, gas_used::text AS gas_used FROM sponsored_transactions WHERE digest = ${bind.digest}`);
  expect(row?.status).toBe('executed');
  return { address: user.address, gasUsed: BigInt(row!.gas_used) };
}

describe("the dashboard's sponsor figures", () => {
  it("are the node's balance and coins and the database's spend, count and outcomes after a real sponsored bind", async () => {
    const server = await serverWith();
    await setAddressBalance(net.url, DEV_SPONSOR_ADDRESS, 7n * SUI + SUI / 4n);
    // A wallet sends coins: they wait to be swept into the address balance that pays gas.
    await fund(net.url, DEV_SPONSOR_ADDRESS);
    const { address, gasUsed } = await sponsoredBind(server);
    const { balance: onChain } = await chain.core.getBalance({ owner: DEV_SPONSOR_ADDRESS });
    expect(BigInt(onChain.addressBalance)).toBe(7n * SUI + SUI / 4n - gasUsed);
    expect(BigInt(onChain.coinBalance)).toBeGreaterThan(0n);

    const viewer = await consoleAs(server, 'viewer');
    const sponsor = await viewer.sponsor();
    expect(sponsor).toEqual({
      address: DEV_SPONSOR_ADDRESS,
      balance: (7n * SUI + SUI / 4n - gasUsed).toString(),
      coinBalance: onChain.coinBalance,
      spent24h: gasUsed.toString(),
      count24h: 1,
      dailyBudget: DEFAULT_SPONSOR_BUDGET.dailyBudget.toString(),
      dailyCount: DEFAULT_SPONSOR_BUDGET.dailyCount,
      maxGasBudget: DEFAULT_SPONSOR_BUDGET.maxGasBudget.toString(),
      paused: { paused: false, reason: null, by: null, at: null },
      outcomes: { executed: 1, failed: 0, submitted: 0 },
    });
    // What the card makes of them: running, lasting thousands of days at one bind a day, coins to sweep, room in the budget.
    expect(sponsorState(sponsor)).toBe('running');
    const runway = sponsorRunway(sponsor);
    expect(runway).toMatchObject({ kind: 'lasts', tenthsOfDays: ((7n * SUI + SUI / 4n - gasUsed) * 10n) / gasUsed });
    expect(runwayText(runway)).toMatch(/^about \d{1,3}(,\d{3})* days$/);
    expect(runwayIsShort(runway)).toBe(false);
    expect(coinsToSweep(sponsor)).toBe(onChain.coinBalance);
    expect(budgetWarning(sponsor)).toBeNull();

    // The sponsor's own route answers the same.
    const alone = await server.request('GET', '/api/admin/sponsor', { token: viewer.admin.token });
    expect(await alone.json()).toEqual(sponsor);

    // The audit log has the transaction: signed by the sponsor, then settled, newest first.
    const trail = await viewer.audit({ subject: `address:${address}` });
    expect(trail.map((r) => [r.action, r.operator])).toEqual([
      ['sponsor_settle', 'sponsor'],
      ['sponsor_sign', 'sponsor'],
    ]);
    expect(trail[0]!.after).toMatchObject({ status: 'executed', gasUsed: gasUsed.toString() });
  });

  it('say "unknown" when the node cannot be read, and "no sponsor" without a sponsor key, never 0', async () => {
    const offline = await serverWith({ suiNodeUrl: NO_NODE_URL });
    const unread = await (await consoleAs(offline, 'viewer')).sponsor();
    expect(unread).toMatchObject({ address: DEV_SPONSOR_ADDRESS, balance: null, coinBalance: null, spent24h: '0', count24h: 0 });
    expect(runwayText(sponsorRunway(unread))).toBe('unknown');
    expect(coinsToSweep(unread)).toBeNull();

    const keyless = await serverWith({ sponsor: { ...testConfig().sponsor, secretKeyHex: null } });
    const none = await (await consoleAs(keyless, 'viewer')).sponsor();
    expect(none).toMatchObject({ address: null, balance: null, coinBalance: null });
    expect(sponsorState(none)).toBe('none');
    expect(runwayText(sponsorRunway(none))).toBe('no sponsor');
  });
});

describe("the sponsor card's steering", () => {
  it('pauses by one operator with a reason: a viewer is refused, a second pause too, and newcomers get no free bind', async () => {
    const server = await serverWith();
    const viewer = await consoleAs(server, 'viewer');
    const operator = await consoleAs(server, 'operator');

    expect(await failure(viewer.act({ kind: 'pause' }, 'viewer tries'))).toMatchObject({ statusCode: 403 });
    expect(await failure(viewer.act({ kind: 'propose_resume' }, 'viewer tries'))).toMatchObject({ statusCode: 403 });
    expect((await viewer.sponsor()).paused.paused).toBe(false);
    // A reason the contract refuses is not sent.
    expect(await failure(operator.act({ kind: 'pause' }, 'no'))).toMatchObject({ statusCode: 400, code: 'bad_request' });

    const answer = await operator.act<{ paused: SponsorStatus['paused'] }>({ kind: 'pause' }, 'drained by a bot');
    expect(answer.paused).toMatchObject({ paused: true, reason: 'drained by a bot', by: operator.admin.address, at: expect.any(String) });
    expect((await viewer.sponsor()).paused).toEqual(answer.paused);
    expect(sponsorState(await viewer.sponsor())).toBe('paused');
    expect(await failure(operator.act({ kind: 'pause' }, 'pause again'))).toMatchObject({ statusCode: 409, code: 'invalid_change' });

    const { res } = await askFreeBind(server);
    expect([res.status, await codeOf(res)]).toEqual([503, 'sponsor_paused']);

    const [row, ...more] = await viewer.audit({ action: 'sponsor_pause' });
    expect(more).toEqual([]);
    expect(row).toMatchObject({ operator: operator.admin.address, subject: 'sponsor', reason: 'drained by a bot', before: { paused: false }, after: { paused: true, reason: 'drained by a bot' } });
    expect(changedFields(row!.before, row!.after)).toEqual(['at', 'by', 'paused', 'reason']);
  });

  it('resumes only by a proposal one person makes and another approves', async () => {
    const server = await serverWith();
    const operator = await consoleAs(server, 'operator');
    const approver = await consoleAs(server, 'approver');
    expect(await failure(operator.act({ kind: 'propose_resume' }, 'nothing paused'))).toMatchObject({ statusCode: 409, code: 'invalid_change' });

    await operator.act({ kind: 'pause' }, 'drained by a bot');
    const proposal = await operator.act<Proposal>({ kind: 'propose_resume' }, 'bot blocked upstream');
    expect(proposal).toMatchObject({ kind: 'resume_sponsor', status: 'open', payload: {}, before: { paused: true, reason: 'drained by a bot', by: operator.admin.address } });
    expect(openSponsorProposals(await operator.openProposals())).toEqual({ resume: proposal.id, budget: undefined });
    const [line] = proposalChangeLines(proposal)!;
    expect(line).toMatchObject({ what: 'Free binds', proposed: 'sponsored again (the pause lifted)' });
    expect(line!.now).toMatch(/^paused since .+: drained by a bot$/);

    // The proposer, an operator, cannot approve it (approvers approve, never their own proposal).
    expect(await failure(operator.approve(proposal, 'my own'))).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect((await operator.sponsor()).paused.paused).toBe(true);

    expect(await approver.approve(proposal, 'checked the bot is gone')).toMatchObject({ status: 'executed', approvedBy: approver.admin.address });
    expect((await operator.sponsor()).paused).toEqual({ paused: false, reason: null, by: null, at: null });
    expect(openSponsorProposals(await operator.openProposals()).resume).toBeUndefined();
    const { res } = await askFreeBind(server);
    expect(res.status).toBe(201);

    const [row] = await approver.audit({ action: 'sponsor_resume' });
    expect(row).toMatchObject({ operator: approver.admin.address, subject: 'sponsor', reason: 'checked the bot is gone', before: { paused: true }, after: { paused: false } });
  });

  it("sets a budget from the card's form, approved by another: the dashboard shows it, the server keeps to it, and it goes back to the default", async () => {
    const server = await serverWith();
    const operator = await consoleAs(server, 'operator');
    const approver = await consoleAs(server, 'approver');
    await sponsoredBind(server);

    const values = sponsorBudgetFormValues();
    values.dailyBudget = { choice: 'set', amount: '20.000000005' };
    values.dailyCount = { choice: 'set', count: '1' };
    values.reason = 'quiet week';
    const draft = toSponsorBudgetProposal(await operator.sponsor(), values);
    if (!draft.ok) throw new Error(`the form refused: ${JSON.stringify(draft.errors)}`);
    const proposal = await operator.propose(draft.body);
    expect(proposal).toMatchObject({ kind: 'sponsor_budget', status: 'open', payload: { dailyBudget: '20000000005', dailyCount: 1 } });
    expect(openSponsorProposals(await operator.openProposals()).budget).toBe(proposal.id);
    expect(proposalChangeLines(proposal)).toEqual([
      { what: 'Daily gas budget', now: "50 SUI (the server's default)", proposed: '20.000000005 SUI', changed: true },
      { what: 'Daily transaction count', now: "5,000 (the server's default)", proposed: '1', changed: true },
    ]);
    // Not in force until approved.
    expect((await operator.sponsor()).dailyCount).toBe(DEFAULT_SPONSOR_BUDGET.dailyCount);

    expect(await approver.approve(proposal, 'numbers checked')).toMatchObject({ status: 'executed' });
    const set = await operator.sponsor();
    expect(set).toMatchObject({ dailyBudget: '20000000005', dailyCount: 1, count24h: 1 });
    expect(budgetWarning(set)).toMatch(/^The budget of the last 24 hours is used up/);
    // The server keeps to it: one bind in the window already, a count of one.
    const { res } = await askFreeBind(server);
    expect([res.status, await codeOf(res)]).toEqual([429, 'sponsor_budget_spent']);

    const back = toSponsorBudgetProposal(set, { dailyBudget: { choice: 'default', amount: '' }, dailyCount: { choice: 'default', count: '' }, reason: 'week over' });
    if (!back.ok) throw new Error(`the form refused: ${JSON.stringify(back.errors)}`);
    const reset = await operator.propose(back.body);
    expect(reset.payload).toEqual({ dailyBudget: null, dailyCount: null });
    // Back to the default, with the default's value as the dashboard gives it.
    const { defaults } = await operator.dashboard();
    expect(proposalChangeLines(reset, defaults)).toEqual([
      { what: 'Daily gas budget', now: "20.000000005 SUI (an operator's setting)", proposed: "the server's default: 50 SUI", changed: true },
      { what: 'Daily transaction count', now: "1 (an operator's setting)", proposed: "the server's default: 5,000", changed: true },
    ]);
    await approver.approve(reset, 'back to normal');
    expect(await operator.sponsor()).toMatchObject({ dailyBudget: DEFAULT_SPONSOR_BUDGET.dailyBudget.toString(), dailyCount: DEFAULT_SPONSOR_BUDGET.dailyCount });
    expect((await askFreeBind(server)).res.status).toBe(201);

    const audit = await approver.audit({ action: 'sponsor_budget' });
    expect(audit.map((r) => [r.operator, r.reason, r.after])).toEqual([
      [approver.admin.address, 'back to normal', { overrides: { dailyBudget: null, dailyCount: null }, effective: { dailyBudget: DEFAULT_SPONSOR_BUDGET.dailyBudget.toString(), dailyCount: String(DEFAULT_SPONSOR_BUDGET.dailyCount) } }],
      [approver.admin.address, 'numbers checked', { overrides: { dailyBudget: '20000000005', dailyCount: '1' }, effective: { dailyBudget: '20000000005', dailyCount: '1' } }],
    ]);
  });
});
