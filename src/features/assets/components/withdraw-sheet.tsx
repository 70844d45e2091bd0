import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUI_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { checkWithdrawAmount } from '../lib/asset-rules';

/** Withdraw income as SUI: the server issues a voucher that the pool pays out on chain. */
export function WithdrawSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  // The withdrawable income comes from the signed-in user's record on the server.
  const withdrawable: bigint | null = null;
  const check = checkWithdrawAmount(amount, withdrawable);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
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
      <SubmitBar label={t('assets.withdraw')} requires="signIn" disabled={!check.ok} />
      <Notes items={[t('assets.withdrawNote')]} />
    </BottomSheet>
  );
}
