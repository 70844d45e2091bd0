// GET /api/price/suil?interval=&points=: the SUIL price from the pool's swaps, per UTC hour or
// day (public; the server lets browsers keep an answer for 30 s).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SuilPriceResponseSchema, type PriceInterval } from '../../contract/api';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { amount } from './paging';
import { apiQueryKeys } from './query-keys';

export interface SwapPricePoint {
  /** The bucket's first instant. */
  atMs: number;
  /** The bucket's last swap: its time, and the SUI it paid for the SUIL that went in after its fee. */
  lastAtMs: number;
  sui: bigint;
  suil: bigint;
  swaps: number;
}

export interface SuilPriceSeries {
  interval: PriceInterval;
  fromMs: number;
  toMs: number;
  points: SwapPricePoint[];
}

export async function getSuilPrice(interval: PriceInterval, points: number, signal?: AbortSignal): Promise<SuilPriceSeries> {
  const data = parseAnswer(SuilPriceResponseSchema, (await apiClient.get('/price/suil', { params: { interval, points }, signal })).data);
  return {
    interval: data.interval,
    fromMs: Date.parse(data.from),
    toMs: Date.parse(data.to),
    points: data.points.map((p) => ({ atMs: Date.parse(p.at), lastAtMs: Date.parse(p.lastAt), sui: amount(p.suiOut), suil: amount(p.suilIn), swaps: p.swaps })),
  };
}

export function getSuilPriceQueryOptions(interval: PriceInterval, points: number) {
  return queryOptions({
    queryKey: apiQueryKeys.suilPrice(interval, points),
    queryFn: ({ signal }) => getSuilPrice(interval, points, signal),
    // The server's answer may be kept 30 s: asking sooner brings the same one back.
    staleTime: 30_000,
  });
}

export function useSuilPrice(interval: PriceInterval, points: number) {
  return useQuery(getSuilPriceQueryOptions(interval, points));
}
