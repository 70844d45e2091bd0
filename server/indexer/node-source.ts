// Where the indexer reads the chain: LedgerService.ListTransactions filtered by a Move call
// into the finance package, ascending from a cursor, with the transactions' events.
// The SDK's core listTransactions refuses to page a package-level function filter (JSON-RPC
// cannot); gRPC nodes (and localnet) can, so the request goes to the ledger service directly
// and the frames are read as the SDK reads them.
import { type SuiGrpcClient, GrpcTypes, parseGrpcTransactionResponse } from '@mysten/sui/grpc';
import { fromBase64, toBase64 } from '@mysten/sui/utils';

export interface ChainTx {
  digest: string;
  timestampMs: number | null;
  events: { eventType: string; bcs: Uint8Array }[];
}

export interface ChainPage {
  transactions: ChainTx[];
  /** Pass as `after` for the next page; null when nothing was read. */
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface NodeServiceInfo {
  chainId: string;
  /** The node's latest checkpoint; null when the node does not say. */
  checkpointHeight: bigint | null;
  /** That checkpoint's timestamp, ms since the epoch (for the lag metric); absent when unknown. */
  timestampMs?: number | null;
}

export interface FinanceSource {
  listAfter(cursor: string | null, limit: number): Promise<ChainPage>;
  /**
   * Asked afresh at the start of each poll: the node's chain identifier (its genesis checkpoint
   * digest) and its latest checkpoint, so that once the poll has read every page, the indexer
   * knows it has applied every finance transaction up to that checkpoint.
   */
  serviceInfo(): Promise<NodeServiceInfo>;
}

const READ_MASK = ['digest', 'transaction.digest', 'signatures', 'effects.status', 'timestamp', 'checkpoint', 'events'];

export function grpcFinanceSource(client: SuiGrpcClient, packageId: string): FinanceSource {
  return {
    async listAfter(cursor, limit) {
      const call = client.ledgerService.listTransactions({
        readMask: { paths: READ_MASK },
        filter: { terms: [{ literals: [{ negated: false, predicate: { oneofKind: 'moveCall', moveCall: { function: packageId } } }] }] },
        options: { limit: limit + 1, ordering: GrpcTypes.Ordering.ASCENDING, after: cursor ? fromBase64(cursor) : undefined },
      });
      const transactions: ChainTx[] = [];
      let frontier: string | null = null;
      let endCursor: string | null = null;
      let lookahead = false;
      let endReason: GrpcTypes.QueryEndReason | undefined;
      for await (const frame of call.responses) {
        if (frame.watermark?.cursor) frontier = toBase64(frame.watermark.cursor);
        if (frame.transaction) {
          if (transactions.length >= limit) {
            lookahead = true;
          } else {
            endCursor = frontier;
            const result = parseGrpcTransactionResponse(frame.transaction, { include: { events: true } });
            // Failed transactions emit no events; they still move the cursor.
            const tx = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
            transactions.push({ digest: tx.digest, timestampMs: tx.timestampMs ?? null, events: result.$kind === 'Transaction' ? (tx.events ?? []) : [] });
          }
        }
        if (frame.end) endReason = frame.end.reason;
      }
      const scanLimited = endReason === GrpcTypes.QueryEndReason.SCAN_LIMIT || endReason === GrpcTypes.QueryEndReason.ITEM_LIMIT;
      return { transactions, endCursor: lookahead ? endCursor : (scanLimited ? (frontier ?? endCursor) : endCursor), hasNextPage: lookahead || scanLimited };
    },
    async serviceInfo() {
      // Not client.core.getChainIdentifier(): it caches the answer, and a reset must show.
      const { response } = await client.ledgerService.getServiceInfo({});
      if (!response.chainId) throw new Error('the node did not say which chain it serves');
      const at = response.timestamp;
      const timestampMs = at ? Number(at.seconds) * 1000 + Math.floor(at.nanos / 1e6) : null;
      return { chainId: response.chainId, checkpointHeight: response.checkpointHeight ?? null, timestampMs };
    },
  };
}
