import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useCheckTransferRecipient } from '../../../api/check-transfer-recipient';
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

/**
 * The server's refusal of a recipient in the words of the form's own checks: no such user, or
 * the sender; null when the server refused for another reason.
 */
function refusedRecipient(error: ApiError): 'validation.invalidUser' | 'validation.ownAddress' | null {
  if (error.serverCode === 'unknown_recipient') return 'validation.invalidUser';
  if (error.serverCode === 'self_transfer') return 'validation.ownAddress';
  return null;
}

/**
 * Transfer part of the app balance to another user's address. The address is checked with the
 * server (is it a user?) before the user is asked to confirm: "A transfer cannot be undone" is
 * only asked of a transfer that can go through.
 */
export function TransferSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { address } = useAccess();
  const recipientId = useId();
  const [coin, setCoin] = useState<TopUpCoin>('SUI');
  const [recipient, setRecipient] = useState('');
  // Why the check of the address typed stopped the transfer (not a user, the sender's own, or
  // the check itself failed), said in the address's field; gone once the address changes.
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const checkRecipient = useCheckTransferRecipient();
  // The app balance per coin comes from the signed-in user's record on the server, and the
  // transfer moves it there (no chain transaction).
  const me = useMe();
  const balances = me.data?.balances;
  const transfer = useCreateTransfer();
  const available: bigint | null = balances ? BALANCE_OF[coin](balances) : null;
  const form = useAmountForm({
    check: (text) => checkTransfer(recipient, text, { coin, decimals: DECIMALS[coin], available, sender: address }),
    run: async (check) => {
      // Nothing is sent while the balance is unknown.
      if (available === null || transfer.isPending || checkRecipient.isPending) return false;
      // Is the address a user? Asked first, so a transfer that cannot go through is never confirmed.
      try {
        await checkRecipient.mutateAsync(check.recipient);
      } catch (error) {
        const apiError = toApiError(error);
        // An expired session is told by the session's end itself.
        if (apiError.code !== 'unauthorized') setRefusal(apiError);
        return false;
      }
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
        showToast(`${t('assets.transferFailed')}\n${t(refusedRecipient(apiError) ?? apiError.messageKey)}`, 'fail');
        return false;
      }
      closeLoading();
      showToast(t('assets.transferSuccess'), 'success');
      setRecipient('');
      onClose();
      return true;
    },
    pending: transfer.isPending || checkRecipient.isPending,
  });
  const { check } = form;
  // A field's message waits for its first keystroke or a tap on the button: an untouched form is not an error.
  let recipientError: string | null = null;
  if ((recipient !== '' || form.submitted) && !check.ok && check.field === 'recipient') recipientError = t(check.key);
  else if (refusal) recipientError = t(refusedRecipient(refusal) ?? 'assets.recipientCheckFailed', { reason: t(refusal.messageKey) });
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
          onChange={(event) => {
            setRecipient(event.target.value);
            setRefusal(null);
          }}
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
