// Which of an account's figures from /api are not yet what its own transactions made them: the
// server reads the chain through its indexer, so right after a transaction the user's balances,
// hashrate, records and income can still be the old ones. useTransactionAction records each
// transaction here with its checkpoint; useIndexFreshness (src/hooks) waits until the server's
// index has reached it, reads the account's /api data again once, and says "updating" until then.
// Kept in the tab's sessionStorage, so a reload right after a transaction still says so.
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The tab's sessionStorage key: a reload right after a transaction still knows it is awaited. */
export const INDEX_FRESHNESS_KEY = 'suil:index-freshness';

/** How long the figures may say "updating" before they say they may be out of date. */
export const INDEX_WAIT_TIMEOUT_MS = 60_000;

export interface AwaitedTransaction {
  digest: string;
  /** Its checkpoint; null while the node has not said (not checkpointed yet when it answered). */
  checkpoint: bigint | null;
}

export interface AccountFreshness {
  /** The account's transactions whose figures the server may not have yet. */
  awaiting: AwaitedTransaction[];
  /** When the latest of them was recorded (ms since the epoch): the polls start fast from here. */
  since: number;
  /** Past this without the index reaching them, the figures are said to be possibly out of date. */
  deadline: number;
  /** The wait ran out: the screen says the figures may be out of date and offers to look again. */
  timedOut: boolean;
  /** The digests whose figures are being read again now; null when no read is under way. */
  refreshing: string[] | null;
}

export type IndexFreshness = 'current' | 'updating' | 'outdated';

export interface IndexFreshnessState {
  accounts: Partial<Record<string, AccountFreshness>>;
  /** A transaction of `account` that the server may not have indexed yet. */
  awaitIndex: (account: string, digest: string, checkpoint: bigint | null, now?: number, timeoutMs?: number) => void;
  /** The checkpoint of a transaction recorded without one, once the node says it. */
  setCheckpoint: (account: string, digest: string, checkpoint: bigint) => void;
  /**
   * When the index has reached every awaited transaction (`indexed` >= each checkpoint) and no
   * read is under way: marks them as being read again and returns their digests (the caller
   * refreshes the account's /api data, then calls finishRefresh). Otherwise null.
   */
  beginRefresh: (account: string, indexed: bigint | null) => string[] | null;
  /** The account's data was read again after `digests` were indexed: they are done. */
  finishRefresh: (account: string, digests: string[]) => void;
  /** The wait ran out. */
  timeOut: (account: string) => void;
  /** Waits again, for another `timeoutMs`. */
  retry: (account: string, now?: number, timeoutMs?: number) => void;
}

export function freshnessOf(entry: AccountFreshness | undefined): IndexFreshness {
  if (!entry) return 'current';
  return entry.timedOut ? 'outdated' : 'updating';
}

/** Checkpoints are u64: kept as strings in the JSON. */
const sessionJson = createJSONStorage<Pick<IndexFreshnessState, 'accounts'>>(() => sessionStorage, {
  replacer: (_key, value) => (typeof value === 'bigint' ? { bigint: value.toString() } : value),
  reviver: (_key, value) =>
    value !== null && typeof value === 'object' && 'bigint' in value && typeof value.bigint === 'string' ? BigInt(value.bigint) : value,
});

/**
 * After a reload: a refresh that was under way is done (the reloaded page reads everything
 * afresh, and the index had reached those transactions); the others are still awaited.
 */
function afterReload(accounts: IndexFreshnessState['accounts']): IndexFreshnessState['accounts'] {
  const kept: IndexFreshnessState['accounts'] = {};
  for (const [account, entry] of Object.entries(accounts)) {
    if (!entry) continue;
    const awaiting = entry.awaiting.filter((tx) => !entry.refreshing?.includes(tx.digest));
    if (awaiting.length > 0) kept[account] = { ...entry, awaiting, refreshing: null };
  }
  return kept;
}

const createState: StateCreator<IndexFreshnessState, [['zustand/persist', unknown]]> = (set, get) => {
  const update = (account: string, change: (entry: AccountFreshness) => AccountFreshness | undefined) =>
    set((state) => {
      const entry = state.accounts[account];
      if (!entry) return state;
      return { accounts: { ...state.accounts, [account]: change(entry) } };
    });

  return {
    accounts: {},
    awaitIndex: (account, digest, checkpoint, now = Date.now(), timeoutMs = INDEX_WAIT_TIMEOUT_MS) =>
      set((state) => {
        const entry = state.accounts[account];
        const awaiting = (entry?.awaiting ?? []).filter((tx) => tx.digest !== digest);
        return {
          accounts: {
            ...state.accounts,
            [account]: { awaiting: [...awaiting, { digest, checkpoint }], since: now, deadline: now + timeoutMs, timedOut: false, refreshing: entry?.refreshing ?? null },
          },
        };
      }),
    setCheckpoint: (account, digest, checkpoint) =>
      update(account, (entry) => ({ ...entry, awaiting: entry.awaiting.map((tx) => (tx.digest === digest ? { ...tx, checkpoint } : tx)) })),
    beginRefresh: (account, indexed) => {
      const entry = get().accounts[account];
      if (!entry || entry.refreshing !== null || indexed === null) return null;
      if (!entry.awaiting.every((tx) => tx.checkpoint !== null && tx.checkpoint <= indexed)) return null;
      const digests = entry.awaiting.map((tx) => tx.digest);
      update(account, (current) => ({ ...current, refreshing: digests }));
      return digests;
    },
    finishRefresh: (account, digests) =>
      set((state) => {
        const entry = state.accounts[account];
        if (!entry) return state;
        const awaiting = entry.awaiting.filter((tx) => !digests.includes(tx.digest));
        const accounts = { ...state.accounts };
        // A transaction sent while the data was being read keeps the figures "updating".
        if (awaiting.length === 0) delete accounts[account];
        else accounts[account] = { ...entry, awaiting, refreshing: null };
        return { accounts };
      }),
    timeOut: (account) => update(account, (entry) => ({ ...entry, timedOut: true })),
    retry: (account, now = Date.now(), timeoutMs = INDEX_WAIT_TIMEOUT_MS) =>
      update(account, (entry) => ({ ...entry, timedOut: false, since: now, deadline: now + timeoutMs })),
  };
};

export const useIndexFreshnessStore = create<IndexFreshnessState>()(
  persist(createState, {
    name: INDEX_FRESHNESS_KEY,
    storage: sessionJson,
    partialize: (state) => ({ accounts: state.accounts }),
    merge: (persisted, current) => ({ ...current, accounts: afterReload((persisted as Partial<IndexFreshnessState> | undefined)?.accounts ?? {}) }),
  }),
);
