// The withdrawals screen's four actions (reject, propose approval, pause, propose resume): which
// one is being asked for (its reason dialog open), the POST with the reason, Refine's success
// and failure notifications, and a refresh of everything on screen afterwards, whether it
// succeeded or not (a failure is often someone else having acted first).
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import type { Proposal } from '../../../../contract/admin.ts';
import { actionDoneMessage, actionRequest, actionWords, proposes, type WithdrawalAction } from './withdrawal-actions.ts';

export interface CreatedProposal {
  proposal: Proposal;
  action: WithdrawalAction;
}

export function useWithdrawalActions() {
  const [asked, setAsked] = useState<WithdrawalAction | null>(null);
  const [created, setCreated] = useState<CreatedProposal | null>(null);
  const { mutate, mutation } = useCustomMutation<BaseRecord>();
  const invalidate = useInvalidate();

  // The lists, the pause (dashboard) and the open proposals all come through the one data
  // provider: invalidating it refetches those on screen (only active queries refetch).
  const refresh = () => void invalidate({ invalidates: ['all'] });

  const submit = (reason: string) => {
    if (!asked || mutation.isPending) return;
    const action = asked;
    const { url, values } = actionRequest(action, reason);
    mutate(
      {
        url,
        method: 'post',
        values,
        successNotification: (data) => ({
          type: 'success',
          message: actionDoneMessage(action, proposes(action) ? String((data?.data as Proposal | undefined)?.id ?? '') : undefined),
        }),
        errorNotification: (error?: HttpError) => ({
          type: 'error',
          message: `${actionWords(action).title}: refused`,
          description: error?.message ?? 'The server did not answer.',
        }),
      },
      {
        onSuccess: ({ data }) => {
          setAsked(null);
          if (proposes(action)) setCreated({ proposal: data as Proposal, action });
          refresh();
        },
        onError: refresh,
      },
    );
  };

  return {
    /** The action whose reason is being asked for, or null. */
    asked,
    ask: (action: WithdrawalAction) => setAsked(action),
    cancel: () => setAsked(null),
    submit,
    pending: mutation.isPending,
    /** The last proposal made here, to link to its page. */
    created,
    dismissCreated: () => setCreated(null),
  };
}
