// Withdrawing income (seed point 1, API.md): the server issues a voucher for the amount (and
// holds it), then `swap::withdraw` pays the SUI out of the pool through the action runner.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toApiError } from '../../../api/api-error';
import { createWithdrawal, type IssuedVoucher } from '../../../api/create-withdrawal';
import { apiQueryKeys } from '../../../api/query-keys';
import { useSignedInAccount } from '../../../api/session';
import { buildWithdrawTx } from '../../../chain/transactions';
import { env } from '../../../config/env';
import { showLoading, showToast } from '../../../components/feedback';
import { useTransactionAction } from '../../../components/use-transaction-action';

export interface Withdraw {
  /** Resolves true once the SUI arrived (the user was told either way). */
  withdraw: (amount: bigint) => Promise<boolean>;
  isPending: boolean;
}

export function useWithdraw(): Withdraw {
  const { t } = useTranslation();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const voucher = useRef<IssuedVoucher | null>(null);
  const [requesting, setRequesting] = useState(false);
  const action = useTransactionAction({
    build: (sender) => {
      const issued = voucher.current;
      if (!issued) throw new Error('no voucher');
      // A voucher for another wallet or another pool could only fail on chain: say so first.
      if (normalizeSuiAddress(issued.recipient) !== normalizeSuiAddress(sender)) throw new ApiError('badResponse', 'errors.requestFailed');
      return buildWithdrawTx({ voucher: issued });
    },
    messages: { pending: 'assets.withdrawing', success: 'assets.withdrawSuccess', failure: 'errors.withdrawFailed' },
    invalidate: account ? [apiQueryKeys.account(account)] : [],
  });

  const withdraw = async (amount: bigint): Promise<boolean> => {
    if (requesting || action.isPending) return false;
    setRequesting(true);
    const closeLoading = showLoading(t('assets.requestingVoucher'));
    try {
      voucher.current = await createWithdrawal(amount);
    } catch (error) {
      closeLoading();
      setRequesting(false);
      const apiError = toApiError(error);
      if (apiError.code !== 'unauthorized') showToast(`${t('errors.withdrawFailed')}\n${t(apiError.messageKey)}`, 'fail');
      return false;
    }
    closeLoading();
    setRequesting(false);
    if (normalizeSuiAddress(voucher.current.pool) !== normalizeSuiAddress(env.liquiditySwap)) {
      showToast(t('errors.withdrawFailed'), 'fail');
      return false;
    }
    // The amount is now held on the server: show it as leaving the withdrawable income.
    if (account) void queryClient.invalidateQueries({ queryKey: apiQueryKeys.me(account) });
    const result = await action.run();
    voucher.current = null;
    return result !== null;
  };

  return { withdraw, isPending: requesting || action.isPending };
}
