// Ecosystem (route ecology): the projects around the SUIL token, as the operator publishes them
// (/api/pages/ecology) in the user's language, or in en_US (marked so) when the page has no
// translation. Nothing here takes a deposit: the finance package has none (docs/contract.md).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useContentPage } from '../../../api/get-content-page';
import { TextSkeleton } from '../../../components/loading-skeleton';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { PhraseText } from '../../../components/phrase-text';
import { QueryErrorState } from '../../../components/query-error-state';
import { SafeMarkup } from '../../../components/safe-markup';
import { SectionCard } from '../../../components/section-card';
import { LOCALE_TAGS } from '../../../config/locales';

export default function EcologyPage() {
  const { t } = useTranslation();
  const page = useContentPage('ecology');
  return (
    <PageLayout title={t('ecology.title')}>
      <SectionCard title={t('ecology.aboutTitle')}>
        <Notes items={[t('ecology.about')]} />
      </SectionCard>
      <SectionCard
        title={
          page.data?.title ? (
            <span lang={LOCALE_TAGS[page.data.locale]}>
              <PhraseText locale={page.data.locale}>{page.data.title}</PhraseText>
            </span>
          ) : (
            t('ecology.projectsTitle')
          )
        }
        extra={<Link to="/flow">{t('ecology.toPool')}</Link>}
      >
        {page.isPending ? <TextSkeleton label={t('api.loading')} /> : page.isError ? (
          <QueryErrorState error={page.error} onRetry={() => void page.refetch()} />
        ) : (
          <div lang={LOCALE_TAGS[page.data.locale]}>
            <SafeMarkup markup={page.data.bodyHtml} />
          </div>
        )}
      </SectionCard>
    </PageLayout>
  );
}
