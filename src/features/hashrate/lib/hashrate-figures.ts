// The hashrate figures of seed point 3 ("total, remaining, release ratio"), read against the
// contract (CONTRACT.md, localnet/packages/finance/liquidity-module.ts): a stake gives
// principal and hashrate 1:1 and an unstake takes both back, while a claim changes neither, so
// the position's hashrate field is always its principal and cannot say what claims released.
// The release is what a claim pays: rewards accrue at release_rate bps of the principal a day,
// in SUIL base units counted 1:1 against hashrate. So:
// - total: the hashrate the user gained (staking, promotion, transaction fee income);
// - remaining: the hashrate not yet released (total less what claims released and unstakes
//   took back), which falls with every claim;
// - release ratio: the StakePool's release_rate per day (bps / 100, 2 decimals).
// The server keeps total and remaining from the chain's events (GET /api/me/hashrate,
// server/README.md); the release ratio and what is claimable now come from the chain.
import { formatDisplay, SUI_DECIMALS } from '../../../chain/amount';
import { bpsToPercent } from '../../../chain/format';
import { formatSuil } from './claim-preview';

export interface HashrateFigures {
  total: string | null;
  remaining: string | null;
  releaseRatio: string | null;
  claimable: string | null;
}

export interface HashrateTotals {
  total: bigint;
  remaining: bigint;
}

/**
 * A hashrate amount (base units, 9 decimals) by the display rule of SUI (never 0 when non-zero);
 * signed when `signed` ("+500", "-5.05").
 */
export function formatHashrate(value: bigint, { signed = false } = {}): string {
  const text = formatDisplay(value, SUI_DECIMALS);
  return signed && value > 0n ? `+${text}` : text;
}

export function describeHashrate(totals: HashrateTotals | null, releaseRateBps: bigint | null, pending: bigint | null): HashrateFigures {
  return {
    total: totals && formatHashrate(totals.total),
    remaining: totals && formatHashrate(totals.remaining),
    releaseRatio: releaseRateBps === null ? null : `${bpsToPercent(releaseRateBps)}%`,
    claimable: pending === null ? null : formatSuil(pending),
  };
}
