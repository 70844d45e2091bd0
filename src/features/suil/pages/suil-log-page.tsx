// SuiL log (route suiLLog): the user's SuiL additions and top-ups as the chain records them
// (the ToppedUp events of the user's own transactions, newest first) until the server's records
// arrive. Adding with the SuiL asset is a SUIL top-up on chain, so 'Additions' lists the SUIL
// top-ups and 'Top-ups' lists all of them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount, shortTransactionId } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { InfoRows } from '../../../components/info-rows';
import { OwnRecordsList } from '../../../components/own-records-list';
import { PageLayout } from '../../../components/page-layout';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { useOwnRecords } from '../../../hooks/use-own-records';
import { DECIMALS } from '../../../config/constants';
import { coinOfTypeName } from '../lib/topped-up-coin';

type LogKind = 'add' | 'topUp';

export default function SuilLogPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LogKind>('add');
  return (
    <PageLayout title={t('suil.logTitle')}>
      <AccessGate requires="wallet" walletHint={t('suil.connectForLog')}>
        <RecordTabs
          tabs={[
            { key: 'add', title: t('suil.logAdd') },
            { key: 'topUp', title: t('suil.logTopUp') },
          ]}
          active={kind}
          onChange={setKind}
        >
          {(active) => <TopUpRecords kind={active} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}

function TopUpRecords({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const { records, ...state } = useOwnRecords('suiLLog', ['ToppedUp']);
  const rows =
    records &&
    records
      .map((record) => ({ ...record, coin: coinOfTypeName(record.event.coin_type) }))
      .filter((record) => record.coin !== null && (kind === 'topUp' || record.coin === 'SUIL'));
  return (
    <OwnRecordsList
      state={state}
      records={rows}
      labels={{
        retry: t('suil.retry'),
        loading: t('suil.logLoading'),
        empty: t(kind === 'add' ? 'suil.logAddEmpty' : 'suil.logTopUpEmpty'),
        loadMore: t('suil.loadMore'),
        source: t('suil.logSource'),
      }}
      renderRecord={({ digest, index, timestampMs, event, coin }) => (
        <SectionCard key={`${digest}:${index}`} title={timestampMs === null ? t('suil.unknownTime') : formatDate(timestampMs)} extra={coin}>
          <InfoRows
            rows={[
              { label: t('suil.logAmount'), value: `${formatDisplayAmount(BigInt(event.amount), DECIMALS[coin!])} ${coin}` },
              { label: t('suil.transaction'), value: shortTransactionId(digest) },
            ]}
          />
        </SectionCard>
      )}
    />
  );
}
