// The withdrawals screen's requests (withdrawal-actions.ts) through the console's data provider
// against the real server in process (its own in-memory database, no node): each tab's list and
// its cursor paging, reject, pause, and the two proposals (approve a withdrawal, resume), with
// the refusals the screen shows.
import type { BaseRecord } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWithdrawal, Dashboard, Proposal, VoucherAnomaly } from '../../../../contract/admin.ts';
import type { Page } from '../../../../contract/api.ts';
import { firstRow, sql } from '../../../../server/db/client.ts';
import { addAdmin, approve, NO_NODE_URL, randomAddress, withdrawalInReview } from '../../../../server/test/admin.ts';
import { type TestServer, createTestServer } from '../../../../server/test/server.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider, SINGLETON_ID } from '../../api/data-provider.ts';
import {
  actionRequest,
  type CursorTrail,
  currentCursor,
  FIRST_PAGE,
  olderPage,
  openApprovalProposals,
  openResumeProposal,
  tabRequest,
  type WithdrawalAction,
  type WithdrawalTab,
} from './withdrawal-actions.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
});

afterAll(async () => {
  await server?.close();
});

/** A console tab of a person with `role`: the data provider over the admin client, sending to the server in process. */
async function consoleAs(role: 'viewer' | 'operator' | 'approver') {
  const admin = await addAdmin(server, role);
  const client = createAdminClient({ token: () => admin.token, fetchImpl: async (input, init) => server.app.request(String(input), init) });
  const data = createDataProvider(client);
  return {
    admin,
    data,
    /** One page of a tab, as the screen asks for it. */
    async page<T>(tab: WithdrawalTab, trail: CursorTrail = FIRST_PAGE): Promise<Page<T>> {
      const { url, query } = tabRequest(tab, currentCursor(trail));
      return (await data.custom!<Page<T>>({ url, method: 'get', query })).data;
    },
    /** An action with its reason, as the screen posts it. */
    async act<T extends BaseRecord = BaseRecord>(action: WithdrawalAction, reason: string): Promise<T> {
      const { url, values } = actionRequest(action, reason);
      return (await data.custom!<T>({ url, method: 'post', payload: values })).data;
    },
    async pause(): Promise<Dashboard['paused']> {
      return (await data.getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID })).data.paused;
    },
    async openProposals(): Promise<Proposal[]> {
      return (await data.getList<Proposal>({ resource: 'proposals', filters: [{ field: 'status', operator: 'eq', value: 'open' }] })).data;
    },
  };
}

async function withdrawalOf(id: string, as: Awaited<ReturnType<typeof consoleAs>>, tab: WithdrawalTab): Promise<AdminWithdrawal | undefined> {
  let trail = FIRST_PAGE;
  for (;;) {
    const page = await as.page<AdminWithdrawal>(tab, trail);
    const found = page.items.find((w) => w.id === id);
    if (found || !page.nextCursor) return found;
    trail = olderPage(trail, page.nextCursor);
  }
}

describe('withdrawals screen against the server', () => {
  it('rejects a withdrawal in review: it leaves the review tab for the rejected one with reviewer and reason; a second reject is refused', async () => {
    const operator = await consoleAs('operator');
    const { id } = await withdrawalInReview(server.ctx.db, 2_500_000_000n);
    const inReview = await withdrawalOf(id, operator, 'review');
    expect(inReview).toMatchObject({ id, status: 'review', amount: '2500000000', reviewedBy: null });

    const rejected = await operator.act<AdminWithdrawal>({ kind: 'reject', withdrawal: inReview! }, 'address flagged by support');
    expect(rejected).toMatchObject({ id, status: 'rejected', reviewedBy: operator.admin.address, reviewReason: 'address flagged by support' });
    expect(await withdrawalOf(id, operator, 'review')).toBeUndefined();
    expect(await withdrawalOf(id, operator, 'rejected')).toMatchObject({ status: 'rejected', reviewedBy: operator.admin.address });

    const again = await operator.act({ kind: 'reject', withdrawal: inReview! }, 'second try').catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 409, code: 'not_in_review' });
  });

  it('refuses a viewer\'s reject and pause (403), and a reason the contract refuses before sending', async () => {
    const viewer = await consoleAs('viewer');
    const { id } = await withdrawalInReview(server.ctx.db);
    const withdrawal = (await withdrawalOf(id, viewer, 'review'))!;
    expect(await viewer.act({ kind: 'reject', withdrawal }, 'viewer tries').catch((e: unknown) => e)).toMatchObject({ statusCode: 403 });
    expect(await viewer.act({ kind: 'pause' }, 'viewer tries').catch((e: unknown) => e)).toMatchObject({ statusCode: 403 });

    const operator = await consoleAs('operator');
    expect(await operator.act({ kind: 'reject', withdrawal }, 'no').catch((e: unknown) => e)).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect((await withdrawalOf(id, operator, 'review'))?.status).toBe('review');
  });

  it('proposes approving a withdrawal in review: an open approve_withdrawal proposal the row then points to', async () => {
    const operator = await consoleAs('operator');
    const { id, address } = await withdrawalInReview(server.ctx.db, 70_000n);
    const withdrawal = (await withdrawalOf(id, operator, 'review'))!;
    const proposal = await operator.act<Proposal>({ kind: 'propose_approval', withdrawal }, 'owner verified by phone');
    expect(proposal).toMatchObject({ kind: 'approve_withdrawal', status: 'open', payload: { withdrawalId: id }, before: { id, address, amount: '70000', status: 'review' } });
    expect(openApprovalProposals(await operator.openProposals()).get(id)).toBe(proposal.id);

    // A withdrawal no longer in review cannot be proposed.
    await operator.act({ kind: 'reject', withdrawal }, 'changed our mind');
    expect(await operator.act({ kind: 'propose_approval', withdrawal }, 'try anyway').catch((e: unknown) => e)).toMatchObject({ statusCode: 409, code: 'invalid_change' });
  });

  it('pauses (one person), refuses a second pause, and resumes only by a proposal another approver approves', async () => {
    const operator = await consoleAs('operator');
    const approver = await consoleAs('approver');
    expect(await operator.act({ kind: 'propose_resume' }, 'nothing paused').catch((e: unknown) => e)).toMatchObject({ statusCode: 409, code: 'invalid_change' });

    const paused = await operator.act<{ paused: Dashboard['paused'] }>({ kind: 'pause' }, 'reserve below unpaid');
    expect(paused.paused).toMatchObject({ paused: true, reason: 'reserve below unpaid', by: operator.admin.address });
    expect(await operator.pause()).toMatchObject({ paused: true, reason: 'reserve below unpaid' });
    expect(await operator.act({ kind: 'pause' }, 'pause again').catch((e: unknown) => e)).toMatchObject({ statusCode: 409, code: 'invalid_change' });

    const resume = await operator.act<Proposal>({ kind: 'propose_resume' }, 'reserve topped up');
    expect(resume).toMatchObject({ kind: 'resume_withdrawals', status: 'open' });
    expect(openResumeProposal(await operator.openProposals())).toBe(resume.id);
    expect((await operator.pause()).paused).toBe(true);

    const approved = await approve(server, approver.admin, resume.id, resume.payloadHash, 'reserve checked');
    expect(approved.body).toMatchObject({ status: 'executed' });
    expect((await operator.pause()).paused).toBe(false);
    expect(openResumeProposal(await operator.openProposals())).toBeUndefined();
  });

  it('pages a tab with the server\'s cursor: newest first, no row twice, every row once, until nextCursor is null', async () => {
    const viewer = await consoleAs('viewer');
    const ours = new Set<string>();
    const nonceBase = 7_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
    for (let i = 0; i < 60; i++) {
      const row = await firstRow<{ id: string }>(
        server.ctx.db,
        sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at, paid_at, tx_digest)
            VALUES (${randomAddress()}, ${(1000 + i).toString()}, ${(nonceBase + i).toString()}, '0x1', ${'0'.repeat(128)}, 'paid',
                    '2026-11-21T11:00:00Z', '2026-11-21T11:30:00Z', ${`Digest${i}`}) RETURNING id::text AS id`,
      );
      ours.add(row!.id);
    }
    const seen: string[] = [];
    let trail = FIRST_PAGE;
    let pages = 0;
    for (;;) {
      const page = await viewer.page<AdminWithdrawal>('paid', trail);
      pages++;
      expect(page.items.every((w) => w.status === 'paid' && w.paidAt !== null)).toBe(true);
      seen.push(...page.items.map((w) => w.id));
      if (!page.nextCursor) break;
      trail = olderPage(trail, page.nextCursor);
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.map(BigInt)).toEqual([...seen.map(BigInt)].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    for (const id of ours) expect(seen).toContain(id);

    const anomalies = await viewer.page<VoucherAnomaly>('anomalies');
    expect(anomalies).toMatchObject({ items: expect.any(Array), nextCursor: null });
  });
});
