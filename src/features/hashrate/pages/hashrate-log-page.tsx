// Hashrate records (route hashrateLog): how the user's hashrate grew, by type.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';
import { HASHRATE_KINDS, type HashrateKind } from '../lib/hashrate-kinds';

export default function HashrateLogPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HashrateKind>('staking');
  return (
    <PageLayout title={t('hashrate.logTitle')}>
      <AccessGate requires="signIn" walletHint={t('hashrate.connectForRecords')}>
        <RecordTabs
          tabs={HASHRATE_KINDS.map((key) => ({ key, title: t(`hashrate.kinds.${key}`) }))}
          active={kind}
          onChange={setKind}
        >
          {() => <EmptyState description={t('hashrate.recordsPlaceholder')} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
