// Bank (route financial): the savings products, the user's totals and positions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBankSubscriptions } from '../../../api/get-bank-subscriptions';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AccessGate } from '../../../components/access-gate';
import { ApiList } from '../../../components/api-list';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { RecordRow } from '../../../components/record-row';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';
import { BankProductRules } from '../components/bank-product-rules';
import { BankProducts } from '../components/bank-products';
import { savingsTotals } from '../lib/savings-totals';

export default function FinancialPage() {
  const { t } = useTranslation();
  const subscriptions = useBankSubscriptions();
  // Totals of the active positions per coin, once every page is loaded (a partial sum would mislead).
  const all = subscriptions.data && !subscriptions.hasNextPage ? subscriptions.data.pages.flatMap((page) => page.items) : null;
  const totals = all ? savingsTotals(all) : [{ coin: 'SUI' as const, principal: null, income: null }];
  return (
    <PageLayout title={t('bank.title')}>
      <SectionCard title={t('bank.productTitle')}>
        <BankProductRules />
      </SectionCard>
      <BankProducts />

      <SectionCard title={t('bank.mySavings')}>
        <StatGrid
          prominent
          loading={subscriptions.isLoading}
          items={totals.flatMap(({ coin, principal, income }) => [
            { label: t('bank.totalPrincipalOf', { coin }), value: principal === null ? null : formatDisplayAmount(principal, DECIMALS[coin]) },
            { label: t('bank.totalIncomeOf', { coin }), value: income === null ? null : formatDisplayAmount(income, DECIMALS[coin]) },
          ])}
        />
      </SectionCard>

      <SectionCard title={t('bank.positionsTitle')}>
        <AccessGate requires="signIn" walletHint={t('bank.connectForPositions')}>
          <ApiList
            query={subscriptions}
            itemKey={(item) => item.id}
            emptyText={t('bank.positionsPlaceholder')}
            renderItem={(item) => (
              <Link to={`/financialDetails?id=${encodeURIComponent(item.id)}`}>
                <RecordRow
                  title={`${formatDisplayAmount(item.principal, DECIMALS[item.coin])} ${item.coin}`}
                  detail={t(`bank.status.${item.status}`)}
                  time={item.startAt}
                  amount={`+${formatDisplayAmount(item.generatedIncome, DECIMALS[item.coin])} ${item.coin}`}
                />
              </Link>
            )}
          />
        </AccessGate>
      </SectionCard>

      <Notes items={[t('bank.noteFee'), t('bank.noteRelease'), t('bank.noteRenew')]} />
    </PageLayout>
  );
}
