// What the withdrawals screen asks the server for and what it lets a person do, as plain
// functions (tested without React): the tab's request, the server's cursor paging, and for each
// action whether it is offered now and, when it is not, why in words the operator reads.
import type { AdminWithdrawal, Dashboard, Proposal } from '../../../../contract/admin.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../../../contract/api.ts';

/** The review queue first (it waits for a person), the other statuses, then the chain's anomalies. */
export const WITHDRAWAL_TABS = ['review', ...WITHDRAWAL_STATUSES.filter((status) => status !== 'review'), 'anomalies'] as const;
export type WithdrawalTab = WithdrawalStatus | 'anomalies';

export const TAB_LABELS: Record<WithdrawalTab, string> = {
  review: 'Review queue',
  pending: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
  released: 'Released',
  anomalies: 'Anomalies',
};

/** What each tab's table holds, as its heading says it. */
export const TAB_HEADINGS: Record<WithdrawalTab, string> = {
  review: 'Withdrawals waiting for review (above the review threshold, nothing signed yet)',
  pending: 'Pending withdrawals (voucher signed, not yet paid on chain)',
  paid: 'Paid withdrawals',
  rejected: 'Rejected withdrawals (amount given back to the owner)',
  released: 'Released withdrawals (amount given back when a voucher expired)',
  anomalies: 'Voucher anomalies (seen on chain, explained by no voucher)',
};

export function isWithdrawalTab(value: string): value is WithdrawalTab {
  return (WITHDRAWAL_TABS as readonly string[]).includes(value);
}

/** Anomalies per page (the server's default is 20; the withdrawals list is fixed at 50). */
export const ANOMALIES_PAGE_SIZE = 50;

export interface TabRequest {
  url: '/withdrawals' | '/withdrawals/anomalies';
  query: Record<string, string>;
}

/** The GET for one page of a tab: `cursor` is the previous page's nextCursor (none for the first page). */
export function tabRequest(tab: WithdrawalTab, cursor?: string): TabRequest {
  const page: Record<string, string> = cursor === undefined ? {} : { cursor };
  return tab === 'anomalies'
    ? { url: '/withdrawals/anomalies', query: { limit: String(ANOMALIES_PAGE_SIZE), ...page } }
    : { url: '/withdrawals', query: { status: tab, ...page } };
}

// ---------------------------------------------------------------------------------------
// Keyset paging: the server answers newest first with `nextCursor` (the last id shown, null on
// the last page). The trail keeps the cursors that led to the page shown, so Back needs no
// server support and a refresh after an action reads the same page again.
// ---------------------------------------------------------------------------------------

export type CursorTrail = readonly string[];
export const FIRST_PAGE: CursorTrail = [];

export const currentCursor = (trail: CursorTrail): string | undefined => trail.at(-1);
export const pageNumber = (trail: CursorTrail): number => trail.length + 1;
/** The next (older) page, when the server says there is one; otherwise the trail as it is. */
export const olderPage = (trail: CursorTrail, nextCursor: string | null | undefined): CursorTrail => (nextCursor ? [...trail, nextCursor] : trail);
export const newerPage = (trail: CursorTrail): CursorTrail => trail.slice(0, -1);

// ---------------------------------------------------------------------------------------
// Actions: offered, or not with the reason shown on the disabled control.
// ---------------------------------------------------------------------------------------

export type Availability = { allowed: true } | { allowed: false; reason: string };

/** Refine's useCan answer (undefined while it is asked). */
export interface Permission {
  can: boolean;
  reason?: string;
}

const ALLOWED: Availability = { allowed: true };
const refused = (reason: string): Availability => ({ allowed: false, reason });

function permitted(permission: Permission | undefined): Availability {
  if (!permission) return refused('Checking your role…');
  return permission.can ? ALLOWED : refused(permission.reason ?? 'Your role does not allow it.');
}

const notInReview = (withdrawal: AdminWithdrawal, what: string) => refused(`Withdrawal ${withdrawal.id} is ${withdrawal.status}: only a withdrawal in review is ${what}.`);

/** Rejecting (one person, operator): a withdrawal still in review. */
export function rejectAvailability(withdrawal: AdminWithdrawal, permission: Permission | undefined): Availability {
  if (withdrawal.status !== 'review') return notInReview(withdrawal, 'rejected');
  return permitted(permission);
}

/** Proposing its approval (two people): in review, and no open proposal already asks for it. */
export function proposeApprovalAvailability(withdrawal: AdminWithdrawal, permission: Permission | undefined, openProposalId: string | undefined): Availability {
  if (withdrawal.status !== 'review') return notInReview(withdrawal, 'approved');
  if (openProposalId) return refused(`Proposal ${openProposalId} already asks to approve it: it waits for an approver.`);
  return permitted(permission);
}

type PauseState = Dashboard['paused'];

/** Pausing (one person, operator): while withdrawals are issued. */
export function pauseAvailability(pause: PauseState | undefined, permission: Permission | undefined): Availability {
  if (!pause) return refused('Reading whether withdrawals are paused…');
  if (pause.paused) return refused('Withdrawals are already paused.');
  return permitted(permission);
}

/** Proposing to resume (two people): while paused, and no open proposal already asks for it. */
export function resumeAvailability(pause: PauseState | undefined, permission: Permission | undefined, openProposalId: string | undefined): Availability {
  if (!pause) return refused('Reading whether withdrawals are paused…');
  if (!pause.paused) return refused('Withdrawals are not paused: there is nothing to resume.');
  if (openProposalId) return refused(`Proposal ${openProposalId} already asks to resume: it waits for an approver.`);
  return permitted(permission);
}

// ---------------------------------------------------------------------------------------
// Open proposals about withdrawals, so the same change is not proposed twice.
// ---------------------------------------------------------------------------------------

/** Withdrawal id -> the open approve_withdrawal proposal that asks for it. */
export function openApprovalProposals(proposals: readonly Proposal[]): Map<string, string> {
  const byWithdrawal = new Map<string, string>();
  for (const proposal of proposals) {
    if (proposal.status !== 'open' || proposal.kind !== 'approve_withdrawal') continue;
    const withdrawalId = (proposal.payload as { withdrawalId?: unknown } | null)?.withdrawalId;
    if (typeof withdrawalId === 'string' && !byWithdrawal.has(withdrawalId)) byWithdrawal.set(withdrawalId, proposal.id);
  }
  return byWithdrawal;
}

/** The open resume_withdrawals proposal, if any. */
export function openResumeProposal(proposals: readonly Proposal[]): string | undefined {
  return proposals.find((proposal) => proposal.status === 'open' && proposal.kind === 'resume_withdrawals')?.id;
}

// ---------------------------------------------------------------------------------------
// The four actions as requests: each one's POST under /api/admin and its body (with the reason).
// ---------------------------------------------------------------------------------------

export type WithdrawalAction =
  | { kind: 'reject'; withdrawal: AdminWithdrawal }
  | { kind: 'propose_approval'; withdrawal: AdminWithdrawal }
  | { kind: 'pause' }
  | { kind: 'propose_resume' };

export interface ActionRequest {
  url: string;
  values: Record<string, unknown>;
}

export function actionRequest(action: WithdrawalAction, reason: string): ActionRequest {
  switch (action.kind) {
    case 'reject':
      return { url: `/withdrawals/${action.withdrawal.id}/reject`, values: { reason } };
    case 'propose_approval':
      return { url: '/proposals', values: { kind: 'approve_withdrawal', payload: { withdrawalId: action.withdrawal.id }, reason } };
    case 'pause':
      return { url: '/withdrawals/pause', values: { reason } };
    case 'propose_resume':
      return { url: '/proposals', values: { kind: 'resume_withdrawals', payload: {}, reason } };
  }
}

/** Each action's dialog title and button. */
export function actionWords(action: WithdrawalAction): { title: string; okText: string } {
  switch (action.kind) {
    case 'reject':
      return { title: `Reject withdrawal ${action.withdrawal.id}`, okText: 'Reject' };
    case 'propose_approval':
      return { title: `Propose approving withdrawal ${action.withdrawal.id}`, okText: 'Propose approval' };
    case 'pause':
      return { title: 'Pause withdrawals', okText: 'Pause withdrawals' };
    case 'propose_resume':
      return { title: 'Propose resuming withdrawals', okText: 'Propose resume' };
  }
}

/** Whether the action's answer is a new proposal (to link to its page). */
export const proposes = (action: WithdrawalAction): boolean => action.kind === 'propose_approval' || action.kind === 'propose_resume';

/** The success notification's words; `proposalId` is the new proposal's, for a proposal. */
export function actionDoneMessage(action: WithdrawalAction, proposalId?: string): string {
  const proposal = proposalId ? `Proposal ${proposalId}` : 'A proposal';
  switch (action.kind) {
    case 'reject':
      return `Withdrawal ${action.withdrawal.id} rejected: its amount is back in the owner's income`;
    case 'propose_approval':
      return `${proposal} to approve withdrawal ${action.withdrawal.id} created: another approver approves it`;
    case 'pause':
      return 'Withdrawals paused: new requests and approvals are refused';
    case 'propose_resume':
      return `${proposal} to resume withdrawals created: another approver approves it`;
  }
}
