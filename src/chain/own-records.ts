// The user's own finance events, read from the node's transaction listing (the sender's
// transactions with their events, newest first). This is what the chain itself can tell about
// a user's claims and top-ups without the server's indexer: one request per page.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { eventsNamed, type FinanceEvent, type FinanceEventName } from './events';

/** Transactions asked for per request; each may hold none or several matching events. */
export const OWN_RECORDS_PAGE_SIZE = 50;

export interface OwnRecord<N extends FinanceEventName> {
  /** The transaction that emitted the event. */
  digest: string;
  /** Its checkpoint's time, ms; null when the node does not say. */
  timestampMs: number | null;
  /** The event's position among the transaction's events of this name. */
  index: number;
  event: FinanceEvent<N>;
}

export interface OwnRecordsPage<N extends FinanceEventName> {
  records: OwnRecord<N>[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

/**
 * One page of `owner`'s transactions, newest first, reduced to the events named `names`.
 * Failed transactions carry no events and so add nothing.
 */
export async function listOwnRecords<N extends FinanceEventName>(
  client: ClientWithCoreApi,
  owner: string,
  names: readonly N[],
  { before = null, signal }: { before?: string | null; signal?: AbortSignal } = {},
): Promise<OwnRecordsPage<N>> {
  const page = await client.core.listTransactions({
    filter: { sender: owner },
    include: { events: true },
    order: 'descending',
    limit: OWN_RECORDS_PAGE_SIZE,
    ...(before ? { before } : {}),
    signal,
  });
  const records: OwnRecord<N>[] = [];
  for (const result of page.transactions) {
    const tx = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
    for (const name of names) {
      eventsNamed(tx.events ?? [], name).forEach((event, index) => {
        records.push({ digest: tx.digest, timestampMs: tx.timestampMs, index, event: event as FinanceEvent<N> });
      });
    }
  }
  return { records, nextCursor: page.hasNextPage ? page.endCursor : null };
}
