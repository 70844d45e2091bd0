import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { measureNodeLatency } from '../../../chain/node-latency';
import { env } from '../../../config/env';
import { useNodeLatencies } from './use-node-latencies';

vi.mock('../../../chain/node-latency', () => ({ measureNodeLatency: vi.fn() }));
const measure = vi.mocked(measureNodeLatency);

function newWrapper() {
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  measure.mockReset();
  measure.mockResolvedValue({ status: 'ok', ms: 42 });
});

describe('useNodeLatencies', () => {
  it('says every node is being tested until its answer, without the wallet stack', async () => {
    let answer: () => void = () => {};
    measure.mockReturnValue(new Promise((resolve) => (answer = () => resolve({ status: 'ok', ms: 42 }))));
    const { result } = renderHook(() => useNodeLatencies(), { wrapper: newWrapper() });
    expect(result.current.rows).toHaveLength(env.nodes.length);
    expect(result.current.rows.every((row) => row.testing && row.latency === undefined)).toBe(true);
    expect(result.current.testing).toBe(true);
    answer();
    await waitFor(() => expect(result.current.testing).toBe(false));
    expect(measure.mock.calls.map(([url]) => url).sort()).toEqual([...env.nodes].sort());
    expect(result.current.rows.map((row) => row.latency)).toEqual(env.nodes.map(() => ({ status: 'ok', ms: 42 })));
  });

  it('tests every node again on retest', async () => {
    const { result } = renderHook(() => useNodeLatencies(), { wrapper: newWrapper() });
    await waitFor(() => expect(result.current.testing).toBe(false));
    const first = measure.mock.calls.length;
    result.current.retest();
    await waitFor(() => expect(measure.mock.calls.length).toBe(first + env.nodes.length));
  });
});
