// Ecosystem (route ecology): the projects that liquidity income can be deposited into.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';

export default function EcologyPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('ecology.title')}>
      <SectionCard title={t('ecology.aboutTitle')}>
        <Notes items={[t('ecology.about'), t('ecology.aboutDeposit')]} />
      </SectionCard>
      <SectionCard title={t('ecology.projectsTitle')} extra={<Link to="/flow">{t('ecology.toPool')}</Link>}>
        <EmptyState description={t('ecology.placeholder')} />
      </SectionCard>
    </PageLayout>
  );
}
