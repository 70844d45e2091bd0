// GET /api/bank/products?locale=: the savings products (rate, lock term, minimum, fee).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BankProductsResponseSchema, type BankProduct as WireBankProduct, type Coin } from '../../contract/api';
import type { Locale } from '../config/locales';
import { useSettingsStore } from '../stores/settings';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';

export interface BankProduct {
  id: string;
  coin: Coin;
  name: string;
  /** The language of `name`: the user's, or en_US where the product has no name in it. */
  locale: Locale;
  dailyRateBps: number;
  lockDays: number;
  minAmount: bigint;
  feeBps: number;
}

function toBankProduct(product: WireBankProduct): BankProduct {
  return { ...product, minAmount: amount(product.minAmount) };
}

export async function getBankProducts(locale: Locale, signal?: AbortSignal): Promise<BankProduct[]> {
  const data = parseAnswer(BankProductsResponseSchema, (await apiClient.get('/bank/products', { params: { locale }, signal })).data);
  return data.items.map(toBankProduct);
}

export function getBankProductsQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: apiQueryKeys.bankProducts(locale), queryFn: ({ signal }) => getBankProducts(locale, signal) });
}

export function useBankProducts() {
  const locale = useSettingsStore((state) => state.language);
  return useQuery(getBankProductsQueryOptions(locale));
}
