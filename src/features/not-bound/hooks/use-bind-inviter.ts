// Binding the inviter (finance::bind_inviter) through the shared runner, paid or free. Before
// anything is signed, the sender and the inviter are read in ONE batched view: binding twice,
// binding yourself and an inviter the chain does not count as a valid user are refused there.
// The free bind (docs/api.md, "Sponsored bind") runs the same pipeline: the server builds the
// transaction with the sponsor as gas owner, the wallet only signs those bytes, and the server
// co-signs and executes them.
import { useCurrentClient } from '../../../wallet/hooks';
import { Transaction } from '@mysten/sui/transactions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { executeSponsoredBind, requestSponsoredBind } from '../../../api/sponsor-bind';
import { ChainException, type ChainError } from '../../../chain/errors';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildBindInviterTx } from '../../../chain/transactions';
import { financeInfoView, isValidUser, readViews, type FinanceInfo } from '../../../chain/views';
import { useTransactionAction, type TransactionAction, type UseTransactionActionOptions } from '../../../hooks/use-transaction-action';
import { forgetInviter } from '../lib/invite-link';
import { checkInviterAddress } from '../lib/inviter-address';
import { sponsorFailure } from '../lib/sponsor-failure';
import { bindingQueryKey } from './use-binding-status';

export interface BindInput {
  /** The inviter's address as the user typed or pasted it. */
  inviter: string;
}

export interface BindActionOptions {
  /** Called with the mapped error after its message was shown (or left to the screen). */
  onError?: (error: ChainError) => void;
  /** Failures the screen explains in its own place instead of a toast. */
  shownByScreen?: (error: ChainError) => boolean;
}

type SharedOptions = Pick<UseTransactionActionOptions<BindInput>, 'messages' | 'invalidate' | 'onSuccess' | 'onError' | 'shownByScreen'>;

/** What both binds share: the check before anything is sent, the messages, and what success does. */
function useBindSteps({ onError, shownByScreen }: BindActionOptions) {
  const client = useCurrentClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const boundAs = useRef<{ sender: string; info: FinanceInfo } | null>(null);

  /** The normalized inviter, once the chain says the sender may bind to it. */
  const check = async (inviter: string, sender: string): Promise<string> => {
    const checked = checkInviterAddress(inviter, sender);
    if (!checked.ok) throw new ChainException('invalidUser');
    const [mine, theirs] = await readViews(client, sender, [financeInfoView(sender), financeInfoView(checked.inviter)]);
    if (isValidUser(mine, sender)) throw new ChainException('alreadyBound');
    if (!isValidUser(theirs, checked.inviter)) throw new ChainException('invalidUser');
    boundAs.current = { sender, info: { root: mine.root, inviter: checked.inviter } };
    return checked.inviter;
  };

  const options: SharedOptions = {
    messages: { pending: 'notBound.binding', success: 'notBound.bound', failure: 'errors.bindFailed' },
    invalidate: [chainQueryKeys.allViews()],
    onSuccess: () => {
      // The guard must see the binding before home renders, not after the refetch lands.
      if (boundAs.current) queryClient.setQueryData(bindingQueryKey(boundAs.current.sender), boundAs.current.info);
      forgetInviter(window.sessionStorage);
      void navigate('/', { replace: true });
    },
    onError,
    shownByScreen,
  };
  return { check, options };
}

/** The bind the wallet pays for. */
export function useBindInviter(actionOptions: BindActionOptions = {}): TransactionAction<BindInput> {
  const { check, options } = useBindSteps(actionOptions);
  return useTransactionAction<BindInput>({
    ...options,
    build: async ({ inviter }, sender) => buildBindInviterTx({ inviter: await check(inviter, sender) }),
  });
}

/**
 * The bind the sponsor pays for; the caller must be signed in (/api). One wallet approval: the
 * signature over the server's bytes.
 */
export function useSponsoredBind(actionOptions: BindActionOptions = {}): TransactionAction<BindInput> {
  const { check, options } = useBindSteps(actionOptions);
  return useTransactionAction<BindInput>({
    ...options,
    build: async ({ inviter }, sender) => {
      const checked = await check(inviter, sender);
      const offer = await requestSponsoredBind(checked).catch((error: unknown) => {
        throw sponsorFailure(error, 'beforeSigning');
      });
      return Transaction.from(offer.txBytes);
    },
    submitSigned: async ({ bytes, signature }) => {
      try {
        // Exactly what the wallet signed: the server takes only the bytes it issued.
        return await executeSponsoredBind({ txBytes: bytes, signature });
      } catch (error) {
        throw sponsorFailure(error, 'afterSigning');
      }
    },
  });
}
