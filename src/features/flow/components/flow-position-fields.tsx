import { useTranslation } from 'react-i18next';
import { formatAmount, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import type { LiquidityPosition } from '../../../chain/liquidity-position';
import { InfoRows } from '../../../components/info-rows';
import { useFormatDateTime } from '../../../components/use-format-date';

/** The user's liquidity in the pool; every value reads '--' while it is not loaded. */
export function FlowPositionFields({ position }: { position: LiquidityPosition | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const p = position;
  return (
    <InfoRows
      rows={[
        { label: t('flow.principal'), value: p && `${formatAmount(p.principal, SUI_DECIMALS, { group: true })} SUI` },
        { label: t('flow.days'), value: p && t(p.days === 1 ? 'flow.oneDay' : 'flow.daysValue', { count: p.days }) },
        {
          label: t('flow.positionIncome'),
          value: p && <span data-testid="flow-income">{`${formatAmount(p.withdrawableIncome, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL`}</span>,
        },
        { label: t('flow.dailyYield'), value: p && `${formatAmount(p.dailyYield, SUIL_DECIMALS, { maxFractionDigits: 4, group: true })} SUIL` },
        { label: t('flow.start'), value: p && formatDate(p.startMs) },
        { label: t('flow.end'), value: p && formatDate(p.endMs) },
        { label: t('flow.status'), value: p && t(p.status === 'inProgress' ? 'flow.inProgress' : 'flow.ended') },
      ]}
    />
  );
}
