// Client-side checks run before anything is sent (docs/product.md §5). They return message keys
// (the product's `validation` wording where it has one, else `amountInput`) so the screen shows
// the right sentence for the field it is under: each amount field names its own thing.
import { formatDisplay, readAmount } from '../chain/amount';
import { U64_MAX } from '../../contract/api';

export type ValidationKey =
  | 'validation.exceedsAvailable'
  | 'validation.insufficientBalance'
  | 'validation.walletNotConnected'
  | 'validation.nothingToClaim'
  | 'validation.invalidUser'
  | 'validation.ownAddress'
  | 'validation.enterRecipient'
  | 'validation.enterInviter';

/** The app's amount fields, each with its own words for what is wrong. */
export type AmountFieldName = 'topUp' | 'withdrawal' | 'transfer' | 'subscription' | 'pledge' | 'unstake' | 'suilAdd' | 'swap';

/** What can be wrong with an amount as typed. */
export type AmountProblem = 'empty' | 'zero' | 'unreadable' | 'ambiguousComma' | 'tooPrecise' | 'tooLarge' | 'belowMinimum' | 'over';

/** The problems whose sentence names the field's own thing ('the top-up amount', 'the unstake quantity'). */
type FieldProblem = 'empty' | 'zero' | 'belowMinimum' | 'over';

/**
 * Each field's sentences. The product's own wording stays where it has one (docs/product.md §5:
 * 'enter top-up amount', 'enter pledge quantity', 'enter the SuiL amount', 'enter the Suil amount').
 */
export const AMOUNT_MESSAGES: Record<AmountFieldName, Record<FieldProblem, string>> = {
  topUp: {
    empty: 'validation.enterTopUpAmount',
    zero: 'amountInput.topUp.zero',
    belowMinimum: 'amountInput.topUp.belowMinimum',
    over: 'amountInput.topUp.over',
  },
  withdrawal: {
    empty: 'amountInput.withdrawal.empty',
    zero: 'amountInput.withdrawal.zero',
    belowMinimum: 'amountInput.belowMinimum',
    over: 'amountInput.withdrawal.over',
  },
  transfer: {
    empty: 'amountInput.transfer.empty',
    zero: 'amountInput.transfer.zero',
    belowMinimum: 'amountInput.belowMinimum',
    over: 'amountInput.transfer.over',
  },
  subscription: {
    empty: 'amountInput.subscription.empty',
    zero: 'amountInput.subscription.zero',
    belowMinimum: 'amountInput.subscription.belowMinimum',
    over: 'amountInput.subscription.over',
  },
  pledge: {
    empty: 'validation.enterPledgeAmount',
    zero: 'amountInput.pledge.zero',
    belowMinimum: 'amountInput.pledge.belowMinimum',
    over: 'amountInput.pledge.over',
  },
  unstake: {
    empty: 'amountInput.unstake.empty',
    zero: 'amountInput.unstake.zero',
    belowMinimum: 'amountInput.belowMinimum',
    over: 'amountInput.unstake.over',
  },
  suilAdd: {
    empty: 'validation.enterSuiLAmount',
    zero: 'amountInput.suilAdd.zero',
    belowMinimum: 'amountInput.belowMinimum',
    over: 'amountInput.suilAdd.over',
  },
  swap: {
    empty: 'validation.enterSuilAmount',
    zero: 'amountInput.swap.zero',
    belowMinimum: 'amountInput.belowMinimum',
    over: 'amountInput.swap.over',
  },
};

/** The sentences that say the same under any field: the text is not a number the app can read. */
const READING_MESSAGES: Record<'unreadable' | 'ambiguousComma' | 'tooPrecise' | 'tooLarge', string> = {
  unreadable: 'amountInput.unreadable',
  ambiguousComma: 'amountInput.ambiguousComma',
  tooPrecise: 'amountInput.tooPrecise',
  tooLarge: 'amountInput.tooLarge',
};

export interface AmountRules {
  /** Which field this is: its messages name its own thing. */
  field: AmountFieldName;
  /** The coin's symbol, named by the messages ('SUI has at most 9 decimal places'). */
  coin: string;
  decimals: number;
  /** What the user holds, in base units; null while unknown (then the check waits for it). */
  available?: bigint | null;
  /** The smallest accepted amount, in base units. */
  minimum?: bigint;
}

export type AmountCheck =
  | { ok: true; amount: bigint }
  | { ok: false; problem: AmountProblem; key: string; /** What the message names, written for the screen. */ values: Record<string, string> };

/** The failure of `problem` under `rules`' field, with what its message names. */
export function amountProblem(problem: AmountProblem, rules: AmountRules): Extract<AmountCheck, { ok: false }> {
  const values: Record<string, string> = { coin: rules.coin, decimals: String(rules.decimals) };
  if (rules.minimum !== undefined) values.minimum = formatDisplay(rules.minimum, rules.decimals);
  if (rules.available !== undefined && rules.available !== null) values.available = formatDisplay(rules.available, rules.decimals);
  const key = problem in READING_MESSAGES ? READING_MESSAGES[problem as keyof typeof READING_MESSAGES] : AMOUNT_MESSAGES[rules.field][problem as FieldProblem];
  return { ok: false, problem, key, values };
}

/**
 * Checks an amount text in this order: empty, what cannot be read (nothing is guessed: see
 * readAmount), zero, the minimum, then what is available.
 */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const reading = readAmount(text, rules.decimals);
  if (reading.kind !== 'amount') return amountProblem(reading.kind, rules);
  const amount = reading.value;
  if (amount === 0n) return amountProblem('zero', rules);
  // Every amount the chain takes is a u64; above it the balance check (when known) says more.
  if (amount > U64_MAX && (rules.available === undefined || rules.available === null)) return amountProblem('tooLarge', rules);
  if (rules.minimum !== undefined && amount < rules.minimum) return amountProblem('belowMinimum', rules);
  if (rules.available !== undefined && rules.available !== null && amount > rules.available) return amountProblem('over', rules);
  return { ok: true, amount };
}
