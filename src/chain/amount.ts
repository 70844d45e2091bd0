// The only doors between text and money (docs/working.md): amounts live as bigint base units from the
// input field to the transaction; text is parsed and formatted here and nowhere else.

const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a decimal text such as "20", "0.5" or "1.000000001" into base units. Returns null for
 * anything that is not a plain non-negative decimal with at most `decimals` fraction digits
 * (no signs, no exponents, no thousands separators), and for an empty text.
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  if (fraction.length > decimals) return null;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export interface FormatAmountOptions {
  /** Keep at most this many fraction digits (cut, not rounded: never show more than is there). */
  maxFractionDigits?: number;
  /** Group the whole part by thousands with commas. */
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
  if (options.group) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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

/**
 * Keeps what a user types into an amount field parseable: digits and one dot, at most
 * `decimals` fraction digits, no leading zeros before other digits ("007" -> "7"). Phones set
 * to a comma-decimal region show only a comma on the decimal keypad, so a lone comma is the
 * decimal point; next to a dot ("1,000.5", pasted) commas are thousands separators.
 */
export function sanitizeAmountInput(text: string, decimals: number): string {
  const decimalComma = text.includes('.') ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  const cleaned = decimalComma.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction = dot === -1 ? null : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null || decimals === 0) return whole;
  return `${whole === '' ? '0' : whole}.${fraction}`;
}
