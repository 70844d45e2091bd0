// Notices (route notice): announcements from the operator, served by /api/notices in the
// user's language; a notice opens on the same route with ?id=<notice>. A notice the operator has
// not translated comes in en_US and is marked so (lang), for screen readers and line breaking.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useNotice } from '../../../api/get-notice';
import { useNotices } from '../../../api/get-notices';
import { ApiList } from '../../../components/api-list';
import { CardSkeleton } from '../../../components/loading-skeleton';
import { PageLayout } from '../../../components/page-layout';
import { QueryErrorState } from '../../../components/query-error-state';
import { SafeMarkup } from '../../../components/safe-markup';
import { SectionCard } from '../../../components/section-card';
import { LOCALE_TAGS } from '../../../config/locales';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import styles from './notice-page.module.css';

function NoticeList() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const notices = useNotices('notice');
  return (
    <ApiList
      query={notices}
      itemKey={(notice) => notice.id}
      emptyText={t('notice.placeholder')}
      renderItem={(notice) => (
        <Link className={styles.item} to={`/notice?id=${encodeURIComponent(notice.id)}`} lang={LOCALE_TAGS[notice.locale]}>
          <h2 className={styles.title}>{notice.title}</h2>
          {notice.summary ? <p className={styles.summary}>{notice.summary}</p> : null}
          <time className={styles.time} dateTime={notice.publishedAt}>
            {formatDateTime(Date.parse(notice.publishedAt))}
          </time>
        </Link>
      )}
    />
  );
}

function NoticeDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const notice = useNotice(id);
  if (notice.isPending) {
    return <CardSkeleton label={t('api.loading')} rows={5} />;
  }
  if (notice.isError) return <QueryErrorState error={notice.error} onRetry={() => void notice.refetch()} />;
  return (
    <SectionCard title={<span lang={LOCALE_TAGS[notice.data.locale]}>{notice.data.title}</span>}>
      <time className={styles.time} dateTime={notice.data.publishedAt}>
        {formatDateTime(Date.parse(notice.data.publishedAt))}
      </time>
      <div lang={LOCALE_TAGS[notice.data.locale]}>
        <SafeMarkup markup={notice.data.bodyHtml} />
      </div>
    </SectionCard>
  );
}

export default function NoticePage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  return (
    <PageLayout title={id ? t('notice.detailTitle') : t('notice.title')}>
      {id ? <NoticeDetail id={id} /> : <NoticeList />}
    </PageLayout>
  );
}
