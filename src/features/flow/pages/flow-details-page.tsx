// The user's liquidity in the pool (route flowDetails?id=<owner address>): its figures,
// withdrawing the income (previewed, confirmed: the yield restarts from day one), and moving
// it to the bank or the ecosystem. Withdrawing principal and income together from the pool is
// not supported (seed point 4); the principal leaves by unstaking on the pledge page.
import { BalanceO, FireO } from '@react-vant/icons';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatAmount, SUIL_DECIMALS } from '../../../chain/amount';
import { bpsToPercent, claimArrivalValue } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { EmptyState } from '../../../components/empty-state';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useClaimIncome, useClaimPreview, useLiquidityPosition } from '../../../components/use-liquidity';
import { FlowPositionFields } from '../components/flow-position-fields';
import styles from './flow-page.module.css';

const suil = (value: bigint) => `${formatAmount(value, SUIL_DECIMALS, { maxFractionDigits: 6, group: true })} SUIL`;

function sameAddress(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  try {
    return normalizeSuiAddress(a) === normalizeSuiAddress(b);
  } catch {
    return false;
  }
}

export default function FlowDetailsPage() {
  const { t } = useTranslation();
  const positionId = useSearchParams()[0].get('id');
  const liquidity = useLiquidityPosition();
  const { position, config } = liquidity;
  const claimPreview = useClaimPreview(position?.withdrawableIncome ?? null);
  const claim = useClaimIncome({
    messages: { pending: 'flow.withdrawingIncome', success: 'flow.incomeWithdrawn' },
    confirmTitle: t('flow.withdrawIncomeConfirmTitle'),
    confirmMessage: t('flow.restartConfirm'),
  });

  const withdrawIncome = () => {
    // Validation first: with nothing to claim, nothing is sent.
    if (!position || position.withdrawableIncome === 0n) {
      showToast(t('validation.nothingToClaim'), 'fail');
      return;
    }
    void claim.run();
  };

  const ownPosition = positionId !== null && sameAddress(positionId, liquidity.owner);

  return (
    <PageLayout title={t('flow.detailsTitle')}>
      <AccessGate requires="wallet" walletHint={t('flow.connectForLiquidity')}>
        {!ownPosition ? (
          <EmptyState description={t('flow.noPositionSelected')} action={<Link to="/flow">{t('flow.backToPool')}</Link>} />
        ) : liquidity.isError ? (
          <EmptyState
            tone="error"
            description={t('flow.loadFailed')}
            action={
              <button type="button" className={styles.retry} onClick={liquidity.retry}>
                {t('common.retry')}
              </button>
            }
          />
        ) : liquidity.isLoaded && position === null ? (
          <EmptyState description={t('flow.noLiquidity')} action={<Link to="/pledge1">{t('flow.add')}</Link>} />
        ) : (
          <>
            <SectionCard title={t('flow.positionTitle')}>
              <FlowPositionFields position={position} />
            </SectionCard>

            <SectionCard title={t('flow.withdrawTitle')}>
              <InfoRows
                rows={[
                  { label: t('flow.claimReward'), value: claimPreview.preview && suil(claimPreview.preview.rewardValue) },
                  {
                    label: config ? t('flow.claimFeeRate', { rate: bpsToPercent(config.claimHrRate) }) : t('flow.claimFee'),
                    value: claimPreview.preview && suil(claimPreview.preview.rewardValueFee),
                  },
                  { label: t('flow.claimArrival'), value: claimPreview.preview && suil(claimArrivalValue(claimPreview.preview)) },
                ]}
              />
              {position && position.withdrawableIncome === 0n ? <p className={styles.hint}>{t('validation.nothingToClaim')}</p> : null}
              {claimPreview.isError ? <p className={styles.hint}>{t('flow.previewFailed')}</p> : null}
              <SubmitBar
                label={t('flow.withdrawIncome')}
                requires="wallet"
                onSubmit={withdrawIncome}
                loading={claim.isPending}
                disabled={position === null || claim.isPending}
              />
              <SubmitBar
                label={t('flow.withdrawPrincipalAndIncome')}
                requires="wallet"
                // Not supported by the pool (seed point 4): the button says so rather than pretending.
                onSubmit={() => showToast(t('flow.rulePrincipalAndIncome'), 'info')}
              />
              <Notes
                items={[
                  t('flow.ruleRestart'),
                  t('flow.noteEstimate'),
                  t('flow.rulePrincipalAndIncome'),
                  <Link key="unstake" to={`/pledgeDetails1?id=${liquidity.owner}`}>
                    {t('flow.unstakeInstead')}
                  </Link>,
                ]}
              />
            </SectionCard>

            <SectionCard title={t('flow.moveTitle')}>
              <ActionGrid
                actions={[
                  { key: 'bank', label: t('flow.depositToBank'), icon: <BalanceO />, to: '/financial' },
                  { key: 'ecology', label: t('flow.depositToEcosystem'), icon: <FireO />, to: '/ecology' },
                ]}
              />
            </SectionCard>
          </>
        )}
      </AccessGate>
    </PageLayout>
  );
}
