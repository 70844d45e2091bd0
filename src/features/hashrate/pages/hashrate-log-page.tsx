// Hashrate records (route hashrateLog): how the user's hashrate grew, by type. Records by
// type are kept by the server's indexer (a later issue); until then the page says so honestly
// and points to the claim records, which the chain itself gives.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
          {() => <EmptyState description={t('hashrate.recordsPlaceholder')} action={<Link to="/collection">{t('hashrate.seeClaimRecords')}</Link>} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
