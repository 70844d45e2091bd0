// Top up the app balance with SUI, SUIL or USDC from the wallet: the coin, the amount with what
// is available (Max leaves SUI for gas), the USDC minimum and SUI fee, then the shared runner.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS } from '../../../chain/amount';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { SubmitBar } from '../../../components/submit-bar';
import { TopUpFields, useTopUpAmount } from '../../../components/top-up-form';
import { COIN_DECIMALS, MIN_USDC_TOP_UP } from '../../../components/top-up-rules';
import { useTopUp } from '../hooks/use-top-up';
import { USDC_TOP_UP_SUI_FEE } from '../lib/suil-rules';

export function TopUpSection() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const form = useTopUpAmount(() => setSubmitted(false));
  const { coin, amount, check } = form;
  const minimumUsdc = formatAmount(MIN_USDC_TOP_UP, COIN_DECIMALS.USDC);
  const topUp = useTopUp(
    check.ok ? { coin, amount: check.amount } : null,
    { pending: 'suil.toppingUp', success: 'suil.toppedUp', failure: 'suil.topUpFailed' },
    () => {
      form.setAmount('');
      setSubmitted(false);
    },
  );

  const submit = () => {
    setSubmitted(true);
    if (!check.ok) return showToast(t(check.key, { amount: minimumUsdc }), 'fail');
    void topUp.run();
  };

  return (
    <>
      <TopUpFields
        topUp={form}
        labels={{ coin: t('suil.topUpCoin'), amount: t('suil.topUpAmount'), minimumUsdc: t('suil.minimumUsdc', { amount: minimumUsdc }) }}
        error={(amount !== '' || submitted) && !check.ok ? t(check.key) : null}
      />
      {coin === 'USDC' ? (
        <InfoRows rows={[{ label: t('suil.usdcFee'), value: `${formatAmount(USDC_TOP_UP_SUI_FEE, SUI_DECIMALS)} SUI` }]} />
      ) : null}
      <SubmitBar label={t('suil.topUp')} requires="wallet" onSubmit={submit} loading={topUp.isPending} />
      <Notes
        items={[
          t('suil.topUpNote'),
          t('suil.topUpUsdcNote', { amount: minimumUsdc, fee: formatAmount(USDC_TOP_UP_SUI_FEE, SUI_DECIMALS) }),
        ]}
      />
    </>
  );
}
