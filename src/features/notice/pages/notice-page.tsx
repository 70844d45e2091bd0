// Notices (route notice): announcements from the operator, served by /api/notices.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';

export default function NoticePage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('notice.title')}>
      <EmptyState description={t('notice.placeholder')} />
    </PageLayout>
  );
}
