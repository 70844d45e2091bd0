// Community style (route dynamic): posts from the community, from the server (notices of the
// 'dynamic' category) in the user's language, newest first; an untranslated post comes in en_US
// and is marked so (lang).
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../api/get-notices';
import { ApiList } from '../../../components/api-list';
import { PageLayout } from '../../../components/page-layout';
import { PhraseText } from '../../../components/phrase-text';
import { SafeMarkup } from '../../../components/safe-markup';
import { SectionCard } from '../../../components/section-card';
import { LOCALE_TAGS } from '../../../config/locales';
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
          <SectionCard title={<span lang={LOCALE_TAGS[post.locale]}><PhraseText locale={post.locale}>{post.title}</PhraseText></span>} extra={formatDateTime(Date.parse(post.publishedAt))}>
            <div lang={LOCALE_TAGS[post.locale]}>
              <SafeMarkup markup={post.bodyHtml} />
            </div>
          </SectionCard>
        )}
      />
    </PageLayout>
  );
}
