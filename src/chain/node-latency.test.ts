import { describe, expect, it } from 'vitest';
import { fastestNode, measureLatency, type NodeLatency } from './node-latency';

function clock(...times: number[]) {
  return () => times.shift() ?? Number.NaN;
}

describe('node test', () => {
  it('reports the probe time in whole milliseconds', async () => {
    const result = await measureLatency(async () => {}, { now: clock(1000, 1123.6) });
    expect(result).toEqual({ status: 'ok', ms: 124 });
  });

  it('reports a node that errors as failed, never with a figure', async () => {
    const result = await measureLatency(async () => {
      throw new Error('503');
    });
    expect(result).toEqual({ status: 'failed' });
  });

  it('gives up on a node that does not answer in time, even if it ignores the abort', async () => {
    let aborted = false;
    const result = await measureLatency(
      (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
      { timeoutMs: 20 },
    );
    expect(result).toEqual({ status: 'failed' });
    expect(aborted).toBe(true);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = measureLatency((signal) => new Promise((_, reject) => signal.addEventListener('abort', reject)), {
      signal: controller.signal,
      timeoutMs: 10_000,
    });
    controller.abort();
    expect(await pending).toEqual({ status: 'failed' });
  });

  it('picks the fastest answering node', () => {
    const results = new Map<string, NodeLatency>([
      ['a', { status: 'ok', ms: 300 }],
      ['b', { status: 'failed' }],
      ['c', { status: 'ok', ms: 80 }],
    ]);
    expect(fastestNode(results)).toBe('c');
    expect(fastestNode(new Map([['b', { status: 'failed' }]]))).toBeUndefined();
  });
});
