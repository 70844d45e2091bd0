// Community details (route communityDetail): the user's direct and indirect friends with
// their levels and performance.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';
import { FRIEND_TIERS, type FriendTier } from '../lib/community-kinds';

export default function CommunityDetailPage() {
  const { t } = useTranslation();
  const [tier, setTier] = useState<FriendTier>('direct');
  return (
    <PageLayout title={t('community.detailTitle')}>
      <AccessGate requires="signIn" walletHint={t('community.connectForCommunity')}>
        <RecordTabs
          tabs={FRIEND_TIERS.map((key) => ({ key, title: t(`community.tiers.${key}`) }))}
          active={tier}
          onChange={setTier}
        >
          {() => <EmptyState description={t('community.friendsPlaceholder')} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
