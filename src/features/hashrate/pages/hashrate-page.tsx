// Hashrate mining (route hashrate, the second tab): the user's hashrate (the total the server
// keeps from the chain's events; remaining and claimable from one reading of the chain's
// position view, by the chain's rule: lib/hashrate-figures), the daily release ratio, when the
// remaining hashrate runs out (or that it has), claiming the mined SUIL as SUIL or as SUI with
// its preview (from the position read as SUIL, the simulated claim as SUI), the quick exchange of SUIL just claimed, and the ways to
// the records.
import { BillO, Exchange, Records } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant/es/button/index.js';
import { useHashrate } from '../../../api/get-hashrate';
import { formatAmount } from '../../../chain/amount';
import { bpsToPercent } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { SuilPriceChart } from '../../../components/charts/suil-price-chart';
import { CoinSelector } from '../../../components/coin-selector';
import { InfoRows } from '../../../components/info-rows';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { QueryErrorState } from '../../../components/query-error-state';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { SubmitBar } from '../../../components/submit-bar';
import { DECIMALS } from '../../../config/constants';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { HashrateChart } from '../components/hashrate-chart';
import { useClaim, type ClaimResult } from '../hooks/use-claim';
import { useClaimPreview, usePosition, useStakePoolRates } from '../hooks/use-hashrate';
import { CLAIM_COINS, CLAIM_MODE_OF, formatSui, formatSuil, type ClaimCoin } from '../lib/claim-preview';
import { describeHashrate, describeHashrateLeft } from '../lib/hashrate-figures';
import styles from './hashrate-page.module.css';

export default function HashratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const [coin, setCoin] = useState<ClaimCoin>('SUIL');
  const [lastClaim, setLastClaim] = useState<ClaimResult | null>(null);
  const mode = CLAIM_MODE_OF[coin];
  const { position, reading, isError: positionError } = usePosition();
  const { rates } = useStakePoolRates();
  const hashrate = useHashrate('all');
  const totals = hashrate.data?.pages[0] ?? null;
  const preview = useClaimPreview(coin, position?.pending ?? null, rates?.claimHrRate ?? null);
  const claim = useClaim(setLastClaim);

  const figures = describeHashrate(totals?.total ?? null, reading, rates?.releaseRate ?? null);
  const left = describeHashrateLeft(totals?.byType ?? null, reading);
  const shown = preview.status === 'ready' ? preview.shown : null;

  // Nothing pending: Claim is disabled and says so under it (nothing is sent). While the preview
  // is unknown the chain's own simulation decides (the runner maps 'nothing to claim' to the
  // same message, as a refused claim).
  const claimDisabledReason = preview.status === 'nothing' ? t('validation.nothingToClaim') : null;
  const submit = () => {
    setLastClaim(null);
    void claim.run({ mode });
  };

  let status: string | null = null;
  if (positionError) status = t('hashrate.loadFailed');
  else if (preview.status === 'loading') status = t('hashrate.previewLoading');
  else if (preview.status === 'error') status = t(preview.error.messageKey, preview.error.values);

  const claimedSuil = lastClaim?.mode === 0 && lastClaim.received !== null && lastClaim.received > 0n ? lastClaim.received : null;

  return (
    <PageLayout title={t('hashrate.title')} back={false} right={<Link to="/hashrateLog">{t('hashrate.records')}</Link>}>
      <SectionCard title={t('hashrate.myHashrate')}>
        <IndexFreshnessNote />
        <StatGrid
          prominent
          loading={hashrate.isLoading}
          items={[
            { label: t('hashrate.total'), value: figures.total },
            { label: t('hashrate.remaining'), value: figures.remaining },
            { label: t('hashrate.releaseRatio'), value: figures.releaseRatio },
            { label: t('hashrate.pending'), value: figures.claimable },
          ]}
        />
        {figures.usedUp ? (
          <p className={styles.status} data-testid="hashrate-used-up">
            {t('hashrate.usedUp')}
          </p>
        ) : figures.runsOutAtMs !== null ? (
          <p className={styles.status} data-testid="hashrate-runs-out">
            {t('hashrate.runsOut', { time: formatDate(figures.runsOutAtMs) })}
          </p>
        ) : null}
        {/* What is left of the total, and why the rest cannot be claimed (docs/contract.md: only staked liquidity releases). */}
        {left.noPosition && totals ? (
          <p className={styles.status} data-testid="hashrate-no-position">
            {t('hashrate.noPosition')}
          </p>
        ) : null}
        {left.notReleasable !== null ? (
          <p className={styles.status} data-testid="hashrate-not-releasable">
            {t('hashrate.notReleasable', { amount: left.notReleasable })}
          </p>
        ) : null}
        <AccessGate requires="signIn" walletHint={t('hashrate.connectForHashrate')}>
          {hashrate.isError ? <QueryErrorState error={hashrate.error} onRetry={() => void hashrate.refetch()} /> : null}
        </AccessGate>
      </SectionCard>

      <HashrateChart
        reading={reading}
        readingFailed={positionError}
        releaseRateBps={rates?.releaseRate ?? null}
        runsOutAtMs={figures.runsOutAtMs}
        formatDate={formatDate}
      />

      <SectionCard title={t('hashrate.claimTitle')}>
        <CoinSelector label={t('hashrate.claimAs')} coins={CLAIM_COINS} value={coin} onChange={setCoin} />
        {status ? (
          <p className={styles.status} role="status">
            {status}
          </p>
        ) : null}
        <InfoRows
          loading={preview.status === 'loading'}
          rows={[
            { label: t('hashrate.claimAmount'), value: shown?.claimAmount },
            {
              label: rates ? t('hashrate.claimFeeRate', { rate: bpsToPercent(rates.claimHrRate) }) : t('hashrate.claimFee'),
              value: shown?.fee,
            },
            { label: t('hashrate.arrival', { coin }), value: shown?.arrival },
          ]}
        />
        <SubmitBar label={t('hashrate.claim')} requires="wallet" onSubmit={submit} loading={claim.isPending} disabledReason={claimDisabledReason} />
        {/* Once the hashrate is used up nothing accrues: the preview is exactly what is paid. */}
        <Notes items={[t('hashrate.noteModes'), t('hashrate.noteFee'), t(figures.usedUp ? 'hashrate.noteExact' : 'hashrate.noteEstimate')]} />
      </SectionCard>

      {/* A claim as SUI is exchanged through the pool: its price over time. */}
      {coin === 'SUI' ? <SuilPriceChart testId="claim-price-chart" /> : null}

      {lastClaim && lastClaim.received !== null ? (
        <SectionCard title={t('hashrate.lastClaimTitle')}>
          <p className={styles.received}>
            {t('hashrate.received', { amount: lastClaim.mode === 0 ? formatSuil(lastClaim.received) : formatSui(lastClaim.received) })}
          </p>
          {claimedSuil !== null ? (
            <Button
              type="primary"
              plain
              block
              round
              nativeType="button"
              onClick={() => void navigate(`/exchange?amount=${formatAmount(claimedSuil, DECIMALS.SUIL)}`)}
            >
              {t('hashrate.exchangeClaimed')}
            </Button>
          ) : null}
        </SectionCard>
      ) : null}

      <ActionGrid
        actions={[
          { key: 'exchange', label: t('hashrate.quickExchange'), icon: <Exchange />, to: '/exchange' },
          { key: 'records', label: t('hashrate.records'), icon: <Records />, to: '/hashrateLog' },
          { key: 'collection', label: t('hashrate.collection'), icon: <BillO />, to: '/collection' },
        ]}
      />
    </PageLayout>
  );
}
