// Income (route income): the user's income records by type (seed point 3: static, direct
// referral, indirect referral, team, peer), from the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { INCOME_TYPES, type IncomeType } from '../lib/income-types';

export default function IncomePage() {
  const { t } = useTranslation();
  const [type, setType] = useState<IncomeType>('static');
  return (
    <PageLayout title={t('income.title')}>
      <SectionCard>
        <StatGrid items={[{ label: t('income.total') }, { label: t('income.today') }]} />
      </SectionCard>
      <AccessGate requires="signIn" walletHint={t('income.connectForIncome')}>
        <RecordTabs
          tabs={INCOME_TYPES.map((key) => ({ key, title: t(`income.types.${key}`) }))}
          active={type}
          onChange={setType}
        >
          {() => <EmptyState description={t('income.placeholder')} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
