// The user's liquidity in the pool (route flowDetails?id=<owner address>): its figures,
// and withdrawing the income (previewed, confirmed: the income starts again from zero).
// Withdrawing principal and income together from the pool is not supported (docs/product.md §4);
// the principal leaves by unstaking on the pledge page.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessGate } from '../../../components/access-gate';
import { EmptyState } from '../../../components/empty-state';
import { showToast } from '../../../components/feedback';
import { LiquidityLoadError, LiquidityPositionFields, WithdrawIncomeForm } from '../components/liquidity-position';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { isOwnPosition, useLiquidityPosition } from '../hooks/use-liquidity';
import { useWithdrawIncome } from '../hooks/use-withdraw-income';

export default function FlowDetailsPage() {
  const { t } = useTranslation();
  const positionId = useSearchParams()[0].get('id');
  const liquidity = useLiquidityPosition();
  const { position, config } = liquidity;
  const withdrawIncome = useWithdrawIncome(position);
  const ownPosition = isOwnPosition(positionId, liquidity.owner);

  return (
    <PageLayout title={t('liquidity.flow.detailsTitle')}>
      <AccessGate requires="wallet" walletHint={t('liquidity.flow.connectForLiquidity')}>
        {!ownPosition ? (
          <EmptyState description={t('liquidity.flow.noPositionSelected')} action={<Link to="/flow">{t('liquidity.flow.backToPool')}</Link>} />
        ) : liquidity.isError ? (
          <LiquidityLoadError message={t('liquidity.flow.loadFailed')} onRetry={liquidity.retry} />
        ) : liquidity.isLoaded && position === null ? (
          <EmptyState description={t('liquidity.flow.noLiquidity')} action={<Link to="/pledge1">{t('liquidity.flow.add')}</Link>} />
        ) : (
          <>
            <SectionCard title={t('liquidity.flow.positionTitle')}>
              <LiquidityPositionFields position={position} incomeTestId="flow-income" />
            </SectionCard>

            <SectionCard title={t('liquidity.flow.withdrawTitle')}>
              <WithdrawIncomeForm position={position} config={config} withdraw={withdrawIncome} />
              <SubmitBar
                label={t('liquidity.flow.withdrawPrincipalAndIncome')}
                requires="wallet"
                // Not supported by the pool (docs/product.md §4): the button says so rather than pretending.
                onSubmit={() => showToast(t('liquidity.flow.rulePrincipalAndIncome'), 'info')}
              />
              <Notes
                items={[
                  t('liquidity.flow.ruleRestart'),
                  // Nothing accrues once the hashrate is used up: the preview is exact then.
                  t(position?.status === 'ended' ? 'liquidity.noteExact' : 'liquidity.noteEstimate'),
                  t('liquidity.flow.rulePrincipalAndIncome'),
                  <Link key="unstake" to={`/pledgeDetails1?id=${liquidity.owner}`}>
                    {t('liquidity.flow.unstakeInstead')}
                  </Link>,
                ]}
              />
            </SectionCard>
          </>
        )}
      </AccessGate>
    </PageLayout>
  );
}
