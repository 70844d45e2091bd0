import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/api-error';
import { useCreateTransfer } from '../../../api/create-transfer';
import { useMe, type AppBalances } from '../../../api/get-me';
import { formatAmount } from '../../../chain/amount';
import { shortDigest } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { CoinSelector } from '../../../components/coin-selector';
import { confirmDialog, showLoading, showToast } from '../../../components/feedback';
import { SubmitBar } from '../../../components/submit-bar';
import { TOP_UP_COINS, type TopUpCoin } from '../../../components/top-up-rules';
import { DECIMALS } from '../../../config/constants';
import { useAccess } from '../../../hooks/use-access';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { checkTransfer } from '../lib/asset-rules';
import styles from './transfer-sheet.module.css';

const BALANCE_OF: Record<TopUpCoin, (balances: AppBalances) => bigint> = {
  SUI: (balances) => balances.sui,
  SUIL: (balances) => balances.suil,
  USDC: (balances) => balances.usdc,
};

/** Transfer part of the app balance to another user's address. */
export function TransferSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { address } = useAccess();
  const recipientId = useId();
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const [recipient, setRecipient] = useState('');
  // The app balance per coin comes from the signed-in user's record on the server, and the
  // transfer moves it there (no chain transaction).
  const me = useMe();
  const balances = me.data?.balances;
  const transfer = useCreateTransfer();
  const available: bigint | null = balances ? BALANCE_OF[coin](balances) : null;
  const form = useAmountForm({
    check: (text) => checkTransfer(recipient, text, { decimals: DECIMALS[coin], available, sender: address }),
    run: async (check) => {
      // Nothing is sent while the balance is unknown.
      if (available === null || transfer.isPending) return false;
      // An app-balance transfer has no wallet prompt: this dialog is the one time the user is asked.
      const confirmed = await confirmDialog({
        title: t('assets.confirmTransferTitle'),
        message: t('assets.confirmTransfer', {
          amount: `${formatAmount(check.amount, DECIMALS[coin], { group: true })} ${coin}`,
          recipient: shortDigest(check.recipient, 10, 8),
        }),
      });
      if (!confirmed) return false;
      const closeLoading = showLoading(t('assets.transferring'));
      try {
        await transfer.mutateAsync({ to: check.recipient, coin, amount: check.amount });
      } catch (error) {
        closeLoading();
        const apiError = toApiError(error);
        // An expired session is told by the session's end itself.
        if (apiError.code === 'unauthorized') return false;
        // The server knows no such user, or it is the sender: the same words as the form's check.
        const reason = apiError.serverCode === 'unknown_recipient' || apiError.serverCode === 'self_transfer' ? 'validation.invalidUser' : apiError.messageKey;
        showToast(`${t('assets.transferFailed')}\n${t(reason)}`, 'fail');
        return false;
      }
      closeLoading();
      showToast(t('assets.transferSuccess'), 'success');
      setRecipient('');
      onClose();
      return true;
    },
    pending: transfer.isPending,
  });
  const { check } = form;
  // A field's message waits for its first keystroke or a tap on the button: an untouched form is not an error.
  const recipientError = (recipient !== '' || form.submitted) && !check.ok && check.field === 'recipient' ? t(check.key) : null;
  const amountError = !check.ok && check.field === 'amount' ? form.error : null;
  return (
    <BottomSheet visible={visible} title={t('assets.transferTitle')} onClose={onClose}>
      <CoinSelector
        label={t('assets.transferCoin')}
        coins={TOP_UP_COINS}
        value={coin}
        onChange={(next) => {
          setCoin(next);
          form.setText('');
        }}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={recipientId}>
          {t('assets.recipient')}
        </label>
        <input
          id={recipientId}
          className={`${styles.input} ${recipientError ? styles.invalid : ''}`}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          placeholder={t('assets.recipientPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={recipientError ? true : undefined}
        />
        {recipientError ? (
          <p className={styles.error} role="alert">
            {recipientError}
          </p>
        ) : null}
      </div>
      <AmountField
        label={t('assets.transferAmount')}
        {...form.field}
        decimals={DECIMALS[coin]}
        symbol={coin}
        symbolText={coin}
        available={available}
        placeholder={t('components.amountPlaceholder')}
        error={amountError}
      />
      <SubmitBar
        label={t('assets.transfer')}
        requires="signIn"
        disabledReason={available !== null ? null : me.isError ? t('disabled.balanceFailed') : t('disabled.balanceLoading')}
        loading={form.pending}
        onSubmit={form.submit}
      />
    </BottomSheet>
  );
}
