import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { measureNodeLatency, type NodeLatency } from '../../../chain/node-latency';
import { env } from '../../../config/env';
import { toNetworkNodes, type NetworkNode } from '../../../config/networks';
import { useOptionalDAppKit } from '../../../wallet/wallet-stack';

const NODE_LATENCY_KEY = 'node-latency';

export interface NodeLatencyRow {
  node: NetworkNode;
  latency: NodeLatency | undefined;
  testing: boolean;
}

/**
 * Tests every node of the network once the wallet stack is here, and again on `retest()`.
 * The test needs the Sui SDK's gRPC client: importing it earlier, on the home page's first
 * render, would evaluate the whole SDK in one long task that the wallet stack evaluates in
 * parts (src/wallet/wallet-stack.tsx). Until then each node reads "Testing".
 */
export function useNodeLatencies(): { rows: NodeLatencyRow[]; testing: boolean; retest: () => void } {
  const nodes = useMemo(() => toNetworkNodes(env.nodes), []);
  const sdkReady = useOptionalDAppKit() !== null;
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: nodes.map((node) => ({
      queryKey: [NODE_LATENCY_KEY, node.url],
      queryFn: ({ signal }: { signal: AbortSignal }) => measureNodeLatency(node.url, { signal }),
      enabled: sdkReady,
      staleTime: 60_000,
      retry: false,
    })),
  });
  const rows = nodes.map((node, i) => ({
    node,
    latency: results[i].data,
    testing: results[i].isFetching || (!sdkReady && results[i].data === undefined),
  }));
  const retest = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: [NODE_LATENCY_KEY] });
  }, [queryClient]);
  return { rows, testing: rows.some((r) => r.testing), retest };
}
