// One liquidity position in the pool (route flowDetails?id=<position>): its figures, withdraw
// the income, and move it to the bank or the ecosystem.
import { BalanceO, FireO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';

export default function FlowDetailsPage() {
  const { t } = useTranslation();
  const positionId = useSearchParams()[0].get('id');
  return (
    <PageLayout title={t('flow.detailsTitle')}>
      <AccessGate requires="wallet" walletHint={t('flow.connectForLiquidity')}>
        {positionId === null ? (
          <EmptyState
            description={t('flow.noPositionSelected')}
            action={<Link to="/flow">{t('flow.backToPool')}</Link>}
          />
        ) : (
          <>
            <SectionCard title={t('flow.positionTitle')}>
              {/* Values read '--' until the contract module loads the position from the chain. */}
              <InfoRows
                rows={[
                  { label: t('flow.principal') },
                  { label: t('flow.days') },
                  { label: t('flow.withdrawableIncome') },
                  { label: t('flow.dailyYield') },
                  { label: t('flow.start') },
                  { label: t('flow.status') },
                ]}
              />
            </SectionCard>

            <SectionCard title={t('flow.withdrawTitle')}>
              <SubmitBar label={t('flow.withdrawIncome')} requires="wallet" />
              <SubmitBar label={t('flow.withdrawPrincipalAndIncome')} requires="wallet" disabled />
              <Notes items={[t('flow.ruleRestart'), t('flow.rulePrincipalAndIncome')]} />
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
