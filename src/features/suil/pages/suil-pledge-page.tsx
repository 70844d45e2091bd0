// SuiL pledge (route suilPledge): add with the SuiL asset (worth at least 50 USDC) and top up
// with SUI, SUIL or USDC.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, SUIL_DECIMALS, USDC_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { TopUpForm } from '../../../components/top-up-form';
import { useCoinBalance } from '../../../components/use-coin-balance';
import { env } from '../../../config/env';
import { checkSuilAdd, MIN_SUIL_ADD_USDC } from '../lib/suil-rules';

export default function SuilPledgePage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const { balance } = useCoinBalance(env.suilType);
  // The SUIL price in USDC is a chain view (suiprice::get_suil_usd_amount_out); unknown until read.
  const usdcPerSuil: bigint | null = null;
  const check = checkSuilAdd(amount, balance, usdcPerSuil);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const minimum = formatAmount(MIN_SUIL_ADD_USDC, USDC_DECIMALS);
  const price = usdcPerSuil === null ? null : `${formatAmount(usdcPerSuil, USDC_DECIMALS, { maxFractionDigits: 4 })} USDC`;

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
        <InfoRows rows={[{ label: t('suil.price'), value: price }]} />
        <SubmitBar label={t('suil.add')} requires="wallet" disabled={!check.ok} />
        <Notes items={[t('suil.noteMinimum', { amount: minimum })]} />
      </SectionCard>

      <SectionCard title={t('suil.topUpTitle')}>
        <TopUpForm />
      </SectionCard>
    </PageLayout>
  );
}
