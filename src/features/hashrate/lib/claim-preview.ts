// What a claim shows before it is sent (CONTRACT.md, liquidity::claim): the SUIL claimed
// (reward_value), the fee kept (reward_value_fee = reward * claim_hr_rate / 10000) and what
// arrives: the rest as SUIL in mode 0, its SUI value at the pool's quote (claim_sui_amount) in
// mode 1. The figures are the simulated claim's own event, formatted here.
import { formatDisplay, SUI_DECIMALS, SUIL_DECIMALS } from '../../../chain/amount';
import { claimArrivalValue, claimArrivalValueInSui } from '../../../chain/format';
import { CLAIM_MODE, type ClaimMode } from '../../../chain/transactions';
import type { ClaimPreview } from '../../../chain/views';

/** The coin a claim pays in, as the user picks it. */
export const CLAIM_COINS = ['SUIL', 'SUI'] as const;
export type ClaimCoin = (typeof CLAIM_COINS)[number];

export const CLAIM_MODE_OF: Record<ClaimCoin, ClaimMode> = { SUIL: CLAIM_MODE.suil, SUI: CLAIM_MODE.sui };

export interface ClaimPreviewText {
  claimAmount: string;
  fee: string;
  arrival: string;
  /** Base units of what arrives, in the claim's coin. */
  arrivalValue: bigint;
}

export function formatSuil(value: bigint): string {
  return `${formatDisplay(value, SUIL_DECIMALS)} SUIL`;
}

export function formatSui(value: bigint): string {
  return `${formatDisplay(value, SUI_DECIMALS)} SUI`;
}

export function describeClaimPreview(preview: ClaimPreview, coin: ClaimCoin): ClaimPreviewText {
  const arrivalValue = coin === 'SUIL' ? claimArrivalValue(preview) : claimArrivalValueInSui(preview);
  return {
    claimAmount: formatSuil(preview.rewardValue),
    fee: formatSuil(preview.rewardValueFee),
    arrival: coin === 'SUIL' ? formatSuil(arrivalValue) : formatSui(arrivalValue),
    arrivalValue,
  };
}
