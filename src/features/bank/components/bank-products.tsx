import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBankProducts } from '../../../api/get-bank-products';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { CardSkeleton } from '../../../components/loading-skeleton';
import { formatBps } from '../../../components/percent';
import { QueryErrorState } from '../../../components/query-error-state';
import { SectionCard } from '../../../components/section-card';
import { CoinLabel } from '../../../components/token-icon';
import { LOCALE_TAGS } from '../../../config/locales';
import styles from '../pages/bank.module.css';

/** The savings products the server offers, each with its terms and a way to subscribe; names in the user's language (or en_US, marked so). */
export function BankProducts() {
  const { t } = useTranslation();
  const products = useBankProducts();
  if (products.isPending) {
    return <CardSkeleton label={t('api.loading')} />;
  }
  if (products.isError) return <QueryErrorState error={products.error} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState description={t('bank.noProducts')} />;
  return (
    <>
      {products.data.map((product) => (
        <SectionCard key={product.id} title={<span lang={LOCALE_TAGS[product.locale]}>{product.name}</span>} extra={<CoinLabel coin={product.coin} />}>
          <InfoRows
            rows={[
              { label: t('bank.dailyRate'), value: formatBps(BigInt(product.dailyRateBps)), prominent: true },
              { label: t('bank.lockTerm'), value: t('bank.daysValue', { count: product.lockDays }) },
              { label: t('bank.minimumAmount'), value: `${formatDisplayAmount(product.minAmount, DECIMALS[product.coin])} ${product.coin}` },
            ]}
          />
          <Link className={styles.primaryLink} to={`/subscription?product=${encodeURIComponent(product.id)}`}>
            {t('bank.subscribe')}
          </Link>
        </SectionCard>
      ))}
    </>
  );
}
