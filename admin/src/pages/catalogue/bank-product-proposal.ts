// A bank product's new terms, or a new product, as a proposal. Editing starts from the product
// as listed (open or closed) and sends only what the operator changed, opening or closing it
// included; a new product needs all its terms and an en_US name. New terms apply to new
// subscriptions; running ones keep theirs. The coin of a product never changes (the server
// refuses it): a product in another coin is a new product.
import { type AdminBankProduct, BankProductPayloadSchema, type Locale, LOCALES } from '../../../../contract/admin.ts';
import { type Coin, IdentifierSchema } from '../../../../contract/api.ts';
import type { z } from 'zod';
import { amountText, parseCoinAmount, parseWholeNumber } from './amount-input.ts';
import { draft, type FieldErrors, type ProposalDraft } from './proposal-draft.ts';

export interface BankProductFormValues {
  /** Only for a new product (an existing product's id is fixed). */
  id: string;
  /** Only for a new product. */
  coin: Coin | undefined;
  dailyRateBps: string;
  lockDays: string;
  /** In the product's coin, as a decimal. */
  minAmount: string;
  active: boolean;
  names: Partial<Record<Locale, string>>;
  reason: string;
}

export type BankProductPayload = z.infer<typeof BankProductPayloadSchema>;

export const RATE_BPS_MAX = 10_000;
export const LOCK_DAYS_MIN = 7;
export const LOCK_DAYS_MAX = 3650;
export const NAME_MAX = 100;

export function bankProductFormValues(product: AdminBankProduct): BankProductFormValues {
  return {
    id: product.id,
    coin: product.coin,
    dailyRateBps: String(product.dailyRateBps),
    lockDays: String(product.lockDays),
    minAmount: amountText(product.minAmount, product.coin),
    active: product.active,
    names: { ...product.names },
    reason: '',
  };
}

export const NEW_BANK_PRODUCT_VALUES: BankProductFormValues = { id: '', coin: undefined, dailyRateBps: '', lockDays: '', minAmount: '', active: true, names: {}, reason: '' };

/** "0.5% a day" from basis points, exact (bps / 100 has at most two decimals). */
export function dailyRatePercent(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}% a day`;
}

function checkNames(values: BankProductFormValues, current: AdminBankProduct | null, errors: FieldErrors): Partial<Record<Locale, string>> {
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const name = (values.names?.[locale] ?? '').trim();
    const now = current?.names[locale];
    if (name === '') {
      if (now !== undefined) errors[`names.${locale}`] = 'A name cannot be removed by a proposal: keep it or write another.';
      continue;
    }
    if (name.length > NAME_MAX) errors[`names.${locale}`] = `At most ${NAME_MAX} characters.`;
    else if (name !== now) names[locale] = name;
  }
  if (current === null && !names.en_US && !errors['names.en_US']) errors['names.en_US'] = 'A new product needs its en_US name (the app falls back to it).';
  return names;
}

/**
 * `current` is the product being changed, or null for a new one; `listedIds` are the products
 * listed now (a new product cannot take one of their ids).
 */
export function toBankProductProposal(
  current: AdminBankProduct | null,
  values: BankProductFormValues,
  listedIds: readonly string[] = [],
): ProposalDraft<'bank_product', BankProductPayload> {
  const errors: FieldErrors = {};
  const isNew = current === null;
  let id = current?.id ?? '';
  let coin: Coin | undefined = current?.coin;
  const payload: Record<string, unknown> = {};

  if (isNew) {
    id = (values.id ?? '').trim();
    if (id === '') errors.id = 'Enter an id, such as "sui-30d".';
    else if (!IdentifierSchema.safeParse(id).success) errors.id = 'Lowercase letters, digits and dashes, 1 to 64 characters, not starting or ending with a dash.';
    else if (listedIds.includes(id)) errors.id = `There is a product "${id}" already: propose new terms on its row instead.`;
    coin = values.coin;
    if (!coin) errors.coin = 'Choose the coin the product takes.';
    else payload.coin = coin;
  }
  payload.id = id;

  const rate = parseWholeNumber(values.dailyRateBps ?? '', { min: 0, max: RATE_BPS_MAX });
  if (!rate.ok) errors.dailyRateBps = rate.error;
  else if (rate.value !== current?.dailyRateBps) payload.dailyRateBps = rate.value;

  const lock = parseWholeNumber(values.lockDays ?? '', { min: LOCK_DAYS_MIN, max: LOCK_DAYS_MAX });
  if (!lock.ok) errors.lockDays = lock.error;
  else if (lock.value !== current?.lockDays) payload.lockDays = lock.value;

  if (!coin) {
    if (isNew) errors.minAmount ??= 'Choose the coin first: the amount is in that coin.';
  } else {
    const min = parseCoinAmount(values.minAmount ?? '', coin, { positive: true });
    if (!min.ok) errors.minAmount = min.error;
    else if (min.value !== current?.minAmount) payload.minAmount = min.value;
  }

  // A new product says whether it opens at once; a listed one changes only when switched.
  const active = values.active !== false;
  if (isNew || active !== current.active) payload.active = active;

  const names = checkNames(values, current, errors);
  if (Object.keys(names).length > 0) payload.names = names;

  const changed = Object.keys(payload).some((key) => key !== 'id' && key !== 'coin');
  return draft('bank_product', BankProductPayloadSchema, payload, { errors, changed, reason: values.reason });
}
