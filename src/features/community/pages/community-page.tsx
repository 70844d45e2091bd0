// Community (route community): the user's level, friends and community performance, and the
// four kinds of acceleration they earn.
import { FriendsO, Gem, PhotoO, Share } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { ActionGrid } from '../../../components/action-grid';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { ACCELERATION_KINDS } from '../lib/community-kinds';

export default function CommunityPage() {
  const { t } = useTranslation();
  // Figures come from the signed-in user's team record on the server; '--' until then.
  return (
    <PageLayout title={t('community.title')}>
      <SectionCard title={t('community.myCommunity')}>
        <StatGrid
          items={[
            { label: t('community.friendLevel') },
            { label: t('community.friends') },
            { label: t('community.validFriends') },
            { label: t('community.performance') },
          ]}
        />
      </SectionCard>

      <ActionGrid
        actions={[
          { key: 'friends', label: t('community.friendList'), icon: <FriendsO />, to: '/communityDetail' },
          { key: 'suil', label: t('community.suilCommunity'), icon: <Gem />, to: '/communitySuil' },
          { key: 'invite', label: t('community.invite'), icon: <Share />, to: '/share' },
          { key: 'style', label: t('community.style'), icon: <PhotoO />, to: '/dynamic' },
        ]}
      />

      <SectionCard title={t('community.accelerationTitle')}>
        <InfoRows rows={ACCELERATION_KINDS.map((kind) => ({ label: t(`community.acceleration.${kind}`) }))} />
        <Notes items={ACCELERATION_KINDS.map((kind) => t(`community.accelerationNote.${kind}`))} />
      </SectionCard>
    </PageLayout>
  );
}
