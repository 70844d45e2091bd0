// Hashrate records (route hashrateLog): how the user's hashrate grew and was released, by type
// (staking, static, promotion, transaction fee income), as the server indexed them from the
// chain (GET /api/me/hashrate): the total of each type, then the type's records, paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHashrate, type HashrateRecord } from '../../../api/get-hashrate';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { PageLayout } from '../../../components/page-layout';
import { RecordRow } from '../../../components/record-row';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { formatHashrate } from '../lib/hashrate-figures';
import { HASHRATE_KINDS, recordDetail, recordTitleKey, type HashrateKind } from '../lib/hashrate-kinds';

function HashrateLog() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HashrateKind>('staking');
  const records = useHashrate(kind);
  // Every page carries the totals of all types; the first one is the newest answer.
  const totals = records.data?.pages[0]?.byType;
  return (
    <>
      <SectionCard title={t('hashrate.totalsTitle')}>
        <IndexFreshnessNote />
        <StatGrid
          items={HASHRATE_KINDS.map((key) => ({
            label: t(`hashrate.kinds.${key}`),
            value: totals ? formatHashrate(totals[key], { signed: true }) : null,
          }))}
        />
      </SectionCard>
      <RecordTabs tabs={HASHRATE_KINDS.map((key) => ({ key, title: t(`hashrate.kinds.${key}`) }))} active={kind} onChange={setKind}>
        {() => (
          <ApiList
            query={records}
            itemKey={(record: HashrateRecord) => record.id}
            emptyText={t('hashrate.recordsEmpty')}
            renderItem={(record) => {
              const detail = recordDetail(record);
              return (
                <RecordRow
                  title={t(recordTitleKey(record))}
                  detail={detail ? t(detail.key, detail.values) : undefined}
                  time={record.createdAt}
                  amount={formatHashrate(record.amount, { signed: true })}
                  digest={record.txDigest}
                />
              );
            }}
          />
        )}
      </RecordTabs>
    </>
  );
}

export default function HashrateLogPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('hashrate.logTitle')}>
      <AccessGate requires="signIn" walletHint={t('hashrate.connectForRecords')}>
        <HashrateLog />
      </AccessGate>
    </PageLayout>
  );
}
