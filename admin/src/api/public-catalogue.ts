// The catalogue as the app reads it: GET /api/nodes and GET /api/bank/products are public
// routes (admin-client.ts speaks /api/admin only), read here, parsed by the same contract
// schemas the app uses. The node tiers screen shows what a user buys; the bank products screen
// reads /api/admin/bank-products (closed products too), and its tests compare it with the app's.
import { useQuery } from '@tanstack/react-query';
import { type Locale, LOCALES } from '../../../contract/admin.ts';
import { type BankProduct, BankProductsResponseSchema, ErrorBodySchema, type NodeTier, NodesResponseSchema } from '../../../contract/api.ts';

export class PublicApiError extends Error {
  /** The HTTP status; 0 when no answer came. */
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'PublicApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const catalogueQueryKeys = {
  all: ['public-catalogue'] as const,
  nodeTiers: () => [...catalogueQueryKeys.all, 'node-tiers'] as const,
};

type Fetch = typeof fetch;
const defaultFetch: Fetch = (...args) => fetch(...args);

async function readJson<T>(fetchImpl: Fetch, url: string, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicApiError(0, 'network', 'the server did not answer');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = ErrorBodySchema.safeParse(json);
    throw failure.success
      ? new PublicApiError(response.status, failure.data.error.code, failure.data.error.message)
      : new PublicApiError(response.status, 'http_error', `the server answered ${response.status}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PublicApiError(response.status, 'bad_response', `the answer to GET ${url} does not match the contract`);
  return parsed.data;
}

/** GET /api/nodes: every tier, in the app's order. */
export async function getNodeTiers(fetchImpl: Fetch = defaultFetch, signal?: AbortSignal): Promise<NodeTier[]> {
  return (await readJson(fetchImpl, '/api/nodes', NodesResponseSchema, signal)).items;
}

export function useNodeTiers() {
  return useQuery({ queryKey: catalogueQueryKeys.nodeTiers(), queryFn: ({ signal }) => getNodeTiers(defaultFetch, signal) });
}

/** A bank product with its own name in each locale that has one (a locale without falls back to en_US in the app). */
export type CatalogueBankProduct = Omit<BankProduct, 'name' | 'locale'> & { names: Partial<Record<Locale, string>> };

/**
 * The products of the en_US answer, in its order, each with the names that the answers in the
 * other locales served in their own locale (a product served in en_US there has no name of
 * that locale). A product missing from en_US's answer (made active between the reads) is
 * left out: the next read has it.
 */
export function combineProductNames(answers: Record<Locale, BankProduct[]>): CatalogueBankProduct[] {
  return answers.en_US.map(({ name: _name, locale: _locale, ...terms }) => {
    const names: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const served = answers[locale].find((product) => product.id === terms.id);
      if (served && served.locale === locale) names[locale] = served.name;
    }
    return { ...terms, names };
  });
}

/** GET /api/bank/products in each of the six locales, combined: the open products, as the app lists them. */
export async function getBankProducts(fetchImpl: Fetch = defaultFetch, signal?: AbortSignal): Promise<CatalogueBankProduct[]> {
  const lists = await Promise.all(LOCALES.map(async (locale) => [locale, (await readJson(fetchImpl, `/api/bank/products?locale=${locale}`, BankProductsResponseSchema, signal)).items] as const));
  return combineProductNames(Object.fromEntries(lists) as Record<Locale, BankProduct[]>);
}
