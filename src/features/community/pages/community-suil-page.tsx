// SuiL community (route communitySuil): the acceleration the user received, by kind.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { ACCELERATION_KINDS, type AccelerationKind } from '../lib/community-kinds';

export default function CommunitySuilPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AccelerationKind>('friend');
  return (
    <PageLayout title={t('community.suilCommunity')}>
      <SectionCard>
        <StatGrid items={[{ label: t('community.totalAcceleration') }, { label: t('community.performance') }]} />
      </SectionCard>
      <AccessGate requires="signIn" walletHint={t('community.connectForCommunity')}>
        <RecordTabs
          tabs={ACCELERATION_KINDS.map((key) => ({ key, title: t(`community.acceleration.${key}`) }))}
          active={kind}
          onChange={setKind}
        >
          {() => <EmptyState description={t('community.accelerationPlaceholder')} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
