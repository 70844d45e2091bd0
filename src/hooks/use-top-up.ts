// Top-ups of the user's app balance through the shared runner: SUI (topup), SUIL (topup_suil;
// also what adding with the SuiL asset sends) or USDC with a SUI fee (topup_v2<USDC>), each paid
// from whatever the user holds of the coin (coin objects and address balance). Used by the
// assets page's top-up sheet and the SuiL pledge page (its top-up and its SuiL-asset addition).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, parseAmount } from '../chain/amount';
import { COIN_TYPES } from '../chain/finance-ids';
import { chainQueryKeys } from '../chain/query-keys';
import { buildTopupSuilTx, buildTopupTx, buildTopupUsdcTx } from '../chain/transactions';
import type { AmountCheck } from '../components/amount-validation';
import { checkTopUpAmount, MIN_SUIL_TOP_UP_WORTH_USDC, USDC_TOP_UP_SUI_FEE, type TopUpCoin } from '../components/top-up-rules';
import { DECIMALS } from '../config/constants';
import { useAmountForm, type AmountFieldBinding } from './use-amount-form';
import { useCoinBalance } from './use-coin-balance';
import { useTopUpWorth, type TopUpWorth } from './use-top-up-worth';
import { useTransactionAction, type TransactionAction, type TransactionActionMessages } from './use-transaction-action';

export interface TopUpOrder {
  coin: TopUpCoin;
  amount: bigint;
}

/** Tops up with the coin and amount `run` is given; `messages` are the screen's (a top-up, or the SuiL asset's addition). */
export function useTopUp(messages: TransactionActionMessages): TransactionAction<TopUpOrder> {
  return useTransactionAction<TopUpOrder>({
    build: ({ coin, amount }) => {
      switch (coin) {
        case 'SUI':
          return buildTopupTx({ amount });
        case 'SUIL':
          return buildTopupSuilTx({ amount });
        case 'USDC':
          return buildTopupUsdcTx({ amount, fee: USDC_TOP_UP_SUI_FEE });
      }
    },
    messages,
    // The user's records (the SuiL log reads ToppedUp events) changed; the app balance changes
    // once the server has read the ToppedUp event (the runner has the figures say so until then).
    invalidate: [chainQueryKeys.allViews()],
  });
}

export interface TopUpForm {
  coin: TopUpCoin;
  chooseCoin: (next: TopUpCoin) => void;
  /** The amount field's props: the amount as typed, its setter and the check's message. */
  field: AmountFieldBinding;
  /** The wallet's balance of the chosen coin; null while unknown. */
  balance: bigint | null;
  check: AmountCheck;
  /** What the SUIL typed is worth by the chain's quote (SUIL only: its top-up needs at least 50 USDC in value). */
  worth: TopUpWorth;
  /** Checks the amount (a failed check is told, nothing sent), then runs the top-up. */
  submit: () => void;
  isPending: boolean;
}

export const TOP_UP_MESSAGES: TransactionActionMessages = { pending: 'topUp.toppingUp', success: 'topUp.toppedUp', failure: 'topUp.topUpFailed' };

/**
 * The top-up form's state: the coin, the amount typed and its check against the wallet's
 * balance, SUIL's worth (components/top-up-rules: the same rule as the SuiL asset's addition),
 * and the action. `onDone` runs after a successful top-up (the amount is cleared).
 */
export function useTopUpForm(onDone?: () => void): TopUpForm {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const { balance } = useCoinBalance(COIN_TYPES[coin]);
  const action = useTopUp(TOP_UP_MESSAGES);
  const form = useAmountForm({
    check: (text) => checkTopUpAmount(coin, text, balance),
    run: async ({ amount }) => {
      // SUIL below the minimum worth, or not valued yet: nothing is sent, the field says why.
      if (worth.check === 'belowMinimum' || worth.check === 'unknown') return false;
      const done = (await action.run({ coin, amount })) !== null;
      if (done) onDone?.();
      return done;
    },
    pending: action.isPending,
  });
  // Valued for any SUIL amount typed (also above the balance); only a valid amount is sent.
  const typed = parseAmount(form.text, DECIMALS[coin]);
  const worth = useTopUpWorth(coin, typed !== null && typed > 0n ? typed : null);
  const minimumWorth = formatAmount(MIN_SUIL_TOP_UP_WORTH_USDC, DECIMALS.USDC);
  // One message in the field: the amount's own, else its worth (below the minimum; or, once a
  // top-up was tried, that the worth is still being read or could not be).
  let worthError: string | null = null;
  if (form.check.ok && worth.check === 'belowMinimum') worthError = t('topUp.belowMinimumWorth', { amount: minimumWorth });
  else if (form.check.ok && worth.check === 'unknown' && form.submitted) worthError = t(worth.isError ? 'topUp.worthFailed' : 'topUp.worthLoading');
  return {
    coin,
    chooseCoin: (next) => {
      setCoin(next);
      // An amount typed for one coin means something else in another.
      form.reset();
    },
    field: { ...form.field, error: form.field.error ?? worthError },
    balance,
    check: form.check,
    worth,
    submit: form.submit,
    isPending: form.pending,
  };
}
