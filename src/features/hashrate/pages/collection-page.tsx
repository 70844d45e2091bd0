// Claim records (route collection): the user's claims as the chain records them (the Claimed
// events of the user's own transactions, newest first), until the server's records arrive.
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount, shortTransactionId } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { InfoRows } from '../../../components/info-rows';
import { OwnRecordsList } from '../../../components/own-records-list';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { useOwnRecords } from '../../../hooks/use-own-records';
import { DECIMALS } from '../../../config/constants';

export default function CollectionPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('hashrate.collection')}>
      <AccessGate requires="wallet" walletHint={t('hashrate.connectForRecords')}>
        <ClaimRecords />
      </AccessGate>
    </PageLayout>
  );
}

function ClaimRecords() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const { records, ...state } = useOwnRecords('collection', ['Claimed']);
  const suil = (value: bigint | string) => `${formatDisplayAmount(BigInt(value), DECIMALS.SUIL)} SUIL`;
  const sui = (value: bigint | string) => `${formatDisplayAmount(BigInt(value), DECIMALS.SUI)} SUI`;
  return (
    <OwnRecordsList
      state={state}
      records={records}
      labels={{
        retry: t('hashrate.retry'),
        loading: t('hashrate.recordsLoading'),
        empty: t('hashrate.collectionEmpty'),
        loadMore: t('hashrate.loadMore'),
        source: t('hashrate.collectionSource'),
      }}
      renderRecord={({ digest, index, timestampMs, event }) => {
        const inSui = Number(event.mode) === 1;
        const net = BigInt(event.reward_value) - BigInt(event.reward_value_fee);
        return (
          <SectionCard
            key={`${digest}:${index}`}
            title={timestampMs === null ? t('hashrate.unknownTime') : formatDate(timestampMs)}
            extra={inSui ? t('hashrate.claimedAsSui') : t('hashrate.claimedAsSuil')}
          >
            <InfoRows
              rows={[
                { label: t('hashrate.claimAmount'), value: suil(event.reward_value) },
                { label: t('hashrate.claimFee'), value: suil(event.reward_value_fee) },
                { label: t('hashrate.arrival', { coin: inSui ? 'SUI' : 'SUIL' }), value: inSui ? sui(event.claim_sui_amount) : suil(net) },
                { label: t('hashrate.transaction'), value: shortTransactionId(digest) },
              ]}
            />
          </SectionCard>
        );
      }}
    />
  );
}
