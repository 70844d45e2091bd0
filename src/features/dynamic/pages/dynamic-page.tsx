// Community style (route dynamic): posts from the community, from the server (notices of the
// 'dynamic' category), newest first.
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../api/get-notices';
import { ApiList } from '../../../components/api-list';
import { PageLayout } from '../../../components/page-layout';
import { SafeMarkup } from '../../../components/safe-markup';
import { SectionCard } from '../../../components/section-card';
import { useFormatDateTime } from '../../../hooks/use-format-date';

export default function DynamicPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const posts = useNotices('dynamic');
  return (
    <PageLayout title={t('dynamic.title')}>
      <ApiList
        query={posts}
        itemKey={(post) => post.id}
        emptyText={t('dynamic.placeholder')}
        renderItem={(post) => (
          <SectionCard title={post.title} extra={formatDateTime(Date.parse(post.publishedAt))}>
            <SafeMarkup markup={post.bodyHtml} />
          </SectionCard>
        )}
      />
    </PageLayout>
  );
}
