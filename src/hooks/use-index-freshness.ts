// Whether the signed-in account's figures from /api are current after its own transactions
// (src/stores/index-freshness.ts). While one is awaited, one poll loop per account asks the
// server how far its index has read the chain (GET /api/indexer, a backoff bounded at a few
// seconds); once it has reached every awaited checkpoint, the account's /api data is read again,
// once, and the figures are current. The loop runs while a marker of the account is on screen
// (IndexFreshnessNote), and stops when the last one goes or the account changes.
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getIndexedCheckpoint } from '../api/get-indexer-status';
import { apiQueryKeys } from '../api/query-keys';
import { useSignedInAccount } from '../api/session';
import { freshnessOf, useIndexFreshnessStore, type AccountFreshness, type IndexFreshness } from '../stores/index-freshness';

/** The pause before the next look: quick right after the transaction, then slower, bounded. */
export function nextPollDelay(entry: AccountFreshness, now: number): number {
  const elapsed = now - entry.since;
  if (elapsed < 5_000) return 500;
  if (elapsed < 20_000) return 1_000;
  return 3_000;
}

export interface PollDeps {
  getIndexed: (signal: AbortSignal) => Promise<bigint | null>;
  now: () => number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  pause: (ms: number, signal: AbortSignal) => Promise<void>;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

const defaultDeps: PollDeps = { getIndexed: getIndexedCheckpoint, now: () => Date.now(), pause };

/** Resolves once react-query has told its observers of what is in the cache now (its notify batch runs first). */
function observersNotified(): Promise<void> {
  return new Promise((resolve) => notifyManager.schedule(resolve));
}

/** Resolves at the store's next change, or when `signal` aborts. */
function nextStoreChange(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = useIndexFreshnessStore.subscribe(done);
    signal.addEventListener('abort', done);
    function done() {
      unsubscribe();
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * The poll loop of one account, until `signal` aborts: idle while nothing is awaited (or the
 * wait ran out), else asks how far the index has read; when it has reached every awaited
 * transaction, reads the account's /api data again (active and cached queries alike, so no page
 * opened later shows a figure from before) and marks them done; past the deadline, times out.
 */
export async function pollUntilIndexed(account: string, queryClient: QueryClient, signal: AbortSignal, deps: PollDeps = defaultDeps): Promise<void> {
  const store = useIndexFreshnessStore;
  while (!signal.aborted) {
    const entry = store.getState().accounts[account];
    if (!entry || entry.timedOut || entry.refreshing !== null) {
      await nextStoreChange(signal);
      continue;
    }
    // A failed look (server busy, network) is one more look; the deadline bounds them.
    const indexed = await deps.getIndexed(signal).then(
      (checkpoint) => ({ checkpoint }),
      () => null,
    );
    if (signal.aborted) return;
    const digests = indexed ? store.getState().beginRefresh(account, indexed.checkpoint) : null;
    if (digests) {
      // Finished even when the screen goes meanwhile: the figures are read again either way.
      await queryClient.invalidateQueries({ queryKey: apiQueryKeys.account(account), refetchType: 'all' });
      // react-query tells the screens of the new data in a batch of its own (a task later); the
      // marker says "current" only after that, never beside the old figures for a frame.
      await observersNotified();
      store.getState().finishRefresh(account, digests);
      continue;
    }
    const current = store.getState().accounts[account];
    if (!current) continue;
    const now = deps.now();
    if (now >= current.deadline) {
      store.getState().timeOut(account);
      continue;
    }
    await deps.pause(Math.min(nextPollDelay(current, now), current.deadline - now), signal);
  }
}

/** One loop per account, shared by every marker on screen; the last one to go stops it. */
const loops = new Map<string, { users: number; controller: AbortController }>();

function watch(account: string, queryClient: QueryClient): () => void {
  let loop = loops.get(account);
  if (!loop) {
    loop = { users: 0, controller: new AbortController() };
    loops.set(account, loop);
    void pollUntilIndexed(account, queryClient, loop.controller.signal);
  }
  loop.users += 1;
  const mine = loop;
  return () => {
    mine.users -= 1;
    if (mine.users === 0) {
      mine.controller.abort();
      if (loops.get(account) === mine) loops.delete(account);
    }
  };
}

export interface IndexFreshnessView {
  status: IndexFreshness;
  /** After a timeout: waits for the index again (and reads the figures once it is there). */
  retry: () => void;
}

/** The signed-in account's freshness; keeps its poll loop running while mounted. */
export function useIndexFreshness(): IndexFreshnessView {
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const entry = useIndexFreshnessStore((state) => (account === null ? undefined : state.accounts[account]));
  const retry = useIndexFreshnessStore((state) => state.retry);
  useEffect(() => (account === null ? undefined : watch(account, queryClient)), [account, queryClient]);
  return {
    status: freshnessOf(entry),
    retry: () => {
      if (account !== null) retry(account);
    },
  };
}
