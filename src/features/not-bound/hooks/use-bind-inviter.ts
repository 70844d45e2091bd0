// Binding the inviter (finance::bind_inviter) through the shared runner. Before anything is
// signed, the sender and the inviter are read in ONE batched view: binding twice, binding
// yourself and an inviter the chain does not count as a valid user are refused there.
import { useCurrentClient } from '../../../wallet/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChainException, type ChainError } from '../../../chain/errors';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildBindInviterTx } from '../../../chain/transactions';
import { financeInfoView, isValidUser, readViews, type FinanceInfo } from '../../../chain/views';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';
import { forgetInviter } from '../lib/invite-link';
import { checkInviterAddress } from '../lib/inviter-address';
import { bindingQueryKey } from './use-binding-status';

export interface BindInput {
  /** The inviter's address as the user typed or pasted it. */
  inviter: string;
}

export function useBindInviter(onError?: (error: ChainError) => void): TransactionAction<BindInput> {
  const client = useCurrentClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const boundAs = useRef<{ sender: string; info: FinanceInfo } | null>(null);

  return useTransactionAction<BindInput>({
    build: async ({ inviter }, sender) => {
      const check = checkInviterAddress(inviter, sender);
      if (!check.ok) throw new ChainException('invalidUser');
      const [mine, theirs] = await readViews(client, sender, [financeInfoView(sender), financeInfoView(check.inviter)]);
      if (isValidUser(mine, sender)) throw new ChainException('alreadyBound');
      if (!isValidUser(theirs, check.inviter)) throw new ChainException('invalidUser');
      boundAs.current = { sender, info: { root: mine.root, inviter: check.inviter } };
      return buildBindInviterTx({ inviter: check.inviter });
    },
    messages: { pending: 'notBound.binding', success: 'notBound.bound', failure: 'errors.bindFailed' },
    invalidate: [chainQueryKeys.allViews()],
    onSuccess: () => {
      // The guard must see the binding before home renders, not after the refetch lands.
      if (boundAs.current) queryClient.setQueryData(bindingQueryKey(boundAs.current.sender), boundAs.current.info);
      forgetInviter(window.sessionStorage);
      void navigate('/', { replace: true });
    },
    onError,
  });
}
