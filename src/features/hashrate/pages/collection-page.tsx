// Claim records (route collection): the user's claims as the chain records them (the Claimed
// events of the user's own transactions, newest first), until the server's records arrive.
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { formatDisplayAmount, shortDigest } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { useFormatDateTime } from '../../../components/use-format-date';
import { useOwnRecords } from '../../../components/use-own-records';
import { DECIMALS } from '../../../config/constants';
import styles from './collection-page.module.css';

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
  const { records, isError, hasMore, isLoadingMore, loadMore, retry } = useOwnRecords('collection', ['Claimed']);
  if (isError && records === null) {
    return <EmptyState tone="error" description={t('errors.loadFailed')} action={<Button size="small" round onClick={retry}>{t('hashrate.retry')}</Button>} />;
  }
  if (records === null) return <p className={styles.note}>{t('hashrate.recordsLoading')}</p>;
  const suil = (value: bigint | string) => `${formatDisplayAmount(BigInt(value), DECIMALS.SUIL)} SUIL`;
  const sui = (value: bigint | string) => `${formatDisplayAmount(BigInt(value), DECIMALS.SUI)} SUI`;
  return (
    <div className={styles.list}>
      {records.length === 0 ? <EmptyState description={t('hashrate.collectionEmpty')} /> : null}
      {records.map(({ digest, index, timestampMs, event }) => {
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
                { label: t('hashrate.transaction'), value: shortDigest(digest) },
              ]}
            />
          </SectionCard>
        );
      })}
      {hasMore ? (
        <Button block round plain loading={isLoadingMore} onClick={loadMore}>
          {t('hashrate.loadMore')}
        </Button>
      ) : null}
      <p className={styles.note}>{t('hashrate.collectionSource')}</p>
    </div>
  );
}
