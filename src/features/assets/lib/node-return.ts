// When a bought node's price comes back, counted on the server's clock (its answer's `asOf`):
// the chain's clock on localnet, which can be moved forward, so never the device's.
const DAY_MS = 86_400_000;

/** Whole days until the return (a part of a day counts as a day); 0 once it is due. */
export function daysUntilReturn(returnAt: string, asOf: string): number {
  const left = Date.parse(returnAt) - Date.parse(asOf);
  if (Number.isNaN(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}
