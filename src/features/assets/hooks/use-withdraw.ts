// Withdrawing income (seed point 1, API.md): the server issues a voucher for the amount, which
// leaves the withdrawable income at once and stays pending until the chain pays it; then
// `swap::withdraw` pays the SUI out of the pool through the action runner. The voucher has no
// expiry: when the user leaves before the wallet signs (or the transaction fails), it stays
// pending on the server and `complete` submits it later, from this device or any other.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toApiError } from '../../../api/api-error';
import { createWithdrawal, type IssuedVoucher } from '../../../api/create-withdrawal';
import { pendingWithdrawalQueryOptions } from '../../../api/get-withdrawals';
import { apiQueryKeys } from '../../../api/query-keys';
import { useSignedInAccount } from '../../../api/session';
import { buildWithdrawTx } from '../../../chain/transactions';
import { env } from '../../../config/env';
import { showLoading, showToast } from '../../../components/feedback';
import { useTransactionAction } from '../../../hooks/use-transaction-action';

/** What became of a withdrawal request (the user was told either way). */
export type WithdrawOutcome = 'paid' | 'failed' | 'pendingExists';

export interface Withdraw {
  /** Asks for a voucher for `amount` and submits it. */
  withdraw: (amount: bigint) => Promise<WithdrawOutcome>;
  /** Submits a pending voucher the server issued earlier. */
  complete: (voucher: IssuedVoucher) => Promise<boolean>;
  isPending: boolean;
}

export function useWithdraw(): Withdraw {
  const { t } = useTranslation();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const voucher = useRef<IssuedVoucher | null>(null);
  const [requesting, setRequesting] = useState(false);
  const pendingKey = pendingWithdrawalQueryOptions(account).queryKey;

  const action = useTransactionAction({
    build: (sender) => {
      const issued = voucher.current;
      if (!issued) throw new Error('no voucher');
      // A voucher for another wallet or another pool could only fail on chain: say so first.
      if (normalizeSuiAddress(issued.recipient) !== normalizeSuiAddress(sender)) throw new ApiError('badResponse', 'errors.requestFailed');
      return buildWithdrawTx({ voucher: issued });
    },
    messages: { pending: 'assets.withdrawing', success: 'assets.withdrawSuccess', failure: 'errors.withdrawFailed' },
  });

  const submit = async (issued: IssuedVoucher): Promise<boolean> => {
    if (normalizeSuiAddress(issued.pool) !== normalizeSuiAddress(env.liquiditySwap)) {
      showToast(t('errors.withdrawFailed'), 'fail');
      return false;
    }
    voucher.current = issued;
    const result = await action.run();
    voucher.current = null;
    // Paid: the card goes at once; the server's figures follow once it has indexed the payment
    // (useTransactionAction marks them updating until then, and reads them again).
    if (result) queryClient.setQueryData(pendingKey, null);
    // Not paid: the voucher stays pending on the server, and the assets page offers to finish it.
    else if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
    return result !== null;
  };

  const withdraw = async (amount: bigint): Promise<WithdrawOutcome> => {
    if (requesting || action.isPending) return 'failed';
    setRequesting(true);
    const closeLoading = showLoading(t('assets.requestingVoucher'));
    let issued: IssuedVoucher;
    try {
      issued = await createWithdrawal(amount);
    } catch (error) {
      closeLoading();
      setRequesting(false);
      const apiError = toApiError(error);
      if (apiError.serverCode === 'withdrawal_pending') {
        // Asked elsewhere (another device, another tab): show that one so it can be finished.
        if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
        showToast(t(apiError.messageKey), 'fail');
        return 'pendingExists';
      }
      if (apiError.code !== 'unauthorized') showToast(`${t('errors.withdrawFailed')}\n${t(apiError.messageKey)}`, 'fail');
      return 'failed';
    }
    closeLoading();
    setRequesting(false);
    // The amount has left the withdrawable income, and the voucher is pending until paid.
    if (account) {
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.me(account) });
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.withdrawals(account) });
    }
    return (await submit(issued)) ? 'paid' : 'failed';
  };

  const complete = async (pending: IssuedVoucher): Promise<boolean> => {
    if (requesting || action.isPending) return false;
    return submit(pending);
  };

  return { withdraw, complete, isPending: requesting || action.isPending };
}
