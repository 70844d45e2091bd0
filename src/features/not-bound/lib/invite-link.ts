// The invite link (`/chain/#/?inviter=0x…`): the inviter it carries is kept for the session the
// moment the app opens with it, because connecting a wallet, signing in and the redirects
// between (`home` -> `/`, a not-bound user -> `not_bound`) must not lose it before the user binds.
import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';

export const INVITER_PARAM = 'inviter';
/** sessionStorage key of the inviter from the link this session was opened with. */
export const INVITER_STORAGE_KEY = 'suil:inviter';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The inviter address in a query string ('?inviter=0x…'), normalized; null when absent or not an address. */
export function inviterFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(INVITER_PARAM)?.trim();
  if (!value || !isValidSuiAddress(value)) return null;
  return normalizeSuiAddress(value);
}

/**
 * Keeps the inviter of the first query that has one (the route's query inside the hash, or the
 * page's own query before the hash) and returns it; a link opened later replaces an earlier one.
 */
export function captureInviter(searches: readonly string[], storage: SessionStore): string | null {
  for (const search of searches) {
    const inviter = inviterFromSearch(search);
    if (inviter) {
      storage.setItem(INVITER_STORAGE_KEY, inviter);
      return inviter;
    }
  }
  return storedInviter(storage);
}

/** The inviter kept from the link, if any. */
export function storedInviter(storage: SessionStore): string | null {
  const value = storage.getItem(INVITER_STORAGE_KEY);
  return value && isValidSuiAddress(value) ? normalizeSuiAddress(value) : null;
}

/** Once bound, the link has done its job. */
export function forgetInviter(storage: SessionStore): void {
  storage.removeItem(INVITER_STORAGE_KEY);
}
