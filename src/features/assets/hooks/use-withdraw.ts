// Withdrawing income (docs/product.md §1, docs/api.md): the server answers a request with a signed voucher
// (pending) or, above the review threshold, a request waiting for an operator's review; either
// way the amount leaves the withdrawable income at once. A voucher is then paid on chain by
// `swap::withdraw` through the action runner. The voucher has no expiry: when the user leaves
// before the wallet signs, or the chain refuses it because the payout reserve is short, it stays
// pending on the server and `complete` submits it later, from this device or any other.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toApiError, type ApiMessageKey } from '../../../api/api-error';
import { createWithdrawal, type PendingWithdrawal } from '../../../api/create-withdrawal';
import type { CurrentWithdrawal } from '../../../api/get-withdrawals';
import { apiQueryKeys } from '../../../api/query-keys';
import { useSignedInAccount } from '../../../api/session';
import type { ChainError } from '../../../chain/errors';
import { buildWithdrawTx } from '../../../chain/transactions';
import { env } from '../../../config/env';
import { showLoading, showToast } from '../../../components/feedback';
import { useTransactionAction } from '../../../hooks/use-transaction-action';

/** What became of a withdrawal request (the user was told either way). */
export type WithdrawOutcome =
  /** Paid on chain. */
  | { kind: 'paid' }
  /** Above the review threshold: it waits for an operator; the card says what happens next. */
  | { kind: 'review' }
  /** Signed, and the chain refused it for the payout reserve: the card says it waits for a top-up. */
  | { kind: 'waitingForReserve' }
  /** Another one is open (asked on another device): the sheet shows that one. */
  | { kind: 'pendingExists' }
  /** The server refused it (paused, a limit, the reserve): nothing was taken; the sheet says why. */
  | { kind: 'refused'; messageKey: ApiMessageKey }
  | { kind: 'failed' };

export interface Withdraw {
  /** Asks for `amount` and, when the server signs it at once, submits the voucher. */
  withdraw: (amount: bigint) => Promise<WithdrawOutcome>;
  /** Submits a pending voucher the server issued earlier. */
  complete: (pending: PendingWithdrawal) => Promise<WithdrawOutcome>;
  isPending: boolean;
}

/** The server's refusals that leave the income untouched and that the sheet explains in place. */
const REFUSALS = new Set([
  'withdrawals_paused',
  'reserve_short',
  'reserve_unavailable',
  'signer_unavailable',
  'over_voucher_limit',
  'over_user_daily_limit',
  'over_total_daily_limit',
  'insufficient_balance',
]);

/** `swap::withdraw` refused for "more than available": the payout reserve, not the voucher (the PTB holds only that call). */
function isReserveShort(error: ChainError): boolean {
  return error.code === 'reserveShort' || error.code === 'exceedsAvailable';
}

export function useWithdraw(): Withdraw {
  const { t } = useTranslation();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const [requesting, setRequesting] = useState(false);
  const currentKey = apiQueryKeys.currentWithdrawal(account ?? '');

  const action = useTransactionAction<PendingWithdrawal>({
    build: ({ voucher }, sender) => {
      // A voucher for another wallet or another pool could only fail on chain: say so first.
      if (normalizeSuiAddress(voucher.recipient) !== normalizeSuiAddress(sender)) throw new ApiError('badResponse', 'errors.requestFailed');
      return buildWithdrawTx({ voucher });
    },
    messages: { pending: 'assets.withdrawing', success: 'assets.withdrawSuccess', failure: 'errors.withdrawFailed' },
    // Not an error of the user's: the card says the voucher waits for the reserve.
    shownByScreen: isReserveShort,
  });

  const submit = async (pending: PendingWithdrawal): Promise<WithdrawOutcome> => {
    if (normalizeSuiAddress(pending.voucher.pool) !== normalizeSuiAddress(env.liquiditySwap)) {
      showToast(t('errors.withdrawFailed'), 'fail');
      return { kind: 'failed' };
    }
    // Told by the runner when it fails (the type is widened: the callback sets it).
    let failure = null as ChainError | null;
    const result = await action.run(pending, {
      onError: (error) => {
        failure = error;
      },
    });
    // Paid: the card goes at once; the server's figures follow once it has indexed the payment
    // (useTransactionAction marks them updating until then, and reads them again).
    if (result) {
      queryClient.setQueryData(currentKey, null);
      return { kind: 'paid' };
    }
    if (failure !== null && isReserveShort(failure)) {
      // The chain is the fresher witness: the card waits for the reserve until the server reads it again.
      await queryClient.cancelQueries({ queryKey: currentKey });
      const waiting: CurrentWithdrawal = { ...pending, waitingForReserve: true };
      queryClient.setQueryData<CurrentWithdrawal | null>(currentKey, waiting);
      if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawalPolicy(account) });
      return { kind: 'waitingForReserve' };
    }
    // Not paid: the voucher stays pending on the server, and the assets page offers to finish it.
    if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
    return { kind: 'failed' };
  };

  const withdraw = async (amount: bigint): Promise<WithdrawOutcome> => {
    if (requesting || action.isPending) return { kind: 'failed' };
    setRequesting(true);
    const closeLoading = showLoading(t('assets.requestingVoucher'));
    let created: Awaited<ReturnType<typeof createWithdrawal>>;
    try {
      created = await createWithdrawal(amount);
    } catch (error) {
      closeLoading();
      setRequesting(false);
      const apiError = toApiError(error);
      if (apiError.serverCode === 'withdrawal_pending') {
        // Asked elsewhere (another device, another tab): show that one so it can be finished.
        if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
        showToast(t(apiError.messageKey), 'fail');
        return { kind: 'pendingExists' };
      }
      if (apiError.code === 'unauthorized') return { kind: 'failed' };
      if (apiError.serverCode !== undefined && REFUSALS.has(apiError.serverCode)) {
        // Not the user's mistake: the sheet says why in place (nothing was taken). The limits or
        // the pause changed since the sheet read them: read them again.
        if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawalPolicy(account) });
        return { kind: 'refused', messageKey: apiError.messageKey };
      }
      showToast(`${t('errors.withdrawFailed')}\n${t(apiError.messageKey)}`, 'fail');
      return { kind: 'failed' };
    }
    closeLoading();
    setRequesting(false);
    // The amount has left the withdrawable income; the withdrawal is open until paid or decided.
    if (account) {
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.me(account) });
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
    }
    if (created.status === 'review') {
      queryClient.setQueryData<CurrentWithdrawal | null>(currentKey, created);
      showToast(t('assets.review.requested'), 'success');
      return { kind: 'review' };
    }
    return submit(created);
  };

  const complete = async (pending: PendingWithdrawal): Promise<WithdrawOutcome> => {
    if (requesting || action.isPending || pending.waitingForReserve) return { kind: 'failed' };
    return submit(pending);
  };

  return { withdraw, complete, isPending: requesting || action.isPending };
}
