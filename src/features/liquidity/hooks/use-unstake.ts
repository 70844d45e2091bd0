// Unstaking (liquidity::unstake): what it would pay (the call simulated: rewards in SUIL, the
// principal less the unstake fee in SUI) and the action itself, after the user confirms what
// happens: the income is paid out now and, when part of the principal stays, the income on it
// starts again from zero; when all of it leaves, nothing stays in the pool.
import { useCurrentAccount, useCurrentClient } from '../../../wallet/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chainQueryKeys } from '../../../chain/query-keys';
import { buildUnstakeTx } from '../../../chain/transactions';
import { previewUnstake } from '../../../chain/views';
import { confirmDialog } from '../../../components/feedback';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { LIQUIDITY_INVALIDATES } from './use-liquidity';
import { useTransactionAction, type TransactionAction } from '../../../hooks/use-transaction-action';

/** Typing settles for this long before a preview is asked for, so each keystroke is not a request. */
const PREVIEW_DELAY_MS = 300;

/** The preview of unstaking `amount` (null: nothing valid to preview, or the position is locked). */
export function useUnstakePreview(amount: bigint | null) {
  const owner = useCurrentAccount()?.address ?? null;
  const client = useCurrentClient();
  const settled = useDebouncedValue(amount, PREVIEW_DELAY_MS);
  const enabled = owner !== null && settled !== null && settled > 0n && settled === amount;
  const query = useQuery({
    queryKey: chainQueryKeys.previews(owner, 'unstake', settled?.toString() ?? null),
    enabled,
    queryFn: ({ signal }) => previewUnstake(client, owner!, settled!, signal),
  });
  return { preview: enabled ? (query.data ?? null) : null, isError: enabled && query.isError };
}

export interface UnstakeInput {
  /** SUI of principal to take out, base units. */
  amount: bigint;
  /** The unlock time as the user reads it, for the 'locked' message (abort 7). */
  unlockTime: string | null;
  /** The whole principal leaves: nothing stays to earn income, so the warning says only that. */
  all: boolean;
}

/** Unstakes what `run` is given, once the user confirms what happens to the income and the principal. */
export function useUnstake(): TransactionAction<UnstakeInput> {
  const { t } = useTranslation();
  const action = useTransactionAction<UnstakeInput>({
    build: ({ amount }) => buildUnstakeTx({ amount }),
    messages: { pending: 'liquidity.pledge.unstaking', success: 'liquidity.pledge.unstaked', failure: 'errors.withdrawFailed' },
    invalidate: LIQUIDITY_INVALIDATES,
    errorValues: ({ unlockTime }) => (unlockTime ? { unlockTime } : undefined),
  });
  return {
    isPending: action.isPending,
    run: async (input, callbacks) => {
      const message = t(input.all ? 'liquidity.pledge.unstakeAllConfirm' : 'liquidity.pledge.unstakeConfirm');
      const confirmed = await confirmDialog({ title: t('liquidity.pledge.unstakeConfirmTitle'), message });
      return confirmed ? action.run(input, callbacks) : null;
    },
  };
}
