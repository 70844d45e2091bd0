import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me';
import { usePendingWithdrawal } from '../../../api/get-withdrawals';
import { SUI_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { showToast } from '../../../components/feedback';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { useWithdraw } from '../hooks/use-withdraw';
import { checkWithdrawAmount } from '../lib/asset-rules';
import { PendingWithdrawal } from './pending-withdrawal';

/**
 * Withdraw income as SUI: the server issues a voucher that the pool pays out on chain. While a
 * voucher is pending (one at a time), the sheet offers to finish that one instead.
 */
export function WithdrawSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const me = useMe();
  const pending = usePendingWithdrawal();
  const { withdraw, complete, isPending } = useWithdraw();
  // The withdrawable income comes from the signed-in user's record on the server.
  const withdrawable = me.data?.balances.withdrawableIncome ?? null;
  const check = checkWithdrawAmount(amount, withdrawable);
  // The message waits for the first keystroke or a tap on the button: an untouched form is not an error.
  const error = (amount !== '' || submitted) && !check.ok ? t(check.key) : null;
  const submit = async () => {
    setSubmitted(true);
    // Validation first: nothing is sent for a bad amount.
    if (!check.ok) {
      showToast(t(check.key), 'fail');
      return;
    }
    const outcome = await withdraw(check.amount);
    if (outcome !== 'failed') {
      setAmount('');
      setSubmitted(false);
    }
    if (outcome === 'paid') onClose();
  };
  const finish = async () => {
    if (pending.data && (await complete(pending.data))) onClose();
  };
  return (
    <BottomSheet visible={visible} title={t('assets.withdrawTitle')} onClose={onClose}>
      {pending.data ? (
        <>
          <p>{t('assets.finishPendingFirst')}</p>
          <PendingWithdrawal pending={pending.data} completing={isPending} onComplete={() => void finish()} />
        </>
      ) : (
        <>
          <AmountField
            label={t('assets.withdrawAmount')}
            value={amount}
            onChange={setAmount}
            decimals={SUI_DECIMALS}
            symbol="SUI"
            symbolText="SUI"
            available={withdrawable}
            placeholder={t('components.amountPlaceholder')}
            error={error}
          />
          <SubmitBar
            label={t('assets.withdraw')}
            requires="signIn"
            disabledReason={withdrawable !== null ? null : me.isError ? t('disabled.balanceFailed') : t('disabled.balanceLoading')}
            loading={isPending}
            onSubmit={() => void submit()}
          />
          <Notes items={[t('assets.withdrawNote'), t('assets.withdrawHeldNote')]} />
        </>
      )}
    </BottomSheet>
  );
}
