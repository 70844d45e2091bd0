// The sponsor card's reason-dialog actions (pause, propose resume): which one is asked for, the
// POST with the reason, Refine's success and failure notifications, and a refresh of what is on
// screen afterwards, whether it succeeded or not (a failure is often someone else having acted
// first). A new budget goes through the catalogue's proposal dialog instead.
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import type { Proposal } from '../../../../contract/admin.ts';
import { type SponsorAction, sponsorActionDoneMessage, sponsorActionRequest, sponsorActionWords } from './sponsor-actions.ts';

export function useSponsorActions() {
  const [asked, setAsked] = useState<SponsorAction | null>(null);
  const [created, setCreated] = useState<Proposal | null>(null);
  const { mutate, mutation } = useCustomMutation<BaseRecord>();
  const invalidate = useInvalidate();

  // The dashboard (the sponsor's status) and the open proposals both come through the one data
  // provider: invalidating it refetches those on screen.
  const refresh = () => void invalidate({ invalidates: ['all'] });

  const submit = (reason: string) => {
    if (!asked || mutation.isPending) return;
    const action = asked;
    const { url, values } = sponsorActionRequest(action, reason);
    mutate(
      {
        url,
        method: 'post',
        values,
        successNotification: (data) => ({
          type: 'success',
          message: sponsorActionDoneMessage(action, action.kind === 'propose_resume' ? String((data?.data as Proposal | undefined)?.id ?? '') : undefined),
        }),
        errorNotification: (error?: HttpError) => ({
          type: 'error',
          message: `${sponsorActionWords(action).title}: refused`,
          description: error?.message ?? 'The server did not answer.',
        }),
      },
      {
        onSuccess: ({ data }) => {
          setAsked(null);
          if (action.kind === 'propose_resume') setCreated(data as Proposal);
          refresh();
        },
        onError: refresh,
      },
    );
  };

  return {
    /** The action whose reason is being asked for, or null. */
    asked,
    ask: (action: SponsorAction) => setAsked(action),
    cancel: () => setAsked(null),
    submit,
    pending: mutation.isPending,
    /** The resume proposal just made here, to link to its page. */
    created,
    dismissCreated: () => setCreated(null),
  };
}
