// Bank (route financial): the savings product, the user's totals and positions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { BankProductRules } from '../components/bank-product-rules';
import styles from './bank.module.css';

export default function FinancialPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('bank.title')}>
      <SectionCard title={t('bank.productTitle')}>
        <BankProductRules />
        <Link className={styles.primaryLink} to="/subscription">
          {t('bank.subscribe')}
        </Link>
      </SectionCard>

      <SectionCard title={t('bank.mySavings')}>
        {/* Totals come from the signed-in user's bank record on the server; '--' until then. */}
        <StatGrid items={[{ label: t('bank.totalPrincipal') }, { label: t('bank.totalIncome') }]} />
      </SectionCard>

      <SectionCard title={t('bank.positionsTitle')}>
        <AccessGate requires="signIn" walletHint={t('bank.connectForPositions')}>
          <EmptyState description={t('bank.positionsPlaceholder')} />
        </AccessGate>
      </SectionCard>

      <Notes items={[t('bank.noteFee'), t('bank.noteRelease'), t('bank.noteRenew')]} />
    </PageLayout>
  );
}
