// The SUIL price in SUI, one measure throughout (docs/api.md, "Charts"): the pool's own price,
// before its fee. For a swap that is the SUI it paid for the SUIL that went into the pool after
// the fee (amount_out / (amount_in - fee), from its Swapped event); for the pool now, its
// reserves (sui_reserve / suil_reserve), what an infinitely small swap would get before the fee.
// Both are exact ratios of base units (SUI and SUIL both have 9 decimals); a float is made of
// them only to draw.
import { groupDigits } from './digit-grouping';

/** A price as the exact ratio it is: `sui` base units for `suil` base units. */
export interface SuilPrice {
  sui: bigint;
  suil: bigint;
}

/** The pool's price now, from its reserves; null when the pool is empty. */
export function poolPrice(pool: { suiReserve: bigint; suilReserve: bigint }): SuilPrice | null {
  return pool.suilReserve > 0n && pool.suiReserve > 0n ? { sui: pool.suiReserve, suil: pool.suilReserve } : null;
}

/** SUI per SUIL as a float, for drawing only. */
export function priceValue(price: SuilPrice): number {
  return Number(price.sui) / Number(price.suil);
}

/** The number of significant digits a price is shown with: enough to tell two swaps apart. */
export const PRICE_SIGNIFICANT_DIGITS = 6;

/**
 * SUI per SUIL with PRICE_SIGNIFICANT_DIGITS significant digits, cut (never rounded up), digits
 * grouped for the reader: "0.0997003", "1,234.56". Never "0" for a price that is not 0.
 */
export function formatSuilPrice(price: SuilPrice, significant = PRICE_SIGNIFICANT_DIGITS): string {
  if (price.sui === 0n || price.suil === 0n) return '0';
  let decimals = 0;
  let scaled = price.sui / price.suil;
  while (scaled.toString().length < significant || scaled === 0n) {
    decimals++;
    scaled = (price.sui * 10n ** BigInt(decimals)) / price.suil;
  }
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${groupDigits(whole)}.${fraction}` : groupDigits(whole);
}
