// The per-account record of transactions whose /api figures the server may not have yet: one
// refresh when the index has reached all of them, none while a checkpoint is unknown, a
// transaction sent during the refresh keeps the figures updating, a timeout and its retry, and
// a reload of the tab.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshnessOf, INDEX_FRESHNESS_KEY, useIndexFreshnessStore } from './index-freshness';

const A = '0x' + 'a'.repeat(64);
const B = '0x' + 'b'.repeat(64);
const store = () => useIndexFreshnessStore.getState();
const status = (account: string) => freshnessOf(store().accounts[account]);

beforeEach(() => useIndexFreshnessStore.setState({ accounts: {} }));

describe('index freshness store', () => {
  it('is current with nothing awaited, updating per account once a transaction is', () => {
    expect(status(A)).toBe('current');
    store().awaitIndex(A, 'd1', 10n, 1_000, 60_000);
    expect(status(A)).toBe('updating');
    expect(status(B)).toBe('current');
    expect(store().accounts[A]).toMatchObject({ since: 1_000, deadline: 61_000, timedOut: false, refreshing: null });
  });

  it('refreshes once, when the index has reached every awaited checkpoint', () => {
    store().awaitIndex(A, 'd1', 10n);
    store().awaitIndex(A, 'd2', 12n);
    expect(store().beginRefresh(A, null)).toBeNull();
    expect(store().beginRefresh(A, 11n)).toBeNull();
    expect(store().beginRefresh(A, 12n)).toEqual(['d1', 'd2']);
    // Already refreshing: a second marker's look does not start another.
    expect(store().beginRefresh(A, 13n)).toBeNull();
    expect(status(A)).toBe('updating');
    store().finishRefresh(A, ['d1', 'd2']);
    expect(store().accounts[A]).toBeUndefined();
    expect(status(A)).toBe('current');
  });

  it('waits for a checkpoint the node has not said yet', () => {
    store().awaitIndex(A, 'd1', null);
    expect(store().beginRefresh(A, 1_000n)).toBeNull();
    store().setCheckpoint(A, 'd1', 20n);
    expect(store().beginRefresh(A, 19n)).toBeNull();
    expect(store().beginRefresh(A, 20n)).toEqual(['d1']);
  });

  it('keeps a transaction sent during the refresh awaited', () => {
    store().awaitIndex(A, 'd1', 10n);
    expect(store().beginRefresh(A, 10n)).toEqual(['d1']);
    store().awaitIndex(A, 'd2', 11n);
    store().finishRefresh(A, ['d1']);
    expect(store().accounts[A]?.awaiting).toEqual([{ digest: 'd2', checkpoint: 11n }]);
    expect(store().accounts[A]?.refreshing).toBeNull();
    expect(status(A)).toBe('updating');
  });

  it('says outdated after a timeout, and waits again on retry or on a new transaction', () => {
    store().awaitIndex(A, 'd1', 10n, 0, 100);
    store().timeOut(A);
    expect(status(A)).toBe('outdated');
    store().retry(A, 500, 100);
    expect(store().accounts[A]).toMatchObject({ timedOut: false, since: 500, deadline: 600 });
    store().timeOut(A);
    store().awaitIndex(A, 'd2', 11n, 700, 100);
    expect(status(A)).toBe('updating');
    expect(store().accounts[A]?.awaiting.map((tx) => tx.digest)).toEqual(['d1', 'd2']);
  });
});

describe('index freshness across a reload', () => {
  it('keeps what is awaited in the tab (checkpoints as u64), and drops what was being read again', async () => {
    store().awaitIndex(A, 'd1', 18_446_744_073_709_551_615n, 1_000, 60_000);
    store().awaitIndex(B, 'd2', 5n, 1_000, 60_000);
    expect(store().beginRefresh(B, 5n)).toEqual(['d2']);
    const saved = sessionStorage.getItem(INDEX_FRESHNESS_KEY);
    expect(saved).not.toBeNull();

    // A reload: the page starts empty and reads the tab's storage.
    useIndexFreshnessStore.setState({ accounts: {} });
    sessionStorage.setItem(INDEX_FRESHNESS_KEY, saved!);
    await useIndexFreshnessStore.persist.rehydrate();
    expect(store().accounts[A]).toEqual({
      awaiting: [{ digest: 'd1', checkpoint: 18_446_744_073_709_551_615n }], since: 1_000, deadline: 61_000, timedOut: false, refreshing: null,
    });
    expect(status(A)).toBe('updating');
    expect(status(B)).toBe('current');
  });
});
