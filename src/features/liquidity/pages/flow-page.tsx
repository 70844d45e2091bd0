// Liquidity pool (route flow): the pool at a glance (the user's liquidity and income, the
// pool's total and daily release rate, from the chain), the ways in and out, and the user's
// liquidity. Nothing offers a deposit into the ecosystem: the finance package has none
// (docs/contract.md).
import { AddO, BalanceO, CashBackRecord } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount, formatDisplay } from '../../../chain/amount';
import { bpsToPercent } from '../../../chain/format';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { EmptyState } from '../../../components/empty-state';
import { DECIMALS } from '../../../config/constants';
import { LiquidityLoadError, LiquidityPositionSummary } from '../components/liquidity-position';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { useLiquidityPosition } from '../hooks/use-liquidity';
import styles from './flow-page.module.css';

export default function FlowPage() {
  const { t } = useTranslation();
  const liquidity = useLiquidityPosition();
  const { config, position, owner } = liquidity;
  // Without a position the user's figures are a real zero once the chain has answered.
  const mine = liquidity.isLoaded ? position : undefined;
  const detailsUrl = owner ? `/flowDetails?id=${owner}` : '/pledge1';

  return (
    <PageLayout title={t('liquidity.flow.title')}>
      <SectionCard title={t('liquidity.flow.overviewTitle')}>
        <StatGrid
          prominent
          loading={owner !== null && !liquidity.isLoaded && !liquidity.isError}
          items={[
            { label: t('liquidity.flow.myLiquidity'), value: mine === undefined ? null : formatDisplay(mine?.principal ?? 0n, DECIMALS.SUI) },
            {
              label: t('liquidity.flow.withdrawableIncome'),
              value: mine === undefined ? null : formatDisplay(mine?.withdrawableIncome ?? 0n, DECIMALS.SUIL),
            },
            { label: t('liquidity.flow.poolLiquidity'), value: config && formatDisplay(config.totalStaked, DECIMALS.SUI) },
            { label: t('liquidity.flow.releaseRate'), value: config && t('liquidity.flow.releaseRateValue', { rate: bpsToPercent(config.releaseRate) }) },
          ]}
        />
      </SectionCard>

      <ActionGrid
        actions={[
          { key: 'add', label: t('liquidity.flow.add'), icon: <AddO />, to: '/pledge1' },
          { key: 'withdraw', label: t('liquidity.flow.withdraw'), icon: <CashBackRecord />, to: detailsUrl },
          { key: 'bank', label: t('liquidity.flow.depositToBank'), icon: <BalanceO />, to: '/financial' },
        ]}
      />

      <SectionCard title={t('liquidity.flow.myLiquidityTitle')}>
        <AccessGate requires="wallet" walletHint={t('liquidity.flow.connectForLiquidity')}>
          {liquidity.isError ? (
            <LiquidityLoadError message={t('liquidity.flow.loadFailed')} onRetry={liquidity.retry} />
          ) : !liquidity.isLoaded ? (
            <p className={styles.hint}>{t('liquidity.flow.loading')}</p>
          ) : position === null ? (
            <EmptyState description={t('liquidity.flow.noLiquidity')} action={<Link to="/pledge1">{t('liquidity.flow.add')}</Link>} />
          ) : (
            <LiquidityPositionSummary position={position} detailsUrl={detailsUrl} testId="flow-position" incomeTestId="flow-income" />
          )}
        </AccessGate>
      </SectionCard>

      <SectionCard title={t('liquidity.flow.rulesTitle')}>
        <Notes
          items={[
            config ? t('liquidity.flow.ruleMinimumAmount', { amount: formatAmount(config.minStake, DECIMALS.SUI) }) : null,
            t('liquidity.flow.ruleRestart'),
            t('liquidity.flow.rulePrincipalAndIncome'),
          ].filter((note) => note !== null)}
        />
      </SectionCard>
    </PageLayout>
  );
}
