import { useTranslation } from 'react-i18next';
import { useContentPage, type ContentSlug } from '../../../api/get-content-page';
import { CardSkeleton } from '../../../components/loading-skeleton';
import { PageLayout } from '../../../components/page-layout';
import { QueryErrorState } from '../../../components/query-error-state';
import { SafeMarkup } from '../../../components/safe-markup';
import { SectionCard } from '../../../components/section-card';
import { LOCALE_TAGS } from '../../../config/locales';
import { useFormatDateTime } from '../../../hooks/use-format-date';

/** A coin's page: what the operator publishes about it (/api/pages/<slug>), in the user's language or in en_US, marked so (lang). */
export function CoinPage({ symbol, slug }: { symbol: string; slug: ContentSlug }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const page = useContentPage(slug);
  return (
    <PageLayout title={symbol}>
      {page.isPending ? <CardSkeleton label={t('api.loading')} rows={5} /> : page.isError ? (
        <QueryErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <SectionCard
          title={<span lang={LOCALE_TAGS[page.data.locale]}>{page.data.title}</span>}
          extra={t('coins.updated', { time: formatDateTime(Date.parse(page.data.updatedAt)) })}
        >
          <div lang={LOCALE_TAGS[page.data.locale]}>
            <SafeMarkup markup={page.data.bodyHtml} />
          </div>
        </SectionCard>
      )}
    </PageLayout>
  );
}
