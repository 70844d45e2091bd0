// Assets (route assets): the app balance, income, team and community, and the four ways to
// move funds: withdraw, top up, transfer, add assets; then the user's nodes and the node tiers,
// and the user's records: top-ups and withdrawals (on chain), transfers and nodes (app balance).
import { AddO, BalancePay, CashBackRecord, Exchange } from '@react-vant/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useIncome } from '../../../api/get-income';
import { useMe } from '../../../api/get-me';
import { useCurrentWithdrawal } from '../../../api/get-withdrawals';
import { useRecords } from '../../../api/get-records';
import { type BalanceRecordGroup, useBalanceRecords } from '../../../api/get-balance-records';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ActionGrid } from '../../../components/action-grid';
import { ApiList } from '../../../components/api-list';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { BottomSheet } from '../../../components/bottom-sheet';
import { PageLayout } from '../../../components/page-layout';
import { QueryErrorState } from '../../../components/query-error-state';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { CoinLabel } from '../../../components/token-icon';
import { TopUpForm } from '../../../components/top-up-form';
import { useTopUpForm } from '../../../hooks/use-top-up';
import { BalanceRecordRow } from '../components/balance-record-row';
import { NodesSection } from '../components/nodes-section';
import { RecordRow } from '../../../components/record-row';
import { TransferSheet } from '../components/transfer-sheet';
import { WithdrawSheet } from '../components/withdraw-sheet';
import { WithdrawalState } from '../components/pending-withdrawal';
import { useSeenRejection } from '../hooks/use-seen-rejection';
import { SECTION_IDS, useScrollToShownSection, useShownSection } from '../hooks/use-shown-section';
import { useShownWithdrawalPolicy } from '../hooks/use-shown-withdrawal-policy';
import { useWithdraw } from '../hooks/use-withdraw';
import { withdrawalTitleKey } from '../lib/withdrawal-state';

type Sheet = 'withdraw' | 'topUp' | 'transfer' | null;
/** Top-ups and withdrawals are chain records (with their transaction); transfers and nodes move the balance on the server only. */
const RECORD_KINDS = ['topup', 'withdraw', 'transfer', 'node'] as const;
type AssetRecordKind = (typeof RECORD_KINDS)[number];
type ChainRecordKind = Extract<AssetRecordKind, 'topup' | 'withdraw'>;
type BalanceRecordTab = Extract<AssetRecordKind, BalanceRecordGroup>;

/**
 * The user's open withdrawal (a voucher to complete, from here on any device; one waiting for
 * the reserve or for review), or the one an operator just rejected, until it has been read.
 */
function CurrentWithdrawalCard() {
  const { t } = useTranslation();
  const current = useCurrentWithdrawal();
  // Whether withdrawals are paused matters to a voucher the user can still complete.
  const policy = useShownWithdrawalPolicy(current.data?.status === 'pending');
  const { complete, isPending } = useWithdraw();
  const rejection = useSeenRejection();
  const withdrawal = current.data;
  if (!withdrawal || (withdrawal.status === 'rejected' && rejection.seen(withdrawal.id))) return null;
  return (
    <div id={SECTION_IDS.withdrawal}>
      <SectionCard title={t(withdrawalTitleKey(withdrawal))}>
        <WithdrawalState
          withdrawal={withdrawal}
          paused={policy.data?.paused === true}
          completing={isPending}
          onComplete={() => void (withdrawal.status === 'pending' && complete(withdrawal))}
          onDismiss={() => rejection.markSeen(withdrawal.id)}
        />
      </SectionCard>
    </div>
  );
}

function ChainRecords({ kind }: { kind: ChainRecordKind }) {
  const { t } = useTranslation();
  const records = useRecords(kind);
  return (
    <ApiList
      query={records}
      itemKey={(record) => record.id}
      emptyText={t('components.noRecords')}
      renderItem={(record) => (
        <RecordRow
          title={t(`assets.records.${kind}`)}
          time={record.createdAt}
          amount={`${formatDisplayAmount(record.amount, DECIMALS[record.coin])} ${record.coin}`}
          digest={record.txDigest}
        />
      )}
    />
  );
}

function BalanceRecords({ group }: { group: BalanceRecordTab }) {
  const { t } = useTranslation();
  const records = useBalanceRecords(group);
  return (
    <ApiList
      query={records}
      itemKey={(record) => record.id}
      emptyText={t('components.noRecords')}
      renderItem={(record) => <BalanceRecordRow record={record} />}
    />
  );
}

export default function AssetsPage() {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet>(null);
  // A notification's link opens the section it is about, with its records' tab.
  const shown = useShownSection();
  const [recordKind, setRecordKind] = useState<AssetRecordKind>(shown === 'transfers' ? 'transfer' : shown === 'withdrawal' ? 'withdraw' : 'topup');
  const close = () => setSheet(null);
  // A top-up done closes the sheet: the balance above moves once the server has read it.
  const topUp = useTopUpForm(close);
  const me = useMe();
  const income = useIncome('all');
  const balances = me.data?.balances;
  const show = (value: bigint | undefined, decimals: number) => (value === undefined ? null : formatDisplayAmount(value, decimals));
  const totals = income.data?.pages[0]?.totals;
  const current = useCurrentWithdrawal();
  useScrollToShownSection(shown, !me.isLoading && !current.isLoading);
  return (
    <PageLayout title={t('assets.title')}>
      <AccessGate requires="signIn" walletHint={t('assets.connectForAssets')}>
        {me.isError ? <QueryErrorState error={me.error} onRetry={() => void me.refetch()} /> : null}
      </AccessGate>

      <SectionCard title={t('assets.balanceTitle')}>
        <IndexFreshnessNote />
        <StatGrid
          columns={3}
          prominent
          loading={me.isLoading}
          items={[
            { label: <CoinLabel coin="SUI" />, value: show(balances?.sui, DECIMALS.SUI) },
            { label: <CoinLabel coin="SUIL" />, value: show(balances?.suil, DECIMALS.SUIL) },
            { label: <CoinLabel coin="USDC" />, value: show(balances?.usdc, DECIMALS.USDC) },
          ]}
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

      <CurrentWithdrawalCard />

      <SectionCard title={t('assets.incomeTitle')} extra={<Link to="/income">{t('assets.incomeDetails')}</Link>}>
        <IndexFreshnessNote />
        <StatGrid
          prominent
          loading={me.isLoading || income.isLoading}
          items={[
            { label: t('assets.totalIncome'), value: show(totals?.suil, DECIMALS.SUIL) },
            { label: t('assets.withdrawableIncome'), value: show(balances?.withdrawableIncome, DECIMALS.SUI) },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('assets.teamTitle')} extra={<Link to="/community">{t('assets.communityDetails')}</Link>}>
        <IndexFreshnessNote />
        <StatGrid
          loading={me.isLoading}
          items={[
            { label: t('assets.friendLevel'), value: me.data ? String(me.data.friendLevel) : null },
            { label: t('assets.validFriends'), value: me.data ? String(me.data.validFriends) : null },
            { label: t('assets.teamSize'), value: me.data ? String(me.data.teamSize) : null },
            { label: t('assets.communityPerformance'), value: show(me.data?.communityPerformance, DECIMALS.SUI) },
          ]}
        />
      </SectionCard>

      <div id={SECTION_IDS.nodes}>
        <NodesSection />
      </div>

      <div id={SECTION_IDS.records}>
        <SectionCard title={t('assets.records.title')}>
          <IndexFreshnessNote />
          <AccessGate requires="signIn" walletHint={t('assets.connectForAssets')}>
            <RecordTabs
              tabs={RECORD_KINDS.map((key) => ({ key, title: t(`assets.records.${key}`) }))}
              active={recordKind}
              onChange={setRecordKind}
            >
              {(kind) => (kind === 'transfer' || kind === 'node' ? <BalanceRecords group={kind} /> : <ChainRecords kind={kind} />)}
            </RecordTabs>
          </AccessGate>
        </SectionCard>
      </div>

      <WithdrawSheet visible={sheet === 'withdraw'} onClose={close} />
      <BottomSheet visible={sheet === 'topUp'} title={t('assets.topUpTitle')} onClose={close}>
        <TopUpForm form={topUp} />
      </BottomSheet>
      <TransferSheet visible={sheet === 'transfer'} onClose={close} />
    </PageLayout>
  );
}
