import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';

/** A coin's page: what the operator publishes about it (from the server). */
export function CoinPage({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={symbol}>
      <EmptyState description={t('coins.placeholder', { coin: symbol })} />
    </PageLayout>
  );
}
