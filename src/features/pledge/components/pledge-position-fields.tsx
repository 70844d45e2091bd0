import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import { InfoRows } from '../../../components/info-rows';
import { useFormatDateTime } from '../../../components/use-format-date';
import type { PledgePosition } from '../lib/pledge-position';

/** A position's fields; every value reads '--' while the position is not loaded. */
export function PledgePositionFields({ position }: { position: PledgePosition | null }) {
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
          value: p && `${formatAmount(p.withdrawableIncome, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL`,
        },
        {
          label: t('pledge.dailyYield'),
          value: p && `${formatAmount(p.dailyYield, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL`,
        },
        { label: t('pledge.start'), value: p && formatDate(p.startMs) },
        { label: t('pledge.end'), value: p && (p.endMs === null ? t('pledge.noEnd') : formatDate(p.endMs)) },
        { label: t('pledge.status'), value: p && t(p.status === 'inProgress' ? 'pledge.inProgress' : 'pledge.ended') },
      ]}
    />
  );
}
