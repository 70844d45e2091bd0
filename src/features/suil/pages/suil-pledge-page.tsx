// SuiL pledge (route suilPledge): add with the SuiL asset (SUIL worth at least 50 USDC by the
// chain's quote; on chain a SUIL top-up) and top up with SUI, SUIL or USDC.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, formatDisplay, parseAmount } from '../../../chain/amount';
import { suilUsdcPrice } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { useCoinBalance } from '../../../hooks/use-coin-balance';
import { env } from '../../../config/env';
import { TopUpForm } from '../../../components/top-up-form';
import { useTopUp, useTopUpForm } from '../../../hooks/use-top-up';
import { useSuilWorth } from '../hooks/use-suil-worth';
import { checkSuilAdd, checkSuilWorth, MIN_USDC_TOP_UP } from '../lib/suil-rules';

const SUIL_ADD_MESSAGES = { pending: 'suil.adding', success: 'suil.added', failure: 'suil.addFailed' };

export default function SuilPledgePage() {
  const { t } = useTranslation();
  const { balance } = useCoinBalance(env.suilType);
  const topUpForm = useTopUpForm();
  const add = useTopUp(SUIL_ADD_MESSAGES);
  const minimum = formatAmount(MIN_USDC_TOP_UP, DECIMALS.USDC);
  const tell = (message: string) => {
    showToast(message, 'fail');
    return false;
  };
  const form = useAmountForm({
    check: (text) => checkSuilAdd(text, balance),
    // After the amount: its worth by the chain's quote.
    run: async ({ amount }): Promise<boolean> => {
      if (worthCheck === 'belowMinimum') return tell(t('suil.belowMinimumWorth', { amount: minimum }));
      if (worthCheck === 'unknown') return tell(t(isError ? 'suil.worthFailed' : 'suil.worthLoading'));
      return (await add.run({ coin: 'SUIL', amount })) !== null;
    },
    pending: add.isPending,
  });
  // Valued for any amount typed (also above the balance); only a valid amount is sent.
  const typed = parseAmount(form.text, DECIMALS.SUIL);
  const { unitPrice, worth, isError } = useSuilWorth(typed !== null && typed > 0n ? typed : null);
  const worthCheck = checkSuilWorth(worth);
  const usdc = (value: bigint) => `${formatDisplay(value, DECIMALS.USDC)} USDC`;
  const error = form.error ?? (form.check.ok && worthCheck === 'belowMinimum' ? t('suil.belowMinimumWorth', { amount: minimum }) : null);

  return (
    <PageLayout title={t('suil.title')} right={<Link to="/suiLLog">{t('suil.log')}</Link>}>
      <SectionCard title={t('suil.addTitle')}>
        <AmountField
          label={t('suil.addAmount')}
          {...form.field}
          decimals={DECIMALS.SUIL}
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
        <SubmitBar label={t('suil.add')} requires="wallet" onSubmit={form.submit} loading={form.pending} />
        <Notes items={[t('suil.noteMinimum', { amount: minimum }), t('suil.noteAddOnChain')]} />
      </SectionCard>

      <SectionCard title={t('suil.topUpTitle')}>
        <TopUpForm form={topUpForm} />
      </SectionCard>
    </PageLayout>
  );
}
