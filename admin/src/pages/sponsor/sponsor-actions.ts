// What the sponsor's card lets a person do, as plain functions (tested without React): pausing
// (one operator), proposing the resume and a new budget (two people: another approver approves
// on the proposal's page), whether each is offered now and, when it is not, why.
import type { Proposal, SponsorStatus } from '../../../../contract/admin.ts';
import type { Availability, Permission } from '../withdrawals/withdrawal-actions.ts';

const ALLOWED: Availability = { allowed: true };
const refused = (reason: string): Availability => ({ allowed: false, reason });

function permitted(permission: Permission | undefined): Availability {
  if (!permission) return refused('Checking your role…');
  return permission.can ? ALLOWED : refused(permission.reason ?? 'Your role does not allow it.');
}

type Pause = SponsorStatus['paused'];

/** Pausing (one person, operator): while the sponsor sponsors. */
export function sponsorPauseAvailability(pause: Pause, permission: Permission | undefined): Availability {
  if (pause.paused) return refused('The sponsor is already paused.');
  return permitted(permission);
}

/** Proposing the resume (two people): while paused, and no open proposal already asks for it. */
export function sponsorResumeAvailability(pause: Pause, permission: Permission | undefined, openProposalId: string | undefined): Availability {
  if (!pause.paused) return refused('The sponsor is not paused: there is nothing to resume.');
  if (openProposalId) return refused(`Proposal ${openProposalId} already asks to resume the sponsor: it waits for an approver.`);
  return permitted(permission);
}

/** Proposing a budget (two people): one open proposal at a time, so an approver never weighs two. */
export function sponsorBudgetAvailability(permission: Permission | undefined, openProposalId: string | undefined): Availability {
  if (openProposalId) return refused(`Proposal ${openProposalId} already proposes a budget: approve or cancel it first.`);
  return permitted(permission);
}

/** The open resume_sponsor and sponsor_budget proposals, if any (the oldest of each). */
export function openSponsorProposals(proposals: readonly Proposal[]): { resume: string | undefined; budget: string | undefined } {
  const open = (kind: Proposal['kind']) => proposals.find((proposal) => proposal.status === 'open' && proposal.kind === kind)?.id;
  return { resume: open('resume_sponsor'), budget: open('sponsor_budget') };
}

export type SponsorAction = { kind: 'pause' } | { kind: 'propose_resume' };

/** The action's POST under /api/admin and its body, with the reason. */
export function sponsorActionRequest(action: SponsorAction, reason: string): { url: string; values: Record<string, unknown> } {
  switch (action.kind) {
    case 'pause':
      return { url: '/sponsor/pause', values: { reason } };
    case 'propose_resume':
      return { url: '/proposals', values: { kind: 'resume_sponsor', payload: {}, reason } };
  }
}

/** Each action's dialog title and button. */
export function sponsorActionWords(action: SponsorAction): { title: string; okText: string } {
  switch (action.kind) {
    case 'pause':
      return { title: 'Pause the sponsor', okText: 'Pause the sponsor' };
    case 'propose_resume':
      return { title: 'Propose resuming the sponsor', okText: 'Propose resume' };
  }
}

/** The success notification's words; `proposalId` is the new proposal's. */
export function sponsorActionDoneMessage(action: SponsorAction, proposalId?: string): string {
  switch (action.kind) {
    case 'pause':
      return 'Sponsor paused: new free binds are refused';
    case 'propose_resume':
      return `${proposalId ? `Proposal ${proposalId}` : 'A proposal'} to resume the sponsor created: another approver approves it`;
  }
}
