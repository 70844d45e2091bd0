// Assets (route assets): the app balance, income, team and community, and the four ways to
// move funds: withdraw, top up, transfer, add assets.
import { AddO, BalancePay, CashBackRecord, Exchange } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionGrid } from '../../../components/action-grid';
import { BottomSheet } from '../../../components/bottom-sheet';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { TopUpForm } from '../../../components/top-up-form';
import { TransferSheet } from '../components/transfer-sheet';
import { WithdrawSheet } from '../components/withdraw-sheet';

type Sheet = 'withdraw' | 'topUp' | 'transfer' | null;

export default function AssetsPage() {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  // Figures come from the signed-in user's record on the server (GET /api/me); until that
  // client exists they read '--'.
  return (
    <PageLayout title={t('assets.title')}>
      <SectionCard title={t('assets.balanceTitle')}>
        <StatGrid
          columns={3}
          items={[{ label: 'SUI' }, { label: 'SUIL' }, { label: 'USDC' }]}
        />
      </SectionCard>

      <ActionGrid
        actions={[
          { key: 'withdraw', label: t('assets.withdraw'), icon: <CashBackRecord />, onClick: () => setSheet('withdraw') },
          { key: 'topUp', label: t('assets.topUp'), icon: <BalancePay />, onClick: () => setSheet('topUp') },
          { key: 'transfer', label: t('assets.transfer'), icon: <Exchange />, onClick: () => setSheet('transfer') },
          { key: 'add', label: t('assets.addAssets'), icon: <AddO />, to: '/suilPledge' },
        ]}
      />

      <SectionCard title={t('assets.incomeTitle')} extra={<Link to="/income">{t('assets.incomeDetails')}</Link>}>
        <StatGrid
          items={[{ label: t('assets.totalIncome') }, { label: t('assets.withdrawableIncome') }]}
        />
      </SectionCard>

      <SectionCard title={t('assets.teamTitle')} extra={<Link to="/community">{t('assets.communityDetails')}</Link>}>
        <StatGrid
          items={[
            { label: t('assets.friendLevel') },
            { label: t('assets.validFriends') },
            { label: t('assets.teamSize') },
            { label: t('assets.communityPerformance') },
          ]}
        />
      </SectionCard>

      <WithdrawSheet visible={sheet === 'withdraw'} onClose={close} />
      <BottomSheet visible={sheet === 'topUp'} title={t('assets.topUpTitle')} onClose={close}>
        <TopUpForm />
      </BottomSheet>
      <TransferSheet visible={sheet === 'transfer'} onClose={close} />
    </PageLayout>
  );
}
