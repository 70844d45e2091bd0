// Subscribe to the bank (route subscription?product=<id>): the product's terms and the amount
// to lock, paid from the balance in the app.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../../api/api-error';
import { useCreateBankSubscription } from '../../../api/create-bank-subscription';
import { useBankProducts } from '../../../api/get-bank-products';
import { useMe, type AppBalances } from '../../../api/get-me';
import { formatAmount } from '../../../chain/amount';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { AmountField } from '../../../components/amount-field';
import { confirmDialog, showLoading, showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { formatBps } from '../../../components/percent';
import { QueryErrorState } from '../../../components/query-error-state';
import { SectionCard } from '../../../components/section-card';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { SubmitBar } from '../../../components/submit-bar';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { BankProductRules } from '../components/bank-product-rules';
import { checkSubscription } from '../lib/bank-rules';
import { LOCALE_TAGS } from '../../../config/locales';

const BALANCE_OF: Record<'SUI' | 'USDC' | 'SUIL', (balances: AppBalances) => bigint> = {
  SUI: (balances) => balances.sui,
  USDC: (balances) => balances.usdc,
  SUIL: (balances) => balances.suil,
};

export default function SubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const productId = useSearchParams()[0].get('product');
  const products = useBankProducts();
  const me = useMe();
  const subscribe = useCreateBankSubscription();
  // The product asked for, else the first one on offer.
  const product = products.data?.find((item) => item.id === productId) ?? products.data?.[0] ?? null;
  const coin = product?.coin ?? 'SUI';
  const decimals = DECIMALS[coin];
  const minimum = product?.minAmount ?? null;
  const available = me.data ? BALANCE_OF[coin](me.data.balances) : null;
  let waitingFor: string | null = null;
  if (!product) waitingFor = products.isError ? t('disabled.productFailed') : t('disabled.productLoading');
  else if (available === null) waitingFor = me.isError ? t('disabled.balanceFailed') : t('disabled.balanceLoading');

  const form = useAmountForm({
    check: (text) => checkSubscription(text, minimum, available, coin),
    run: async ({ amount }) => {
      if (!product) return false;
      const confirmed = await confirmDialog({
        title: t('bank.confirmSubscription'),
        message: t('bank.confirmSubscribe', {
          amount: `${formatAmount(amount, decimals, { group: true })} ${coin}`,
          product: product.name,
          days: product.lockDays,
        }),
      });
      if (!confirmed) return false;
      const closeLoading = showLoading(t('bank.subscribing'));
      try {
        const subscription = await subscribe.mutateAsync({ productId: product.id, amount });
        closeLoading();
        showToast(t('bank.subscribed'), 'success');
        void navigate(`/financialDetails?id=${encodeURIComponent(subscription.id)}`);
        return true;
      } catch (failure) {
        closeLoading();
        const apiError = toApiError(failure);
        if (apiError.code !== 'unauthorized') showToast(`${t('bank.subscribeFailed')}\n${t(apiError.messageKey)}`, 'fail');
        return false;
      }
    },
    pending: subscribe.isPending,
  });
  const { check } = form;

  return (
    <PageLayout title={t('bank.subscriptionTitle')}>
      <SectionCard title={product ? <span lang={LOCALE_TAGS[product.locale]}>{product.name}</span> : t('bank.productTitle')}>
        {products.isError ? <QueryErrorState error={products.error} onRetry={() => void products.refetch()} /> : null}
        {product ? (
          <InfoRows
            rows={[
              { label: t('bank.dailyRate'), value: formatBps(BigInt(product.dailyRateBps)) },
              { label: t('bank.lockTerm'), value: t('bank.daysValue', { count: product.lockDays }) },
            ]}
          />
        ) : null}
        <BankProductRules />
      </SectionCard>

      <SectionCard title={t('bank.subscribe')}>
        {/* The balance available to subscribe with is the server's. */}
        <IndexFreshnessNote />
        <AmountField
          label={t('bank.subscriptionAmount')}
          {...form.field}
          decimals={decimals}
          symbol={coin}
          symbolText={coin}
          available={available}
          hint={minimum !== null ? t('bank.minimumHint', { amount: formatAmount(minimum, decimals), coin }) : undefined}
        />
        {product && check.ok ? (
          <InfoRows
            rows={[
              {
                label: t('bank.dailyIncomeEstimate'),
                value: `${formatDisplayAmount((check.amount * BigInt(product.dailyRateBps)) / 10_000n, decimals)} ${coin}`,
              },
            ]}
          />
        ) : null}
        <SubmitBar
          label={t('bank.confirmSubscription')}
          requires="signIn"
          disabledReason={waitingFor}
          loading={form.pending}
          onSubmit={form.submit}
        />
        <Notes items={[t('bank.noteLock'), t('bank.noteFee'), t('bank.noteRelease'), t('bank.noteRenew'), t('bank.noteBalance')]} />
      </SectionCard>
    </PageLayout>
  );
}
