// After the user's own transaction: the poll loop asks a real HTTP server (GET /api/indexer)
// how far its index has read, reads the account's /api data again exactly once when it has
// reached the transaction's checkpoint, times out into "may be out of date" and waits again on
// retry; the marker says so in a live region. Time is the test's own (an injected clock and
// pause), never the wall clock.
import { notifyManager, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiQueryKeys } from '../api/query-keys';
import { getIndexedCheckpoint } from '../api/get-indexer-status';
import { IndexFreshnessNote } from '../components/index-freshness';
import { useAuthStore } from '../stores/auth';
import { useIndexFreshnessStore } from '../stores/index-freshness';
import { replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../test/local-api';
import { pollUntilIndexed, type PollDeps } from './use-index-freshness';

const ALICE = '0x' + 'a'.repeat(64);
const BOB = '0x' + 'b'.repeat(64);

let api: LocalApi;
let restorePage: () => void;
/** What the server answers: its indexed checkpoint, or 500 for the next `failures` looks. */
let indexed: string | null = null;
let failures = 0;
let looks = 0;

beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    if (url !== '/api/indexer') return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    looks += 1;
    if (failures > 0) {
      failures -= 1;
      return replyJson(res, 500, { error: { code: 'internal_error', message: 'busy' } });
    }
    replyJson(res, 200, { checkpoint: indexed });
  });
  restorePage = setPageUrl(`${api.origin}/`);
});

afterAll(async () => {
  restorePage();
  await api.close();
});

beforeEach(() => {
  indexed = null;
  failures = 0;
  looks = 0;
  useIndexFreshnessStore.setState({ accounts: {} });
});

afterEach(() => {
  useAuthStore.getState().clearSession();
});

/** A query client holding one of the account's /api queries, counting its reads. */
async function accountData(account = ALICE) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const counter = { reads: 0 };
  await queryClient.fetchQuery({ queryKey: apiQueryKeys.me(account), queryFn: () => ++counter.reads });
  return { queryClient, counter };
}

/** The test's clock and pause: each pause moves the clock and may change the server. */
function testTime(onPause: (pauses: number) => void = () => undefined, stepMs = 1_000) {
  const time = { now: 1_000_000, pauses: 0 };
  const deps: PollDeps = {
    getIndexed: getIndexedCheckpoint,
    now: () => time.now,
    pause: (ms) => {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(3_000);
      time.pauses += 1;
      time.now += stepMs;
      onPause(time.pauses);
      return Promise.resolve();
    },
  };
  return { time, deps };
}

describe('pollUntilIndexed', () => {
  it('reads the account again once, when the index has reached the transaction', async () => {
    const { queryClient, counter } = await accountData();
    const { time, deps } = testTime((pauses) => {
      if (pauses === 2) indexed = '41';
      if (pauses === 3) indexed = '42';
    });
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 42n, time.now);
    const controller = new AbortController();
    const loop = pollUntilIndexed(ALICE, queryClient, controller.signal, deps);

    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]).toBeUndefined());
    expect(counter.reads).toBe(2);
    // Looked with null, 41 (not there yet), then 42.
    expect(looks).toBe(4);
    controller.abort();
    await loop;
    expect(looks).toBe(4);
    expect(counter.reads).toBe(2);
  });

  it('says the figures are current only after the screens were told of the new data, never beside the old figures', async () => {
    const { queryClient } = await accountData();
    // A screen of the account's data, and the marker: which of them hears first.
    const order: string[] = [];
    // It shows what the cache has (no read of its own on mounting): only the refresh reads 'new'.
    const observer = new QueryObserver(queryClient, { queryKey: apiQueryKeys.me(ALICE), queryFn: () => 'new', refetchOnMount: false });
    // As useQuery subscribes: through notifyManager.batchCalls, told in react-query's batch.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls((result: { data: unknown }) => {
        if (result.data === 'new' && !order.includes('screen told')) order.push('screen told');
      }),
    );
    const stopWatching = useIndexFreshnessStore.subscribe((state) => {
      if (!state.accounts[ALICE] && !order.includes('marker current')) order.push('marker current');
    });
    indexed = '42';
    const { time, deps } = testTime();
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 42n, time.now);
    const controller = new AbortController();
    const loop = pollUntilIndexed(ALICE, queryClient, controller.signal, deps);
    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]).toBeUndefined());
    controller.abort();
    await loop;
    unsubscribe();
    stopWatching();
    expect(order).toEqual(['screen told', 'marker current']);
  });

  it('does not read again before the index is there, counts a failed look as one, and says "outdated" at the deadline', async () => {
    const { queryClient, counter } = await accountData();
    const consoleError = spyOnPageConsole();
    failures = 1;
    indexed = '5';
    const { time, deps } = testTime(undefined, 20_000);
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 6n, time.now, 60_000);
    const controller = new AbortController();
    const loop = pollUntilIndexed(ALICE, queryClient, controller.signal, deps);

    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]?.timedOut).toBe(true));
    expect(counter.reads).toBe(1);
    const looksAtTimeout = looks;
    expect(looksAtTimeout).toBe(4); // at 0, 20, 40 and 60 s
    expect(consoleError.mock.calls).toEqual([[`GET ${api.origin}/api/indexer 500 (Internal Server Error)`]]);

    // Retry: it waits again, and reads the figures once the index is there.
    indexed = '6';
    act(() => useIndexFreshnessStore.getState().retry(ALICE, time.now));
    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]).toBeUndefined());
    expect(counter.reads).toBe(2);
    expect(looks).toBe(looksAtTimeout + 1);
    controller.abort();
    await loop;
  });

  it('waits for the checkpoint of a transaction the node had not yet placed', async () => {
    const { queryClient, counter } = await accountData();
    indexed = '100';
    const { time, deps } = testTime((pauses) => {
      if (pauses === 2) useIndexFreshnessStore.getState().setCheckpoint(ALICE, 'd1', 90n);
    });
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', null, time.now);
    const controller = new AbortController();
    const loop = pollUntilIndexed(ALICE, queryClient, controller.signal, deps);
    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]).toBeUndefined());
    expect(counter.reads).toBe(2);
    expect(time.pauses).toBe(2);
    controller.abort();
    await loop;
  });

  it("leaves other accounts' data alone, and stops when aborted", async () => {
    const { queryClient, counter } = await accountData(BOB);
    indexed = '9';
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 9n);
    const aborted = new AbortController();
    aborted.abort();
    await pollUntilIndexed(ALICE, queryClient, aborted.signal, testTime().deps);
    expect(looks).toBe(0);

    const controller = new AbortController();
    const loop = pollUntilIndexed(ALICE, queryClient, controller.signal, testTime().deps);
    await vi.waitFor(() => expect(useIndexFreshnessStore.getState().accounts[ALICE]).toBeUndefined());
    expect(counter.reads).toBe(1);
    controller.abort();
    await loop;
  });
});

describe('IndexFreshnessNote', () => {
  it('says "Updating…" in a live region while the index is behind, nothing once the figures were read again', async () => {
    const { queryClient, counter } = await accountData();
    useAuthStore.getState().setSession('token-of-alice', ALICE);
    indexed = '3';
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 4n);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <IndexFreshnessNote />
      </QueryClientProvider>,
    );
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Updating…');
    await vi.waitFor(() => expect(looks).toBeGreaterThan(0));
    expect(note.textContent).toBe('Updating…');
    expect(counter.reads).toBe(1);

    indexed = '4';
    await vi.waitFor(() => expect(note.textContent).toBe(''), { timeout: 10_000 });
    expect(counter.reads).toBe(2);
    view.unmount();
  });

  it('after a timeout says the figures may be out of date, and checks again on request', async () => {
    const { queryClient, counter } = await accountData();
    useAuthStore.getState().setSession('token-of-alice', ALICE);
    indexed = '7';
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 8n);
    act(() => useIndexFreshnessStore.getState().timeOut(ALICE));
    const view = render(
      <QueryClientProvider client={queryClient}>
        <IndexFreshnessNote />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('These figures may be out of date');
    expect(looks).toBe(0);

    indexed = '8';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''), { timeout: 10_000 });
    expect(counter.reads).toBe(2);
    view.unmount();
  });

  it('shows nothing for a transaction of another account', () => {
    useAuthStore.getState().setSession('token-of-bob', BOB);
    useIndexFreshnessStore.getState().awaitIndex(ALICE, 'd1', 8n);
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <IndexFreshnessNote />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    view.unmount();
  });
});
