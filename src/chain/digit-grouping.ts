// How a figure groups the digits of its whole part, in the reader's language: by thousands
// ('370,370.367') in five of the app's languages, the Indian way in English (India), lakhs and
// crores ('3,70,370.367'), as Intl.NumberFormat('en-IN') writes them. The digits are the
// bigint's own: Intl formats a BigInt exactly, so nothing passes through a float and nothing is
// rounded; only separators are added. formatAmount's `group` (amount.ts) reads it; the app sets
// it from the language (src/i18n/i18n.ts). The fraction is never grouped.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

let grouping: Intl.NumberFormat | null = null;

/** Groups figures the way `localeTag` writes them from now on ('en-IN'); null: by thousands. */
export function setDigitGroupingLocale(localeTag: string | null): void {
  grouping = localeTag ? new Intl.NumberFormat(localeTag, { useGrouping: true, maximumFractionDigits: 0 }) : null;
}

/** A whole number's digits ('370370') grouped for the reader ('370,370', or '3,70,370' in en-IN). */
export function groupDigits(whole: string): string {
  if (!/^\d+$/.test(whole)) return whole;
  const byThousands = whole.replace(THOUSANDS, ',');
  if (grouping === null) return byThousands;
  const grouped = grouping.format(BigInt(whole));
  // Only commas between the same digits: any other separator or digit set keeps the thousands.
  return grouped.replace(/,/g, '') === whole ? grouped : byThousands;
}
