import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import { InfoRows } from '../../../components/info-rows';
import { useFormatDateTime } from '../../../components/use-format-date';

/** A position's fields; every value reads '--' while the position is not loaded. */
export function PledgePositionFields({ position }: { position: LiquidityPosition | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const p = position;
  return (
    <InfoRows
      rows={[
        { label: t('pledge.principal'), value: p && `${formatAmount(p.principal, SUI_DECIMALS, { group: true })} SUI` },
        { label: t('pledge.days'), value: p && t(p.days === 1 ? 'pledge.oneDay' : 'pledge.daysValue', { count: p.days }) },
        {
          label: t('pledge.withdrawableIncome'),
          value: p && <span data-testid="withdrawable-income">{`${formatAmount(p.withdrawableIncome, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL`}</span>,
        },
        {
          label: t('pledge.dailyYield'),
          value: p && `${formatAmount(p.dailyYield, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL`,
        },
        { label: t('pledge.start'), value: p && formatDate(p.startMs) },
        { label: t('pledge.end'), value: p && formatDate(p.endMs) },
        { label: t('pledge.status'), value: p && t(p.status === 'inProgress' ? 'pledge.inProgress' : 'pledge.ended') },
      ]}
    />
  );
}
