// Resolves an address's default name-service name (seed point 7: suix_resolveNameServiceNames
// with limit 1; today `client.core.defaultNameServiceName`). Cached by react-query; an address
// without a name answers null, and any failure just leaves the label on the short address.
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

export function nameServiceNameQueryOptions(client: ClientWithCoreApi, network: string, address: string | undefined) {
  return queryOptions({
    queryKey: ['wallet', 'name-service-name', network, address] as const,
    queryFn: () => resolveNameServiceName(client, address as string),
    enabled: Boolean(address),
    // Names change rarely; a label need not refetch on every mount or focus.
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useNameServiceName(address: string | undefined): string | null {
  const client = useCurrentClient();
  const network = useCurrentNetwork();
  const { data } = useQuery(nameServiceNameQueryOptions(client, network, address));
  return data ?? null;
}
