// Resolves an address's default name-service name (docs/product.md §7: suix_resolveNameServiceNames
// with limit 1; today `client.core.defaultNameServiceName`). Cached by react-query, and kept in
// localStorage for an hour so that a reload does not ask the node again (issue 24: at most 3
// node requests per screen); an address without a name answers null, and any failure just
// leaves the label on the short address.
import { useCurrentClient, useCurrentNetwork } from './hooks';
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A gRPC NOT_FOUND (no reverse record) is an answer, not a failure. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';
}

export async function resolveNameServiceName(client: ClientWithCoreApi, address: string): Promise<string | null> {
  try {
    const { data } = await client.core.defaultNameServiceName({ address });
    return data.name?.trim() || null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** How long a name read from the node stands, in memory and across reloads. */
export const NAME_SERVICE_NAME_TTL_MS = 60 * 60_000;
const STORAGE_KEY = 'suil:name-service-names';

type StoredNames = Record<string, { name: string | null; at: number }>;

function storedNames(storage: Storage | undefined): StoredNames {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredNames) : {};
  } catch {
    return {};
  }
}

/** The name kept for `network:address`, while it is younger than the TTL. */
export function storedNameServiceName(storage: Storage | undefined, key: string, now: number): { name: string | null; at: number } | undefined {
  const entry = storedNames(storage)[key];
  if (!entry || typeof entry.at !== 'number' || now - entry.at >= NAME_SERVICE_NAME_TTL_MS) return undefined;
  return typeof entry.name === 'string' || entry.name === null ? entry : undefined;
}

/** Keeps `name` for `key`, dropping the entries that have expired. */
export function storeNameServiceName(storage: Storage | undefined, key: string, name: string | null, now: number): void {
  if (!storage) return;
  const kept = Object.fromEntries(Object.entries(storedNames(storage)).filter(([, entry]) => now - entry.at < NAME_SERVICE_NAME_TTL_MS));
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, [key]: { name, at: now } }));
  } catch {
    // A full or blocked storage only costs a request on the next reload.
  }
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function nameServiceNameQueryOptions(client: ClientWithCoreApi, network: string, address: string | undefined) {
  const key = `${network}:${address}`;
  return queryOptions({
    queryKey: ['wallet', 'name-service-name', network, address] as const,
    queryFn: async () => {
      const name = await resolveNameServiceName(client, address as string);
      storeNameServiceName(localStore(), key, name, Date.now());
      return name;
    },
    enabled: Boolean(address),
    // Names change rarely; a label need not refetch on every mount, focus or reload.
    staleTime: NAME_SERVICE_NAME_TTL_MS,
    initialData: () => (address ? storedNameServiceName(localStore(), key, Date.now())?.name : undefined),
    initialDataUpdatedAt: () => (address ? storedNameServiceName(localStore(), key, Date.now())?.at : undefined),
    retry: false,
  });
}

export function useNameServiceName(address: string | undefined): string | null {
  const client = useCurrentClient();
  const network = useCurrentNetwork();
  const { data } = useQuery(nameServiceNameQueryOptions(client, network, address));
  return data ?? null;
}
