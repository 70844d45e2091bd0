// SuiL log (route suiLLog): the user's SuiL additions and top-ups, from the server's records.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';

type LogKind = 'add' | 'topUp';

export default function SuilLogPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LogKind>('add');
  return (
    <PageLayout title={t('suil.logTitle')}>
      <AccessGate requires="signIn" walletHint={t('suil.connectForLog')}>
        <RecordTabs
          tabs={[
            { key: 'add', title: t('suil.logAdd') },
            { key: 'topUp', title: t('suil.logTopUp') },
          ]}
          active={kind}
          onChange={setKind}
        >
          {(active) => (
            <EmptyState description={t(active === 'add' ? 'suil.logAddPlaceholder' : 'suil.logTopUpPlaceholder')} />
          )}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
