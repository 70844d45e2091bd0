// Income (route income): the user's income records by type (docs/product.md §3: static, direct
// referral, indirect referral, team, peer), from the server. Static income is what the user's own
// claim paid, in the coin it arrived in (SUI for a claim taken as SUI, counted in the SUI total),
// with the SUIL it claimed beside it: the same figures as the claim records and the hashrate page.
// Above the records, the income per day as a chart (components/income-chart).
import { formatAddress } from '@mysten/sui/utils';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useIncome, type Income } from '../../../api/get-income';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { PageLayout } from '../../../components/page-layout';
import { RecordRow } from '../../../components/record-row';
import { RecordTabs } from '../../../components/record-tabs';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { IncomeChart } from '../components/income-chart';
import { INCOME_TYPES, type IncomeType } from '../lib/income-types';

/** Below a record's title: the friend it came from, or the SUIL a claim of the user's own claimed. */
function recordDetail(record: Income, t: TFunction): string | undefined {
  if (record.sourceAddress) return t('income.from', { address: formatAddress(record.sourceAddress) });
  if (record.claimed !== null) return t('income.claimed', { amount: `${formatDisplayAmount(record.claimed, DECIMALS.SUIL)} SUIL` });
  return undefined;
}

function IncomeRecords({ type }: { type: IncomeType }) {
  const { t } = useTranslation();
  const income = useIncome(type);
  return (
    <ApiList
      query={income}
      itemKey={(record) => record.id}
      emptyText={t('income.placeholder')}
      renderItem={(record) => (
        <RecordRow
          title={t(`income.types.${record.type}`)}
          detail={recordDetail(record, t)}
          time={record.createdAt}
          amount={`+${formatDisplayAmount(record.amount, DECIMALS[record.coin])} ${record.coin}`}
          digest={record.txDigest}
        />
      )}
    />
  );
}

export default function IncomePage() {
  const { t } = useTranslation();
  const [type, setType] = useState<IncomeType>('static');
  const all = useIncome('all');
  const totals = all.data?.pages[0]?.totals;
  return (
    <PageLayout title={t('income.title')}>
      <SectionCard>
        <IndexFreshnessNote />
        <StatGrid
          prominent
          loading={all.isLoading}
          items={[
            { label: t('income.total'), value: totals ? formatDisplayAmount(totals.suil, DECIMALS.SUIL) : null },
            { label: t('income.totalSui'), value: totals ? formatDisplayAmount(totals.sui, DECIMALS.SUI) : null },
          ]}
        />
      </SectionCard>
      <AccessGate requires="signIn" walletHint={t('income.connectForIncome')}>
        <IncomeChart />
        <RecordTabs
          tabs={INCOME_TYPES.map((key) => ({ key, title: t(`income.types.${key}`) }))}
          active={type}
          onChange={setType}
        >
          {(key) => <IncomeRecords type={key} />}
        </RecordTabs>
      </AccessGate>
    </PageLayout>
  );
}
