// SuiL pledge (route suilPledge): add with the SuiL asset (SUIL worth at least 50 USDC by the
// chain's quote; on chain a SUIL top-up) and top up with SUI, SUIL or USDC.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, formatDisplay, parseAmount, SUIL_DECIMALS, USDC_DECIMALS } from '../../../chain/amount';
import { suilUsdcPrice } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useCoinBalance } from '../../../hooks/use-coin-balance';
import { env } from '../../../config/env';
import { TopUpForm } from '../../../components/top-up-form';
import { useTopUp, useTopUpForm } from '../../../hooks/use-top-up';
import { useSuilWorth } from '../hooks/use-suil-worth';
import { checkSuilAdd, checkSuilWorth, MIN_SUIL_ASSET_USDC } from '../lib/suil-rules';

const SUIL_ADD_MESSAGES = { pending: 'suil.adding', success: 'suil.added', failure: 'suil.addFailed' };

export default function SuilPledgePage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { balance } = useCoinBalance(env.suilType);
  const topUpForm = useTopUpForm();
  const check = checkSuilAdd(amount, balance);
  // Valued for any amount typed (also above the balance); only a valid amount is sent.
  const typed = parseAmount(amount, SUIL_DECIMALS);
  const { unitPrice, worth, isError } = useSuilWorth(typed !== null && typed > 0n ? typed : null);
  const worthCheck = checkSuilWorth(worth);
  const minimum = formatAmount(MIN_SUIL_ASSET_USDC, USDC_DECIMALS);
  const usdc = (value: bigint) => `${formatDisplay(value, USDC_DECIMALS)} USDC`;

  let error: string | null = null;
  if ((amount !== '' || submitted) && !check.ok) error = t(check.key);
  else if (check.ok && worthCheck === 'belowMinimum') error = t('suil.belowMinimumWorth', { amount: minimum });

  const add = useTopUp(SUIL_ADD_MESSAGES);

  const submit = () => {
    setSubmitted(true);
    if (!check.ok) return showToast(t(check.key), 'fail');
    if (worthCheck === 'belowMinimum') return showToast(t('suil.belowMinimumWorth', { amount: minimum }), 'fail');
    if (worthCheck === 'unknown') return showToast(t(isError ? 'suil.worthFailed' : 'suil.worthLoading'), 'fail');
    void add.run({ coin: 'SUIL', amount: check.amount }).then((result) => {
      if (!result) return;
      setAmount('');
      setSubmitted(false);
    });
  };

  return (
    <PageLayout title={t('suil.title')} right={<Link to="/suiLLog">{t('suil.log')}</Link>}>
      <SectionCard title={t('suil.addTitle')}>
        <AmountField
          label={t('suil.addAmount')}
          value={amount}
          onChange={setAmount}
          decimals={SUIL_DECIMALS}
          symbol="SUIL"
          symbolText="SUIL"
          available={balance}
          placeholder={t('components.amountPlaceholder')}
          error={error}
          hint={t('suil.minimum', { amount: minimum })}
        />
        <InfoRows
          rows={[
            { label: t('suil.price'), value: unitPrice === null ? null : `1 SUIL ≈ ${suilUsdcPrice(unitPrice)} USDC` },
            { label: t('suil.worth'), value: worth === null ? null : `≈ ${usdc(worth)}` },
          ]}
        />
        <SubmitBar label={t('suil.add')} requires="wallet" onSubmit={submit} loading={add.isPending} />
        <Notes items={[t('suil.noteMinimum', { amount: minimum }), t('suil.noteAddOnChain')]} />
      </SectionCard>

      <SectionCard title={t('suil.topUpTitle')}>
        <TopUpForm form={topUpForm} />
      </SectionCard>
    </PageLayout>
  );
}
