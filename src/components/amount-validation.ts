// Client-side checks run before anything is sent (docs/product.md §5). They return message keys of
// the `validation` locale section so the screen shows the product's own wording.
import { parseAmount } from '../chain/amount';

export type ValidationKey =
  | 'validation.exceedsAvailable'
  | 'validation.enterPledgeAmount'
  | 'validation.insufficientBalance'
  | 'validation.belowMinimum'
  | 'validation.belowMinimumAmount'
  | 'validation.enterTransferAmount'
  | 'validation.enterTopUpAmount'
  | 'validation.enterSuiLAmount'
  | 'validation.enterSuilAmount'
  | 'validation.walletNotConnected'
  | 'validation.nothingToClaim'
  | 'validation.invalidUser'
  | 'validation.ownAddress'
  | 'validation.enterRecipient'
  | 'validation.enterInviter';

export interface AmountRules {
  decimals: number;
  /** What to say when nothing (or zero) was entered, e.g. 'validation.enterPledgeAmount'. */
  emptyKey: ValidationKey;
  /** What the user holds, in base units; null while unknown (then the check waits for it). */
  available?: bigint | null;
  /** Which message an amount above `available` gets: a balance or a position's quantity. */
  overKey?: 'validation.insufficientBalance' | 'validation.exceedsAvailable';
  /** The smallest accepted amount, in base units. */
  minimum?: bigint;
  /** What to say below the minimum; a plain 'less than the minimum' unless told (the bank has its own). */
  belowMinimumKey?: ValidationKey;
}

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; key: ValidationKey };

/** Checks an amount text: empty first, then the minimum, then what is available. */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const amount = parseAmount(text, rules.decimals);
  if (amount === null || amount === 0n) return { ok: false, key: rules.emptyKey };
  if (rules.minimum !== undefined && amount < rules.minimum) {
    return { ok: false, key: rules.belowMinimumKey ?? 'validation.belowMinimumAmount' };
  }
  if (rules.available !== undefined && rules.available !== null && amount > rules.available) {
    return { ok: false, key: rules.overKey ?? 'validation.insufficientBalance' };
  }
  return { ok: true, amount };
}
