// The local token store (docs/product.md §3): the sign-in token and the wallet address it belongs to.
// Kept as two plain localStorage values under the product's own key names, not one JSON blob, so the
// API client, the address-change guard and tests can read them without knowing this module.
import { create } from 'zustand';

export const ACCESS_TOKEN_KEY = 'access_token';
export const CURRENT_ACCOUNT_KEY = 'currentAccount';

export interface AuthState {
  accessToken: string | null;
  currentAccount: string | null;
  /** Stores a fresh sign-in: the token and the address that signed for it. */
  setSession: (accessToken: string, currentAccount: string) => void;
  /** Remembers the connected address without a token (before sign-in, or after a change). */
  setCurrentAccount: (currentAccount: string) => void;
  /** Logs out: forgets both the token and the address. */
  clearSession: () => void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some in-app browsers throw on access (privacy mode); the session then lives in memory only.
    return null;
  }
}

function read(key: string): string | null {
  const value = storage()?.getItem(key);
  return value ? value : null;
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota or privacy-mode failures must not break the app; the in-memory state still holds.
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  accessToken: read(ACCESS_TOKEN_KEY),
  currentAccount: read(CURRENT_ACCOUNT_KEY),
  setSession: (accessToken, currentAccount) => {
    write(ACCESS_TOKEN_KEY, accessToken);
    write(CURRENT_ACCOUNT_KEY, currentAccount);
    set({ accessToken, currentAccount });
  },
  setCurrentAccount: (currentAccount) => {
    write(CURRENT_ACCOUNT_KEY, currentAccount);
    set({ currentAccount });
  },
  clearSession: () => {
    write(ACCESS_TOKEN_KEY, null);
    write(CURRENT_ACCOUNT_KEY, null);
    set({ accessToken: null, currentAccount: null });
  },
}));

/** Re-reads both keys, e.g. after another tab changed them. */
export function reloadAuthFromStorage(): void {
  useAuthStore.setState({ accessToken: read(ACCESS_TOKEN_KEY), currentAccount: read(CURRENT_ACCOUNT_KEY) });
}

if (typeof window !== 'undefined') {
  // Another tab logging out or signing in with another address must not leave this tab on a
  // stale token.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === CURRENT_ACCOUNT_KEY) {
      reloadAuthFromStorage();
    }
  });
}
