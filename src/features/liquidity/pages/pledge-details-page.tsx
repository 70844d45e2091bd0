// The user's liquidity position (route pledgeDetails1?id=<owner address>): its fields (ended
// once its hashrate is used up, with a line saying what that means), withdrawing the income,
// and unstaking once the lock has ended. Each action shows what it
// would pay (the call simulated) and asks for confirmation: the income starts again from zero.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDisplay } from '../../../chain/amount';
import { bpsToPercent, unstakeArrivalValue } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { AmountField } from '../../../components/amount-field';
import { checkAmount } from '../../../components/amount-validation';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { DECIMALS } from '../../../config/constants';
import { LiquidityLoadError, LiquidityPositionFields, WithdrawIncomeForm } from '../components/liquidity-position';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { useFormatDateTime } from '../../../hooks/use-format-date';
import { isOwnPosition, useLiquidityPosition } from '../hooks/use-liquidity';
import { useUnstake, useUnstakePreview } from '../hooks/use-unstake';
import { useWithdrawIncome } from '../hooks/use-withdraw-income';
import styles from './pledge-page.module.css';

const suil = (value: bigint) => `${formatDisplay(value, DECIMALS.SUIL)} SUIL`;
const sui = (value: bigint) => `${formatDisplay(value, DECIMALS.SUI)} SUI`;

export default function PledgeDetailsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const positionId = useSearchParams()[0].get('id');
  const liquidity = useLiquidityPosition();
  const { position, config } = liquidity;
  const principal = position?.principal ?? null;
  const unlockTime = position ? formatDate(position.unlockMs) : null;
  const unstake = useUnstake();
  const withdrawIncome = useWithdrawIncome(position);
  const form = useAmountForm({
    check: (text) =>
      checkAmount(text, { field: 'unstake', coin: 'SUI', decimals: DECIMALS.SUI, available: principal }),
    run: async ({ amount }) => (await unstake.run({ amount, unlockTime, all: amount === principal })) !== null,
    pending: unstake.isPending,
  });
  const unstakePreview = useUnstakePreview(position?.unstakeable && form.check.ok ? form.check.amount : null);

  const ownPosition = isOwnPosition(positionId, liquidity.owner);

  return (
    <PageLayout title={t('liquidity.pledge.detailsTitle')}>
      <AccessGate requires="wallet" walletHint={t('liquidity.pledge.connectForPositions')}>
        {!ownPosition ? (
          <EmptyState description={t('liquidity.pledge.noPositionSelected')} action={<Link to="/pledge1">{t('liquidity.pledge.backToPositions')}</Link>} />
        ) : liquidity.isError ? (
          <LiquidityLoadError message={t('liquidity.pledge.loadFailed')} onRetry={liquidity.retry} />
        ) : liquidity.isLoaded && position === null ? (
          <EmptyState description={t('liquidity.pledge.noPositions')} action={<Link to="/pledge1">{t('liquidity.pledge.backToPositions')}</Link>} />
        ) : (
          <>
            <SectionCard title={t('liquidity.pledge.positionTitle')}>
              <LiquidityPositionFields position={position} incomeTestId="withdrawable-income" />
              {position?.status === 'ended' ? (
                <p className={styles.positionsHint} data-testid="position-ended">
                  {t('liquidity.pledge.endedNote')}
                </p>
              ) : null}
            </SectionCard>

            <SectionCard title={t('liquidity.pledge.withdrawIncomeTitle')}>
              <WithdrawIncomeForm position={position} config={config} withdraw={withdrawIncome} />
              <Notes items={[t('liquidity.pledge.noteRestart'), t(position?.status === 'ended' ? 'liquidity.noteExact' : 'liquidity.noteEstimate')]} />
            </SectionCard>

            <SectionCard title={t('liquidity.pledge.unstakeTitle')}>
              {position && !position.unstakeable ? null : (
                <>
                  <AmountField
                    label={t('liquidity.pledge.unstakeQuantity')}
                    {...form.field}
                    decimals={DECIMALS.SUI}
                    symbol="SUI"
                    symbolText="SUI"
                    available={principal}
                  />
                  <InfoRows
                    rows={[
                      { label: t('liquidity.pledge.unstakeReward'), value: unstakePreview.preview && suil(unstakePreview.preview.rewardValue) },
                      {
                        label: config ? t('liquidity.pledge.unstakeFeeRate', { rate: bpsToPercent(config.unstakeHrRate) }) : t('liquidity.pledge.unstakeFee'),
                        value: unstakePreview.preview && sui(unstakePreview.preview.fee),
                      },
                      { label: t('liquidity.pledge.unstakeArrival'), value: unstakePreview.preview && sui(unstakeArrivalValue(unstakePreview.preview)) },
                    ]}
                  />
                  {unstakePreview.isError ? <p className={styles.positionsHint}>{t('liquidity.pledge.previewFailed')}</p> : null}
                </>
              )}
              <SubmitBar
                label={t('liquidity.pledge.unstake')}
                requires="wallet"
                onSubmit={form.submit}
                loading={form.pending}
                disabledReason={
                  position === null ? t('disabled.positionLoading') : !position.unstakeable ? t('liquidity.pledge.lockedUntil', { time: unlockTime }) : null
                }
              />
              {/* Unstaking pays the income and the principal together: no line may say that cannot be done. */}
              <Notes items={[t('liquidity.pledge.noteUnstake'), t('liquidity.pledge.noteUnstakeRestart')]} />
            </SectionCard>
          </>
        )}
      </AccessGate>
    </PageLayout>
  );
}
