import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getSuiClient } from '../../../chain/client';
import { chainQueryKeys } from '../../../chain/query-keys';
import { clockNowView, readViews } from '../../../chain/views';

/**
 * The time now on the chain's clock (the server applies the bank's lock in that time base;
 * localnet's clock can be moved forward), refreshed every `everyMs`, so a lock that ends while
 * the page is open unlocks. Until the chain's clock has been read, the device's stands in.
 */
export function useNow(everyMs = 30_000): number {
  const [wall, setWall] = useState(() => Date.now());
  const offset = useQuery({
    queryKey: chainQueryKeys.clockOffset(),
    queryFn: async ({ signal }) => {
      const [chainMs] = await readViews(getSuiClient(), null, [clockNowView()], signal);
      return Number(chainMs) - Date.now();
    },
    staleTime: everyMs,
    refetchInterval: everyMs,
  });
  useEffect(() => {
    const timer = setInterval(() => setWall(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return wall + (offset.data ?? 0);
}
