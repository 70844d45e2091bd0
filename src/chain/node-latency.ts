// The network node test (docs/product.md §1): one real request per node, timed. A node that errors
// or does not answer in time is reported as failed, never given a made-up figure.
import { pingNode } from './node-ping';

export type NodeLatency = { status: 'ok'; ms: number } | { status: 'failed' };

export const NODE_TEST_TIMEOUT_MS = 8000;

export interface MeasureOptions {
  timeoutMs?: number;
  now?: () => number;
  signal?: AbortSignal;
}

/** Times `probe`; aborts it after `timeoutMs`, or when `signal` aborts. */
export async function measureLatency(
  probe: (signal: AbortSignal) => Promise<unknown>,
  { timeoutMs = NODE_TEST_TIMEOUT_MS, now = () => performance.now(), signal }: MeasureOptions = {},
): Promise<NodeLatency> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  const started = now();
  try {
    await Promise.race([
      probe(controller.signal),
      // A probe that ignores its signal still cannot hang the test.
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true })),
    ]);
    return { status: 'ok', ms: Math.max(0, Math.round(now() - started)) };
  } catch {
    return { status: 'failed' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export function measureNodeLatency(url: string, options?: MeasureOptions): Promise<NodeLatency> {
  return measureLatency((signal) => pingNode(url, signal), options);
}

/** The fastest answering node, for a "pick the best" hint; undefined when none answered. */
export function fastestNode(results: ReadonlyMap<string, NodeLatency>): string | undefined {
  let best: { url: string; ms: number } | undefined;
  for (const [url, result] of results) {
    if (result.status === 'ok' && (!best || result.ms < best.ms)) best = { url, ms: result.ms };
  }
  return best?.url;
}
