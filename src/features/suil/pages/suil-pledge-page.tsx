// SuiL pledge (route suilPledge): add with the SuiL asset (SUIL worth at least 50 USDC by the
// chain's quote; on chain a SUIL top-up) and top up with SUI, SUIL or USDC.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, formatDisplay, parseAmount } from '../../../chain/amount';
import { suilUsdcPrice } from '../../../chain/format';
import { AmountField } from '../../../components/amount-field';
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
import { useTopUpWorth } from '../../../hooks/use-top-up-worth';
import { MIN_SUIL_TOP_UP_WORTH_USDC } from '../../../components/top-up-rules';
import { checkSuilAdd } from '../lib/suil-rules';

const SUIL_ADD_MESSAGES = { pending: 'suil.adding', success: 'suil.added', failure: 'suil.addFailed' };

export default function SuilPledgePage() {
  const { t } = useTranslation();
  const { balance } = useCoinBalance(env.suilType);
  const topUpForm = useTopUpForm();
  const add = useTopUp(SUIL_ADD_MESSAGES);
  const minimum = formatAmount(MIN_SUIL_TOP_UP_WORTH_USDC, DECIMALS.USDC);
  const form = useAmountForm({
    check: (text) => checkSuilAdd(text, balance),
    // After the amount: its worth by the chain's quote. Below the minimum or not known yet,
    // nothing is sent and the field says why (below).
    run: async ({ amount }): Promise<boolean> => {
      if (worthCheck !== 'enough') return false;
      return (await add.run({ coin: 'SUIL', amount })) !== null;
    },
    pending: add.isPending,
  });
  // Valued for any amount typed (also above the balance); only a valid amount is sent.
  const typed = parseAmount(form.text, DECIMALS.SUIL);
  // The SUIL top-up's one rule (components/top-up-rules), the same as the assets page's top-up with SUIL.
  const { unitPrice, worth, isError, check: worthCheck } = useTopUpWorth('SUIL', typed !== null && typed > 0n ? typed : null);
  const usdc = (value: bigint) => `${formatDisplay(value, DECIMALS.USDC)} USDC`;
  // One message in the field: the amount's own, else its worth (below the minimum; or, once the
  // user tried to add, that the worth is still being read or could not be).
  let worthError: string | null = null;
  if (form.check.ok && worthCheck === 'belowMinimum') worthError = t('suil.belowMinimumWorth', { amount: minimum });
  else if (form.check.ok && worthCheck === 'unknown' && form.submitted) worthError = t(isError ? 'suil.worthFailed' : 'suil.worthLoading');
  const error = form.error ?? worthError;

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
