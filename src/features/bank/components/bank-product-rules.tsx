import { useTranslation } from 'react-i18next';
import { InfoRows } from '../../../components/info-rows';
import { formatBps } from '../../../components/percent';
import { INCOME_FEE_BPS, MIN_LOCK_DAYS } from '../lib/bank-rules';

/** The savings product's terms, the same on every bank page. */
export function BankProductRules() {
  const { t } = useTranslation();
  return (
    <InfoRows
      rows={[
        { label: t('bank.minimumLock'), value: t('bank.daysValue', { count: MIN_LOCK_DAYS }) },
        { label: t('bank.incomeFee'), value: formatBps(INCOME_FEE_BPS) },
        { label: t('bank.principalFee'), value: formatBps(0n) },
        { label: t('bank.incomeRelease'), value: t('bank.daily') },
        { label: t('bank.afterMaturity'), value: t('bank.autoRenew') },
      ]}
    />
  );
}
