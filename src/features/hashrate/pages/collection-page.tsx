// Claim records (route collection): every claim of mined SUIL, as SUIL or SUI.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';

export default function CollectionPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('hashrate.collection')}>
      <AccessGate requires="signIn" walletHint={t('hashrate.connectForRecords')}>
        <EmptyState description={t('hashrate.collectionPlaceholder')} />
      </AccessGate>
    </PageLayout>
  );
}
