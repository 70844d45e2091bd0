// Liquidity pool (route flow): the pool at a glance, the ways in and out, and the user's
// liquidity.
import { AddO, BalanceO, CashBackRecord, FireO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { EmptyState } from '../../../components/empty-state';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';

export default function FlowPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('flow.title')}>
      <SectionCard title={t('flow.overviewTitle')}>
        {/* Pool figures come from the stake pool object once the contract module reads it. */}
        <StatGrid
          items={[
            { label: t('flow.myLiquidity') },
            { label: t('flow.withdrawableIncome') },
            { label: t('flow.poolLiquidity') },
            { label: t('flow.releaseRate') },
          ]}
        />
      </SectionCard>

      <ActionGrid
        actions={[
          { key: 'add', label: t('flow.add'), icon: <AddO />, to: '/pledge1' },
          { key: 'withdraw', label: t('flow.withdraw'), icon: <CashBackRecord />, to: '/pledge1' },
          { key: 'bank', label: t('flow.depositToBank'), icon: <BalanceO />, to: '/financial' },
          { key: 'ecology', label: t('flow.depositToEcosystem'), icon: <FireO />, to: '/ecology' },
        ]}
      />

      <SectionCard title={t('flow.myLiquidityTitle')}>
        <AccessGate requires="wallet" walletHint={t('flow.connectForLiquidity')}>
          <EmptyState description={t('flow.liquidityPlaceholder')} />
        </AccessGate>
      </SectionCard>

      <SectionCard title={t('flow.rulesTitle')}>
        <Notes items={[t('flow.ruleMinimum'), t('flow.ruleRestart'), t('flow.rulePrincipalAndIncome')]} />
      </SectionCard>
    </PageLayout>
  );
}
