/** Income kinds of docs/product.md §3, in the order the tabs show them (and the API's `type` values). */
export const INCOME_TYPES = ['static', 'direct', 'indirect', 'team', 'peer'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
