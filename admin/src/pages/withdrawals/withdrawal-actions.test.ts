import { describe, expect, it } from 'vitest';
import { type AdminWithdrawal, PauseSchema, type Proposal, ProposalCreateSchema, RejectSchema } from '../../../../contract/admin.ts';
import { WITHDRAWAL_STATUSES } from '../../../../contract/api.ts';
import { findAdminRoute } from '../../api/admin-routes.ts';
import {
  actionDoneMessage,
  actionRequest,
  currentCursor,
  FIRST_PAGE,
  newerPage,
  olderPage,
  openApprovalProposals,
  openResumeProposal,
  pageNumber,
  pauseAvailability,
  proposeApprovalAvailability,
  rejectAvailability,
  resumeAvailability,
  tabRequest,
  WITHDRAWAL_TABS,
  type WithdrawalAction,
} from './withdrawal-actions.ts';

const withdrawal = (status: AdminWithdrawal['status'], id = '7'): AdminWithdrawal => ({
  id,
  address: `0x${'ab'.repeat(32)}`,
  amount: '1500000000',
  status,
  nonce: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  txDigest: null,
  reviewedBy: null,
  reviewReason: null,
});

const proposal = (id: string, kind: Proposal['kind'], payload: unknown, status: Proposal['status'] = 'open'): Proposal => ({
  id,
  kind,
  payload,
  payloadHash: 'a'.repeat(64),
  reason: 'checked',
  status,
  proposedBy: `0x${'01'.repeat(32)}`,
  proposedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-21T10:00:00.000Z',
  before: null,
  approvedBy: null,
  executedAt: null,
  outcome: null,
});

const operator = { can: true };
const viewer = { can: false, reason: 'Needs the operator role (you are viewer).' };

describe('tabs and their requests', () => {
  it('puts the review queue first, every other status after it once, then anomalies', () => {
    expect(WITHDRAWAL_TABS[0]).toBe('review');
    expect(WITHDRAWAL_TABS.at(-1)).toBe('anomalies');
    expect([...WITHDRAWAL_TABS].slice(0, -1).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
  });

  it('asks for a status, or for the anomalies, with the cursor only past the first page; each is a route the console has', () => {
    expect(tabRequest('review')).toEqual({ url: '/withdrawals', query: { status: 'review' } });
    expect(tabRequest('paid', '41')).toEqual({ url: '/withdrawals', query: { status: 'paid', cursor: '41' } });
    expect(tabRequest('anomalies')).toEqual({ url: '/withdrawals/anomalies', query: { limit: '50' } });
    expect(tabRequest('anomalies', '9').query).toEqual({ limit: '50', cursor: '9' });
    for (const tab of WITHDRAWAL_TABS) expect(findAdminRoute('get', tabRequest(tab).url), tab).toBeDefined();
  });
});

describe('cursor paging', () => {
  it('goes older with the server\'s nextCursor, back newer, and stays on the last page when there is no next', () => {
    const second = olderPage(FIRST_PAGE, '51');
    expect([currentCursor(second), pageNumber(second)]).toEqual(['51', 2]);
    const third = olderPage(second, '12');
    expect([currentCursor(third), pageNumber(third)]).toEqual(['12', 3]);
    expect(olderPage(third, null)).toBe(third);
    expect(newerPage(third)).toEqual(['51']);
    expect(currentCursor(newerPage(second))).toBeUndefined();
    expect(newerPage(FIRST_PAGE)).toEqual([]);
  });
});

describe('what a row of the review queue offers', () => {
  it('offers reject and propose approval to an operator on a withdrawal in review', () => {
    expect(rejectAvailability(withdrawal('review'), operator)).toEqual({ allowed: true });
    expect(proposeApprovalAvailability(withdrawal('review'), operator, undefined)).toEqual({ allowed: true });
  });

  it('says why not: not in review, a viewer, the role still being checked, a proposal already open', () => {
    expect(rejectAvailability(withdrawal('pending'), operator)).toEqual({ allowed: false, reason: 'Withdrawal 7 is pending: only a withdrawal in review is rejected.' });
    expect(proposeApprovalAvailability(withdrawal('paid'), operator, undefined)).toMatchObject({ allowed: false, reason: expect.stringContaining('is paid') });
    expect(rejectAvailability(withdrawal('review'), viewer)).toEqual({ allowed: false, reason: viewer.reason });
    expect(rejectAvailability(withdrawal('review'), undefined)).toMatchObject({ allowed: false, reason: 'Checking your role…' });
    expect(proposeApprovalAvailability(withdrawal('review'), operator, '12')).toEqual({
      allowed: false,
      reason: 'Proposal 12 already asks to approve it: it waits for an approver.',
    });
  });
});

describe('pause and resume', () => {
  const running = { paused: false, reason: null, by: null, at: null };
  const paused = { paused: true, reason: 'reserve low', by: `0x${'02'.repeat(32)}`, at: '2026-11-20T10:00:00.000Z' };

  it('pauses while running, proposes a resume while paused', () => {
    expect(pauseAvailability(running, operator)).toEqual({ allowed: true });
    expect(resumeAvailability(paused, operator, undefined)).toEqual({ allowed: true });
  });

  it('says why not', () => {
    expect(pauseAvailability(undefined, operator)).toMatchObject({ allowed: false, reason: expect.stringContaining('Reading') });
    expect(pauseAvailability(paused, operator)).toEqual({ allowed: false, reason: 'Withdrawals are already paused.' });
    expect(pauseAvailability(running, viewer)).toEqual({ allowed: false, reason: viewer.reason });
    expect(resumeAvailability(running, operator, undefined)).toMatchObject({ allowed: false, reason: expect.stringContaining('not paused') });
    expect(resumeAvailability(paused, operator, '4')).toMatchObject({ allowed: false, reason: expect.stringContaining('Proposal 4') });
    expect(resumeAvailability(paused, viewer, undefined)).toEqual({ allowed: false, reason: viewer.reason });
  });
});

describe('open proposals about withdrawals', () => {
  const proposals = [
    proposal('3', 'approve_withdrawal', { withdrawalId: '7' }),
    proposal('5', 'approve_withdrawal', { withdrawalId: '8' }, 'cancelled'),
    proposal('6', 'approve_withdrawal', { withdrawalId: '7' }),
    proposal('9', 'resume_withdrawals', {}, 'executed'),
    proposal('10', 'node_tier', { tier: 'primary', price: '1' }),
  ];

  it('maps each withdrawal to the first open proposal approving it, and finds an open resume', () => {
    expect(openApprovalProposals(proposals)).toEqual(new Map([['7', '3']]));
    expect(openResumeProposal(proposals)).toBeUndefined();
    expect(openResumeProposal([...proposals, proposal('11', 'resume_withdrawals', {})])).toBe('11');
  });
});

describe('the actions as requests', () => {
  const cases: { action: WithdrawalAction; url: string; schema: { safeParse: (v: unknown) => { success: boolean } } }[] = [
    { action: { kind: 'reject', withdrawal: withdrawal('review') }, url: '/withdrawals/7/reject', schema: RejectSchema },
    { action: { kind: 'propose_approval', withdrawal: withdrawal('review') }, url: '/proposals', schema: ProposalCreateSchema },
    { action: { kind: 'pause' }, url: '/withdrawals/pause', schema: PauseSchema },
    { action: { kind: 'propose_resume' }, url: '/proposals', schema: ProposalCreateSchema },
  ];

  it.each(cases)('$action.kind posts to $url a body the contract accepts', ({ action, url, schema }) => {
    const request = actionRequest(action, 'reserve checked');
    expect(request.url).toBe(url);
    expect(findAdminRoute('post', request.url)).toBeDefined();
    expect(schema.safeParse(request.values).success).toBe(true);
    expect(request.values.reason).toBe('reserve checked');
  });

  it('proposes the right kinds and payloads', () => {
    expect(actionRequest({ kind: 'propose_approval', withdrawal: withdrawal('review', '42') }, 'ok to pay').values).toEqual({
      kind: 'approve_withdrawal',
      payload: { withdrawalId: '42' },
      reason: 'ok to pay',
    });
    expect(actionRequest({ kind: 'propose_resume' }, 'reserve topped up').values).toEqual({ kind: 'resume_withdrawals', payload: {}, reason: 'reserve topped up' });
  });

  it('names the new proposal in the success message', () => {
    expect(actionDoneMessage({ kind: 'propose_resume' }, '15')).toBe('Proposal 15 to resume withdrawals created: another approver approves it');
    expect(actionDoneMessage({ kind: 'reject', withdrawal: withdrawal('review') })).toContain('Withdrawal 7 rejected');
  });
});
