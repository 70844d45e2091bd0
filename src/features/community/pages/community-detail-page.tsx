// Community details (route communityDetail): the user's direct and indirect friends with
// their levels and performance.
import { formatAddress } from '@mysten/sui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeam } from '../../../api/get-team';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { PageLayout } from '../../../components/page-layout';
import { RecordRow } from '../../../components/record-row';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { FRIEND_TIERS, type FriendTier } from '../lib/community-kinds';

function Friends({ tier }: { tier: FriendTier }) {
  const { t } = useTranslation();
  const team = useTeam(tier);
  const first = team.data?.pages[0];
  return (
    <>
      <SectionCard>
        <StatGrid
          items={[
            { label: t(`community.tiers.${tier}`), value: first ? String(tier === 'direct' ? first.directCount : first.indirectCount) : null },
            { label: t('community.validFriends'), value: first ? String(first.validFriends) : null },
          ]}
        />
      </SectionCard>
      <ApiList
        query={team}
        itemKey={(member) => member.address}
        emptyText={t('community.friendsPlaceholder')}
        renderItem={(member) => (
          <RecordRow
            title={formatAddress(member.address)}
            detail={t('community.memberLine', {
              level: member.friendLevel,
              performance: formatDisplayAmount(member.performance, DECIMALS.SUI),
            })}
            time={member.boundAt}
            amount={`${formatDisplayAmount(member.staked, DECIMALS.SUI)} SUI`}
          />
        )}
      />
    </>
  );
}

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
          {(key) => <Friends tier={key} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
