// The only doors between text and money (docs/working.md): amounts live as bigint base units from the
// input field to the transaction; text is parsed and formatted here and nowhere else.
// With its extension: the operator CLI (server/operator/cli.ts) runs this file on Node directly.
import { groupDigits } from './digit-grouping.ts';

/**
 * What a person typed (or pasted) into an amount field, read as a number or refused with the
 * reason. Nothing is ever dropped or guessed: a text either means one amount or none.
 * - Full-width forms from a Chinese, Japanese or Korean input method read as their ASCII
 *   selves (NFKC: '１２' is 12, '１．５' is 1.5), and so does the ideographic full stop ('1。5'),
 *   which a Chinese keyboard types for the point; spaces around the text are ignored.
 * - The decimal point is '.', at most one. Signs, exponents, letters and inner spaces are
 *   refused ('-1', '1e3', '1.5.5', '1 000'), never stripped into another number.
 * - A comma: thousands separators are read when they cannot be anything else, grouped the way
 *   the app writes figures or the Indian way ('1,234.5', '1,000,000', '12,34,567.5'). A phone
 *   set to a comma-decimal region shows only a comma on its decimal keypad, so a single comma
 *   with no point is a decimal comma ('1,5' is 1.5, '0,125' is 0.125), except before exactly
 *   three digits ('1,000', '12,500'), which could be either: that is refused as ambiguous.
 * - More fraction digits than the coin has are refused, not cut.
 */
export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: bigint }
  /** Not a plain decimal: a sign, an exponent, a letter, a second point, a misplaced comma. */
  | { kind: 'unreadable' }
  /** A single comma before exactly three digits: a thousands separator or a decimal comma. */
  | { kind: 'ambiguousComma' }
  /** More fraction digits than the coin's decimals. */
  | { kind: 'tooPrecise' };

/** The whole part grouped by thousands ('1,234,567') or the Indian way ('12,34,567'). */
const GROUPED_WHOLE = /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3})$/;
const PLAIN_AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/** The text as the reader sees it: NFKC (full-width digits, point and comma), the ideographic full stop as a point, trimmed. */
export function normalizeAmountText(text: string): string {
  return text.normalize('NFKC').replace(/\u3002/g, '.').trim();
}

export function readAmount(text: string, decimals: number): AmountReading {
  let plain = normalizeAmountText(text);
  if (plain === '') return { kind: 'empty' };
  if (!/^[\d.,]+$/.test(plain)) return { kind: 'unreadable' };
  const commas = plain.split(',').length - 1;
  if (commas > 0) {
    const point = plain.indexOf('.');
    const whole = point === -1 ? plain : plain.slice(0, point);
    if (point === -1 && commas === 1) {
      const [before, after] = plain.split(',') as [string, string];
      // Grouped thousands and a decimal comma read alike here: refuse rather than guess.
      if (/^\d{3}$/.test(after) && /^[1-9]\d{0,2}$/.test(before)) return { kind: 'ambiguousComma' };
      plain = `${before}.${after}`;
    } else {
      if (!GROUPED_WHOLE.test(whole)) return { kind: 'unreadable' };
      plain = plain.replace(/,/g, '');
    }
  }
  const match = PLAIN_AMOUNT.exec(plain);
  if (!match) return { kind: 'unreadable' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return { kind: 'unreadable' };
  if (fraction.length > decimals) return { kind: 'tooPrecise' };
  return { kind: 'amount', value: BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0') };
}

/**
 * Parses a decimal text such as "20", "0.5", "1.000000001" or "１２" into base units: the amount
 * readAmount reads, or null for an empty text and for anything it refuses.
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  const reading = readAmount(text, decimals);
  return reading.kind === 'amount' ? reading.value : null;
}

export interface FormatAmountOptions {
  /** Keep at most this many fraction digits (cut, not rounded: never show more than is there). */
  maxFractionDigits?: number;
  /** Group the whole part with commas: by thousands, or the Indian way in en_IN (digit-grouping.ts). */
  group?: boolean;
}

/** Formats base units as a decimal text without trailing fraction zeros: 20000000000n, 9 -> "20". */
export function formatAmount(value: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  let whole = (abs / unit).toString();
  let fraction = decimals > 0 ? (abs % unit).toString().padStart(decimals, '0') : '';
  if (options.maxFractionDigits !== undefined) fraction = fraction.slice(0, options.maxFractionDigits);
  fraction = fraction.replace(/0+$/, '');
  if (options.group) whole = groupDigits(whole);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** On screen every coin shows up to 4 fraction digits, grouped by thousands (the product's default). */
export const DISPLAY_FRACTION_DIGITS = 4;
/**
 * ...and an amount under one coin shows at least 3 significant digits: 0.00123, 0.0000167.
 * With fewer, a fee of a few percent vanishes from what it is taken from (0.000016 less
 * 0.0000005 read "0.000016" on both lines).
 */
export const DISPLAY_SIGNIFICANT_DIGITS = 3;

/**
 * The one display rule for amounts, the same for a coin on every screen: up to 4 fraction
 * digits, grouped, cut rather than rounded (never more than is there), and never "0" for a
 * non-zero amount: below one coin, enough digits for 3 significant ones (0.0000371 SUIL).
 * Nothing is ever shortened further: the layout makes room for the whole figure. Derived
 * figures (what arrives, a fee) are computed in base units first, then formatted here.
 * For text a user edits (the Max button) or a link's parameter, use formatAmount's exact text.
 */
export function formatDisplay(value: bigint, decimals: number): string {
  const abs = value < 0n ? -value : value;
  let digits = Math.min(DISPLAY_FRACTION_DIGITS, decimals);
  if (abs !== 0n && abs < 10n ** BigInt(decimals)) {
    const firstSignificant = abs.toString().padStart(decimals, '0').search(/[1-9]/);
    digits = Math.min(decimals, Math.max(digits, firstSignificant + DISPLAY_SIGNIFICANT_DIGITS));
  }
  return formatAmount(value, decimals, { maxFractionDigits: digits, group: true });
}
