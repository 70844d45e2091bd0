// SubscriptionService: live streams of what is committed from now on.
import type { GrpcTypes } from '@mysten/sui/grpc';
import { type GrpcRouter, type LiveStream } from '../wire.ts';
import { prune, sub, wants } from '../mask.ts';
import { checkpointProto, eventProto } from '../convert.ts';
import { DEFAULT_CHECKPOINT_MASK, DEFAULT_EVENT_MASK, DEFAULT_TX_MASK, G, mask, txMsg, type ServiceContext } from './common.ts';
import { cursorBytes, eventMatches, matchAll, txMatches } from './filters.ts';

export function registerSubscriptionService(router: GrpcRouter, { ledger }: ServiceContext): void {
  router.on('SubscriptionService/SubscribeCheckpoints', (req) => {
    const tree = mask(req.readMask, DEFAULT_CHECKPOINT_MASK);
    return liveQueue<GrpcTypes.SubscribeCheckpointsResponse>((push) =>
      ledger.onCheckpoint((cp) => {
        const txs = cp.transactions.map((d) => ledger.transactions.get(d)!);
        if (req.filter?.terms?.length && !txs.some((tx) => matchAll(req.filter?.terms, (p) => txMatches(tx, p)))) return;
        const msg = checkpointProto(cp);
        if (wants(tree, 'transactions')) msg.transactions = txs.map((tx) => txMsg(ledger, tx, sub(tree, 'transactions')));
        push({ cursor: cp.sequenceNumber, checkpoint: prune(G.Checkpoint, msg, tree) });
      }),
    );
  });

  router.on('SubscriptionService/SubscribeTransactions', (req) => {
    const tree = mask(req.readMask, DEFAULT_TX_MASK);
    return liveQueue<GrpcTypes.SubscribeTransactionsResponse>((push) =>
      ledger.onCheckpoint((cp) => {
        for (const d of cp.transactions) {
          const tx = ledger.transactions.get(d)!;
          if (!matchAll(req.filter?.terms, (p) => txMatches(tx, p))) continue;
          push({ transaction: txMsg(ledger, tx, tree), watermark: { cursor: cursorBytes(ledger.txOrder.indexOf(d)), checkpoint: cp.sequenceNumber } });
        }
      }),
    );
  });

  router.on('SubscriptionService/SubscribeEvents', (req) => {
    const tree = mask(req.readMask, DEFAULT_EVENT_MASK);
    return liveQueue<GrpcTypes.SubscribeEventsResponse>((push) =>
      ledger.onCheckpoint((cp) => {
        for (const d of cp.transactions) {
          const tx = ledger.transactions.get(d)!;
          const pos = ledger.txOrder.indexOf(d);
          tx.events.forEach((_, i) => {
            if (!matchAll(req.filter?.terms, (p) => eventMatches(tx, i, p))) return;
            push({ event: prune(G.Event, eventProto(tx, i, true), tree), watermark: { cursor: cursorBytes(pos * 65536 + i), checkpoint: cp.sequenceNumber } });
          });
        }
      }),
    );
  });
}

/** A live stream fed by a subscription; ends when the client goes away. */
function liveQueue<T extends object>(subscribe: (push: (v: T) => void) => () => void): LiveStream<T> {
  const buffer: T[] = [];
  let wake: (() => void) | undefined;
  let closed = false;
  const unsubscribe = subscribe((v) => {
    buffer.push(v);
    wake?.();
  });
  return {
    live: {
      async *[Symbol.asyncIterator]() {
        while (!closed) {
          const next = buffer.shift();
          if (next) {
            yield next;
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      },
    },
    close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      wake?.();
    },
  };
}
