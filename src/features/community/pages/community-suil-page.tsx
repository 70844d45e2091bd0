// SuiL community (route communitySuil): the acceleration the user received, by kind.
import { formatAddress } from '@mysten/sui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncome } from '../../../api/get-income';
import { useMe } from '../../../api/get-me';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { PageLayout } from '../../../components/page-layout';
import { RecordRow } from '../../../components/record-row';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { StatGrid } from '../../../components/stat-grid';
import { accelerationTotal, ACCELERATION_INCOME, ACCELERATION_KINDS, type AccelerationKind } from '../lib/community-kinds';

function AccelerationRecords({ kind }: { kind: AccelerationKind }) {
  const { t } = useTranslation();
  const records = useIncome(ACCELERATION_INCOME[kind]);
  return (
    <ApiList
      query={records}
      itemKey={(record) => record.id}
      emptyText={t('community.accelerationPlaceholder')}
      renderItem={(record) => (
        <RecordRow
          title={t(`community.acceleration.${kind}`)}
          detail={record.sourceAddress ? formatAddress(record.sourceAddress) : undefined}
          time={record.createdAt}
          amount={`+${formatDisplayAmount(record.amount, DECIMALS[record.coin])} ${record.coin}`}
          digest={record.txDigest}
        />
      )}
    />
  );
}

export default function CommunitySuilPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AccelerationKind>('friend');
  const me = useMe();
  const all = useIncome('all');
  const own = useIncome('static');
  // Everything but static income (the user's own claims) is acceleration from the community.
  const total = accelerationTotal(all.data?.pages[0]?.totals.sui ?? null, own.data?.pages[0]?.totals.sui ?? null);
  return (
    <PageLayout title={t('community.suilCommunity')}>
      <SectionCard>
        <IndexFreshnessNote />
        <StatGrid
          items={[
            { label: t('community.totalAcceleration'), value: total === null ? null : formatDisplayAmount(total, DECIMALS.SUI) },
            { label: t('community.performance'), value: me.data ? formatDisplayAmount(me.data.communityPerformance, DECIMALS.SUI) : null },
          ]}
        />
      </SectionCard>
      <AccessGate requires="signIn" walletHint={t('community.connectForCommunity')}>
        <RecordTabs
          tabs={ACCELERATION_KINDS.map((key) => ({ key, title: t(`community.acceleration.${key}`) }))}
          active={kind}
          onChange={setKind}
        >
          {(key) => <AccelerationRecords kind={key} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
