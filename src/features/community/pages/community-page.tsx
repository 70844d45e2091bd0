// Community (route community): the user's level, friends and community performance, and the
// four kinds of acceleration they earn.
import { FriendsO, Gem, PhotoO, Share } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { QueryErrorState } from '../../../components/query-error-state';
import { SectionCard } from '../../../components/section-card';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { StatGrid } from '../../../components/stat-grid';
import { AccelerationTotal } from '../components/acceleration-total';
import { ACCELERATION_KINDS } from '../lib/community-kinds';

export default function CommunityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const data = me.data;
  return (
    <PageLayout title={t('community.title')}>
      <AccessGate requires="signIn" walletHint={t('community.connectForCommunity')}>
        {me.isError ? <QueryErrorState error={me.error} onRetry={() => void me.refetch()} /> : null}
      </AccessGate>
      <SectionCard title={t('community.myCommunity')}>
        <IndexFreshnessNote />
        <StatGrid
          items={[
            { label: t('community.friendLevel'), value: data ? String(data.friendLevel) : null },
            { label: t('community.friends'), value: data ? String(data.teamSize) : null },
            { label: t('community.validFriends'), value: data ? String(data.validFriends) : null },
            { label: t('community.performance'), value: data ? formatDisplayAmount(data.communityPerformance, DECIMALS.SUI) : null },
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
        <InfoRows
          rows={ACCELERATION_KINDS.map((kind) => ({
            label: t(`community.acceleration.${kind}`),
            value: data ? <AccelerationTotal kind={kind} /> : null,
          }))}
        />
        <Notes items={ACCELERATION_KINDS.map((kind) => t(`community.accelerationNote.${kind}`))} />
      </SectionCard>
    </PageLayout>
  );
}
