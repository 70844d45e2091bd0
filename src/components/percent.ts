// Rates are basis points on chain (docs/product.md §9: divide by 100); shown as a percentage with at
// most two decimals.

/** 150n -> "1.5%", 3n -> "0.03%", 10000n -> "100%". */
export function formatBps(bps: bigint): string {
  const negative = bps < 0n;
  const abs = negative ? -bps : bps;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}%`;
}
