// The hashrate figures from the chain (CONTRACT.md): staking gives principal and hashrate 1:1
// in SUI base units. The position keeps them apart: 'total' is the hashrate the position was
// given (its principal), 'remaining' the hashrate it still mines with (its hashrate field).
// The release ratio is the StakePool's release_rate per day (bps / 100, 2 decimals).
import { formatAmount, SUI_DECIMALS } from '../../../chain/amount';
import { bpsToPercent } from '../../../chain/format';
import type { StakePosition } from '../../../chain/views';
import { formatSuil } from './claim-preview';

export interface HashrateFigures {
  total: string | null;
  remaining: string | null;
  releaseRatio: string | null;
  claimable: string | null;
}

const hashrate = (value: bigint) => formatAmount(value, SUI_DECIMALS, { maxFractionDigits: 4, group: true });

export function describeHashrate(position: StakePosition | null, releaseRateBps: bigint | null): HashrateFigures {
  return {
    total: position && hashrate(position.principal),
    remaining: position && hashrate(position.hashrate),
    releaseRatio: releaseRateBps === null ? null : `${bpsToPercent(releaseRateBps)}%`,
    claimable: position && formatSuil(position.pending),
  };
}
