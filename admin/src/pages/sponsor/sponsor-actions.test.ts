import { describe, expect, it } from 'vitest';
import { PauseSchema, type Proposal, ProposalCreateSchema } from '../../../../contract/admin.ts';
import { findAdminRoute } from '../../api/admin-routes.ts';
import {
  openSponsorProposals,
  type SponsorAction,
  sponsorActionDoneMessage,
  sponsorActionRequest,
  sponsorActionWords,
  sponsorBudgetAvailability,
  sponsorPauseAvailability,
  sponsorResumeAvailability,
} from './sponsor-actions.ts';

const RUNNING = { paused: false, reason: null, by: null, at: null };
const PAUSED = { paused: true, reason: 'drained by a bot', by: `0x${'01'.repeat(32)}`, at: '2026-11-21T12:00:00.000Z' };
const operator = { can: true };
const viewer = { can: false, reason: 'Needs the operator role (you are viewer).' };

const proposal = (id: string, kind: Proposal['kind'], status: Proposal['status'] = 'open'): Proposal => ({
  id,
  kind,
  payload: kind === 'sponsor_budget' ? { dailyCount: 10 } : {},
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

describe('what the sponsor card offers', () => {
  it('offers pausing while running, to a role that may', () => {
    expect(sponsorPauseAvailability(RUNNING, operator)).toEqual({ allowed: true });
    expect(sponsorPauseAvailability(RUNNING, viewer)).toEqual({ allowed: false, reason: 'Needs the operator role (you are viewer).' });
    expect(sponsorPauseAvailability(RUNNING, undefined)).toEqual({ allowed: false, reason: 'Checking your role…' });
    expect(sponsorPauseAvailability(PAUSED, operator)).toEqual({ allowed: false, reason: 'The sponsor is already paused.' });
  });

  it('offers proposing the resume while paused, once', () => {
    expect(sponsorResumeAvailability(PAUSED, operator, undefined)).toEqual({ allowed: true });
    expect(sponsorResumeAvailability(RUNNING, operator, undefined)).toEqual({ allowed: false, reason: 'The sponsor is not paused: there is nothing to resume.' });
    expect(sponsorResumeAvailability(PAUSED, operator, '12')).toEqual({ allowed: false, reason: 'Proposal 12 already asks to resume the sponsor: it waits for an approver.' });
    expect(sponsorResumeAvailability(PAUSED, viewer, undefined).allowed).toBe(false);
  });

  it('offers a budget proposal while none is open', () => {
    expect(sponsorBudgetAvailability(operator, undefined)).toEqual({ allowed: true });
    expect(sponsorBudgetAvailability(operator, '13')).toEqual({ allowed: false, reason: 'Proposal 13 already proposes a budget: approve or cancel it first.' });
    expect(sponsorBudgetAvailability(viewer, undefined).allowed).toBe(false);
  });

  it('finds the open resume and budget proposals, not closed ones or other kinds', () => {
    const list = [proposal('1', 'resume_sponsor', 'executed'), proposal('2', 'resume_withdrawals'), proposal('3', 'sponsor_budget', 'cancelled'), proposal('4', 'withdrawal_limits')];
    expect(openSponsorProposals(list)).toEqual({ resume: undefined, budget: undefined });
    expect(openSponsorProposals([...list, proposal('5', 'resume_sponsor'), proposal('6', 'sponsor_budget')])).toEqual({ resume: '5', budget: '6' });
  });
});

describe('the actions as requests', () => {
  const actions: SponsorAction[] = [{ kind: 'pause' }, { kind: 'propose_resume' }];

  it('posts each to a route the console knows, with a body its schema takes', () => {
    for (const action of actions) {
      const { url, values } = sponsorActionRequest(action, 'reserve drill');
      const route = findAdminRoute('post', url);
      expect(route, url).toBeDefined();
      expect(route!.body!.safeParse(values).success).toBe(true);
    }
    expect(sponsorActionRequest({ kind: 'pause' }, 'drained by a bot')).toEqual({ url: '/sponsor/pause', values: { reason: 'drained by a bot' } });
    expect(PauseSchema.safeParse(sponsorActionRequest({ kind: 'pause' }, 'x').values).success).toBe(false);
    const resume = sponsorActionRequest({ kind: 'propose_resume' }, 'bot blocked');
    expect(resume).toEqual({ url: '/proposals', values: { kind: 'resume_sponsor', payload: {}, reason: 'bot blocked' } });
    expect(ProposalCreateSchema.safeParse(resume.values).success).toBe(true);
  });

  it('words each dialog and outcome', () => {
    expect(sponsorActionWords({ kind: 'pause' })).toEqual({ title: 'Pause the sponsor', okText: 'Pause the sponsor' });
    expect(sponsorActionWords({ kind: 'propose_resume' })).toEqual({ title: 'Propose resuming the sponsor', okText: 'Propose resume' });
    expect(sponsorActionDoneMessage({ kind: 'pause' })).toBe('Sponsor paused: new free binds are refused');
    expect(sponsorActionDoneMessage({ kind: 'propose_resume' }, '21')).toBe('Proposal 21 to resume the sponsor created: another approver approves it');
  });
});
