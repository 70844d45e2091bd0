import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { measureNodeLatency, type NodeLatency } from '../../../chain/node-latency';
import { env } from '../../../config/env';
import { toNetworkNodes, type NetworkNode } from '../../../config/networks';

const NODE_LATENCY_KEY = 'node-latency';

export interface NodeLatencyRow {
  node: NetworkNode;
  latency: NodeLatency | undefined;
  testing: boolean;
}

/**
 * Tests every node of the network as the home page opens, and again on `retest()`: one request
 * each without the Sui SDK (src/chain/node-ping.ts), so that a visitor with no wallet never loads
 * the SDK for it (issue 37).
 */
export function useNodeLatencies(): { rows: NodeLatencyRow[]; testing: boolean; retest: () => void } {
  const nodes = useMemo(() => toNetworkNodes(env.nodes), []);
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: nodes.map((node) => ({
      queryKey: [NODE_LATENCY_KEY, node.url],
      queryFn: ({ signal }: { signal: AbortSignal }) => measureNodeLatency(node.url, { signal }),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const rows = nodes.map((node, i) => ({
    node,
    latency: results[i].data,
    // Pending too: the prerendered home screen (which fetches nothing) says "Testing" as the app will.
    testing: results[i].isFetching || results[i].isPending,
  }));
  const retest = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: [NODE_LATENCY_KEY] });
  }, [queryClient]);
  return { rows, testing: rows.some((r) => r.testing), retest };
}
