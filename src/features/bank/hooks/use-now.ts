import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs`, so a lock that ends while the page is open unlocks. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
