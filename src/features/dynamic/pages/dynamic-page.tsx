// Community style (route dynamic): posts and pictures from the community, from the server.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';

export default function DynamicPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('dynamic.title')}>
      <EmptyState description={t('dynamic.placeholder')} />
    </PageLayout>
  );
}
