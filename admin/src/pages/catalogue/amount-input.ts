// Amounts on the catalogue screens: base units from the server shown in full (every digit,
// with the coin's decimals: an operator checks money here), and decimals the operator types
// turned into base-unit strings through the project's one parser (src/chain/amount.ts).
import { type Coin, U64_MAX } from '../../../../contract/api.ts';
import { formatAmount, parseAmount } from '../../../../src/chain/amount.ts';
import { DECIMALS } from '../../../../src/config/constants.ts';

/** "1,234.000000001 SUI": grouped, every fraction digit there is, never rounded. */
export function formatCoin(baseUnits: string, coin: Coin): string {
  return `${formatAmount(BigInt(baseUnits), DECIMALS[coin], { group: true })} ${coin}`;
}

/** The exact decimal text of an amount, ungrouped, to edit in a field ("1234.5"). */
export function amountText(baseUnits: string, coin: Coin): string {
  return formatAmount(BigInt(baseUnits), DECIMALS[coin]);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A decimal the operator typed, as a base-unit string of `coin`: a plain number ("1234.5"), at
 * most the coin's decimals, within a u64; more than zero when `positive`.
 */
export function parseCoinAmount(text: string, coin: Coin, { positive }: { positive: boolean }): Parsed<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: `Enter an amount in ${coin}.` };
  const decimals = DECIMALS[coin];
  const fraction = /^\d*\.(\d*)$/.exec(trimmed)?.[1];
  if (fraction !== undefined && fraction.length > decimals) return { ok: false, error: `${coin} has ${decimals} decimals: at most ${decimals} digits after the point.` };
  const value = parseAmount(trimmed, decimals);
  if (value === null) return { ok: false, error: `Type a plain number of ${coin} such as 1234.5 (no sign, spaces or thousands separators).` };
  if (positive && value === 0n) return { ok: false, error: 'Must be more than 0.' };
  if (value > U64_MAX) return { ok: false, error: `Too large: at most ${formatAmount(U64_MAX, decimals, { group: true })} ${coin}.` };
  return { ok: true, value: value.toString() };
}

/** A whole number the operator typed, within [min, max]. */
export function parseWholeNumber(text: string, { min, max }: { min: number; max: number }): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: `Enter a whole number from ${min} to ${max}.` };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: `A whole number from ${min} to ${max} (digits only).` };
  const value = Number(trimmed);
  if (value < min || value > max) return { ok: false, error: `From ${min} to ${max}.` };
  return { ok: true, value };
}
