// Sending a catalogue proposal: POST /api/admin/proposals through Refine's data provider, then
// the proposal's own page, where a second person approves it. Whether this person may propose
// comes from the access-control provider (resource proposals, action create).
import { useCan, useCustomMutation, useGo, useInvalidate } from '@refinedev/core';
import type { Proposal, ProposalKind } from '../../../../contract/admin.ts';

export interface ProposeAccess {
  allowed: boolean;
  /** Why not, in a sentence, while the role is unknown or too low. */
  reason: string | undefined;
}

export function useProposeAccess(): ProposeAccess {
  const { data } = useCan({ resource: 'proposals', action: 'create' });
  if (!data) return { allowed: false, reason: 'Checking your role…' };
  return { allowed: data.can, reason: data.can ? undefined : (data.reason ?? 'Your role cannot propose changes.') };
}

/** The sentence shown for a refused or failed proposal (never a raw error object). */
export function proposeFailure(error: { message?: string; statusCode?: number } | null | undefined): string | null {
  if (!error) return null;
  if (error.statusCode === 0) return 'The server did not answer: nothing was proposed. Try again.';
  return `The proposal was not made: ${(error.message || `the server answered ${error.statusCode ?? 'with an error'}`).replace(/\.$/, '')}.`;
}

export function usePropose() {
  const { mutate, mutation } = useCustomMutation<Proposal>();
  const invalidate = useInvalidate();
  const go = useGo();

  const propose = (body: { kind: ProposalKind; payload: unknown; reason: string }) =>
    mutate(
      {
        url: '/proposals',
        method: 'post',
        values: body,
        successNotification: (data) => ({ type: 'success', message: `Proposal ${data?.data.id ?? ''} made: another approver approves it on its page.` }),
        // The form shows the failure beside what was typed.
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          void invalidate({ resource: 'proposals', invalidates: ['list'] });
          go({ to: { resource: 'proposals', action: 'show', id: data.id } });
        },
      },
    );

  return { propose, pending: mutation.isPending, failure: proposeFailure(mutation.error), reset: mutation.reset };
}
