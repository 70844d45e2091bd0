import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { measureNodeLatency } from '../../../chain/node-latency';
import { env } from '../../../config/env';
import { createTestDAppKit, type TestDAppKit } from '../../../test/render-for-test';
import { WalletStackProvider } from '../../../wallet/wallet-stack';
import { useNodeLatencies } from './use-node-latencies';

vi.mock('../../../chain/node-latency', () => ({ measureNodeLatency: vi.fn() }));
const measure = vi.mocked(measureNodeLatency);

function wrapperWith(dAppKit: TestDAppKit | undefined) {
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WalletStackProvider dAppKit={dAppKit}>{children}</WalletStackProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  measure.mockReset();
  measure.mockResolvedValue({ status: 'ok', ms: 42 });
});

describe('useNodeLatencies', () => {
  it('waits for the wallet stack (the Sui SDK) and says every node is being tested meanwhile', async () => {
    const { result } = renderHook(() => useNodeLatencies(), { wrapper: wrapperWith(undefined) });
    expect(result.current.rows).toHaveLength(env.nodes.length);
    expect(result.current.rows.every((row) => row.testing && row.latency === undefined)).toBe(true);
    expect(result.current.testing).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(measure).not.toHaveBeenCalled();
  });

  it('tests every node once the wallet stack is here', async () => {
    const { result } = renderHook(() => useNodeLatencies(), { wrapper: wrapperWith(createTestDAppKit()) });
    await waitFor(() => expect(result.current.testing).toBe(false));
    expect(measure.mock.calls.map(([url]) => url).sort()).toEqual([...env.nodes].sort());
    expect(result.current.rows.map((row) => row.latency)).toEqual(env.nodes.map(() => ({ status: 'ok', ms: 42 })));
  });
});
