import { useIncome } from '../../../api/get-income';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { UNKNOWN_VALUE } from '../../../components/stat-grid';
import { ACCELERATION_INCOME, type AccelerationKind } from '../lib/community-kinds';

/** The total of one kind of acceleration (SUI), from the server's income totals. */
export function AccelerationTotal({ kind }: { kind: AccelerationKind }) {
  const totals = useIncome(ACCELERATION_INCOME[kind]).data?.pages[0]?.totals;
  return <>{totals ? `${formatDisplayAmount(totals.sui, DECIMALS.SUI)} SUI` : UNKNOWN_VALUE}</>;
}
