// Liquidity pledge (route pledge1): add liquidity from 20 SUI and the user's positions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS } from '../../../chain/amount';
import { AccessGate } from '../../../components/access-gate';
import { AmountField } from '../../../components/amount-field';
import { EmptyState } from '../../../components/empty-state';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { spendableSui, SUI_COIN_TYPE, useCoinBalance } from '../../../components/use-coin-balance';
import { checkPledgeAmount, MIN_PLEDGE } from '../lib/pledge-rules';
import styles from './pledge-page.module.css';

export default function PledgePage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const { balance } = useCoinBalance(SUI_COIN_TYPE);
  const check = checkPledgeAmount(amount, balance);
  // The message waits for the first keystroke: an untouched form is not an error.
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  const minimum = formatAmount(MIN_PLEDGE, SUI_DECIMALS);

  return (
    <PageLayout title={t('pledge.title')}>
      <SectionCard title={t('pledge.addTitle')}>
        <AmountField
          label={t('pledge.quantity')}
          value={amount}
          onChange={setAmount}
          decimals={SUI_DECIMALS}
          symbol="SUI"
          symbolText="SUI"
          available={balance}
          max={spendableSui(balance)}
          placeholder={t('pledge.quantityPlaceholder', { amount: minimum })}
          error={error}
          hint={<span className={styles.minimum}>{t('pledge.minimum', { amount: minimum })}</span>}
        />
        <SubmitBar label={t('pledge.add')} requires="wallet" disabled={!check.ok} />
        <Notes items={[t('pledge.noteMinimum', { amount: minimum }), t('pledge.noteYield'), t('pledge.noteRestart')]} />
      </SectionCard>

      <SectionCard title={t('pledge.positionsTitle')}>
        <AccessGate requires="wallet" walletHint={t('pledge.connectForPositions')}>
          <EmptyState description={t('pledge.positionsPlaceholder')} />
        </AccessGate>
      </SectionCard>
    </PageLayout>
  );
}
