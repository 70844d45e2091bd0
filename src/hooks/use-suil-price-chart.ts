// The SUIL price chart's data (the exchange page, and the hashrate page's claim as SUI): the
// pool's swaps from the server (GET /api/price/suil: each UTC hour's or day's last swap) and,
// as the last point, the pool's price now from its reserves on chain (src/chain/suil-price.ts).
import { useQuery } from '@tanstack/react-query';
import type { PriceInterval } from '../../contract/api';
import { useSuilPrice } from '../api/get-suil-price';
import { chainQueryKeys } from '../chain/query-keys';
import { poolPrice, type SuilPrice } from '../chain/suil-price';
import { readSwapPool } from '../chain/views';
import { useCurrentClient } from '../wallet/hooks';

export type PriceRange = '24h' | '7d' | '30d' | '90d';
export const PRICE_RANGES: readonly PriceRange[] = ['24h', '7d', '30d', '90d'];
export const PRICE_RANGE_QUERY: Record<PriceRange, { interval: PriceInterval; points: number }> = {
  '24h': { interval: 'hour', points: 24 },
  '7d': { interval: 'hour', points: 168 },
  '30d': { interval: 'day', points: 30 },
  '90d': { interval: 'day', points: 90 },
};

export interface PricePoint {
  atMs: number;
  price: SuilPrice;
  /** A bucket's last swap (with the swaps in its bucket), or the pool now. */
  kind: 'swap' | 'pool';
  swaps: number;
  bucketMs: number;
}

export interface SuilPriceChart {
  points: PricePoint[] | null;
  interval: PriceInterval;
  /** The first bucket's start: where the period asked for begins. */
  fromMs: number | null;
  feeBps: bigint | null;
  /** No swap in the range (the pool's price now may still be known). */
  noSwaps: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
}

export function useSuilPriceChart(range: PriceRange): SuilPriceChart {
  const { interval, points } = PRICE_RANGE_QUERY[range];
  const client = useCurrentClient();
  const series = useSuilPrice(interval, points);
  const pool = useQuery({
    queryKey: chainQueryKeys.swapPool(),
    queryFn: ({ signal }) => readSwapPool(client, signal),
    staleTime: 15_000,
  });
  let found: PricePoint[] | null = null;
  if (series.data && pool.data) {
    found = series.data.points.map((p) => ({ atMs: p.lastAtMs, price: { sui: p.sui, suil: p.suil }, kind: 'swap' as const, swaps: p.swaps, bucketMs: p.atMs }));
    const now = poolPrice(pool.data);
    const lastMs = found.length > 0 ? found[found.length - 1]!.atMs : 0;
    // Now: the server's time of its answer (the chain's on localnet), after the last swap it lists.
    if (now) found.push({ atMs: Math.max(series.data.toMs, lastMs + 1), price: now, kind: 'pool', swaps: 0, bucketMs: series.data.toMs });
  }
  return {
    points: found,
    interval,
    fromMs: series.data?.fromMs ?? null,
    feeBps: pool.data?.feeBps ?? null,
    noSwaps: series.data !== undefined && series.data.points.length === 0,
    isPending: series.isPending || pool.isPending,
    isError: series.isError || pool.isError,
    error: series.error ?? pool.error,
    retry: () => {
      if (series.isError) void series.refetch();
      if (pool.isError) void pool.refetch();
    },
  };
}
