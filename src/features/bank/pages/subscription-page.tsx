// Subscribe to the bank (route subscription): the product's terms and the amount to lock.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUI_DECIMALS } from '../../../chain/amount';
import { AmountField } from '../../../components/amount-field';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { BankProductRules } from '../components/bank-product-rules';
import { checkSubscription } from '../lib/bank-rules';

export default function SubscriptionPage() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  // The product's minimum and the app balance come from the server; unknown until it answers.
  const minimum = null as bigint | null;
  const available = null as bigint | null;
  const check = checkSubscription(amount, minimum, available);
  const error = amount !== '' && !check.ok ? t(check.key) : null;
  return (
    <PageLayout title={t('bank.subscriptionTitle')}>
      <SectionCard title={t('bank.productTitle')}>
        <BankProductRules />
      </SectionCard>

      <SectionCard title={t('bank.subscribe')}>
        <AmountField
          label={t('bank.subscriptionAmount')}
          value={amount}
          onChange={setAmount}
          decimals={SUI_DECIMALS}
          symbol="SUI"
          symbolText="SUI"
          available={available}
          error={error}
        />
        <SubmitBar label={t('bank.confirmSubscription')} requires="signIn" disabled={!check.ok} />
        <Notes items={[t('bank.noteLock'), t('bank.noteFee'), t('bank.noteRelease'), t('bank.noteRenew')]} />
      </SectionCard>
    </PageLayout>
  );
}
