// The server learns of a transaction from the chain (its indexer polls the node), so right
// after a transaction the user's /api figures can still be the old ones. This waits until the
// transaction is among the user's records (GET /api/me/records, newest first).
import { WAIT_FOR_INDEXED_ATTEMPTS, WAIT_FOR_INDEXED_POLL_MS } from '../config/constants';
import { getRecords } from './get-records';

export interface WaitForIndexedOptions {
  attempts?: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** True once `digest` is in the user's newest records; false when it was not seen in time or the wait was aborted. */
export async function waitForIndexed(digest: string, options: WaitForIndexedOptions = {}): Promise<boolean> {
  const { attempts = WAIT_FOR_INDEXED_ATTEMPTS, intervalMs = WAIT_FOR_INDEXED_POLL_MS, signal } = options;
  for (let attempt = 0; attempt < attempts && !signal?.aborted; attempt++) {
    if (attempt > 0) await pause(intervalMs, signal);
    if (signal?.aborted) break;
    // A failed look (server busy, network) is one attempt; the next one may succeed.
    const page = await getRecords('all', null, signal).catch(() => null);
    if (page?.items.some((record) => record.txDigest === digest)) return true;
  }
  return false;
}
