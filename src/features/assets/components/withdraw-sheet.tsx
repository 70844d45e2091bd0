import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me';
import { SUI_DECIMALS } from '../../../chain/amount';
import { formatDisplayAmount } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { useWithdraw } from '../hooks/use-withdraw';
import { checkWithdrawAmount } from '../lib/asset-rules';

/** Withdraw income as SUI: the server issues a voucher that the pool pays out on chain. */
export function WithdrawSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const me = useMe();
  const { withdraw, isPending } = useWithdraw();
  // The withdrawable income comes from the signed-in user's record on the server.
  const withdrawable = me.data?.balances.withdrawableIncome ?? null;
  const held = me.data?.balances.heldIncome ?? null;
  const check = checkWithdrawAmount(amount, withdrawable);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const submit = async () => {
    if (!check.ok) return;
    if (await withdraw(check.amount)) {
      setAmount('');
      onClose();
    }
  };
  return (
    <BottomSheet visible={visible} title={t('assets.withdrawTitle')} onClose={onClose}>
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
      {held !== null && held > 0n ? (
        <InfoRows rows={[{ label: t('assets.heldIncome'), value: `${formatDisplayAmount(held, SUI_DECIMALS)} SUI` }]} />
      ) : null}
      <SubmitBar
        label={t('assets.withdraw')}
        requires="signIn"
        disabled={!check.ok}
        loading={isPending}
        onSubmit={() => void submit()}
      />
      <Notes items={[t('assets.withdrawNote'), t('assets.withdrawHeldNote')]} />
    </BottomSheet>
  );
}
