// What a claim shows before it is sent (docs/contract.md, liquidity::claim): the SUIL claimed
// (reward_value), the fee kept (reward_value_fee = reward * claim_hr_rate / 10000) and what
// arrives: the rest as SUIL in mode 0, its SUI value at the pool's quote (claim_sui_amount) in
// mode 1. In SUIL the figures follow from the position read and the pool's rate; in SUI they
// are the simulated claim's own event (the pool's quote). Formatted here.
import { formatDisplay } from '../../../chain/amount';
import { claimArrivalValue, claimArrivalValueInSui } from '../../../chain/format';
import { CLAIM_MODE, type ClaimMode } from '../../../chain/transactions';
import type { ClaimFigures, ClaimPreview } from '../../../chain/views';
import { DECIMALS } from '../../../config/constants';

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
  return `${formatDisplay(value, DECIMALS.SUIL)} SUIL`;
}

export function formatSui(value: bigint): string {
  return `${formatDisplay(value, DECIMALS.SUI)} SUI`;
}

/** Claiming as SUIL (mode 0): the claim, the fee and the rest as SUIL. */
export function describeSuilClaim(figures: ClaimFigures): ClaimPreviewText {
  const arrivalValue = claimArrivalValue(figures);
  return { claimAmount: formatSuil(figures.rewardValue), fee: formatSuil(figures.rewardValueFee), arrival: formatSuil(arrivalValue), arrivalValue };
}

/** Claiming as SUI (mode 1): the same claim and fee, and the SUI value of the rest at the pool's quote. */
export function describeSuiClaim(preview: ClaimPreview): ClaimPreviewText {
  const arrivalValue = claimArrivalValueInSui(preview);
  return { ...describeSuilClaim(preview), arrival: formatSui(arrivalValue), arrivalValue };
}
