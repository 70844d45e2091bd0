// The address-change rule (docs/product.md §4): a session belongs to one wallet address. When the
// connected address is not the stored `currentAccount`, the stored token is dropped (a new
// sign-in is required), the server is asked to revoke it (in the background), and the new
// address is remembered.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { useAuthStore } from '../stores/auth';
import { revokeInBackground } from './logout';

export type AddressChangeOutcome =
  /** Same address as the stored one: nothing to do. */
  | 'unchanged'
  /** No address was stored: the new one is remembered (any orphan token is dropped). */
  | 'remembered'
  /** Another address was stored: the session is cleared and the user must sign in again. */
  | 'changed';

export function sameAddress(a: string, b: string): boolean {
  return normalizeSuiAddress(a) === normalizeSuiAddress(b);
}

/** Applies the rule to the auth store; the caller shows the toast on 'changed'. */
export function applyConnectedAddress(address: string): AddressChangeOutcome {
  const { currentAccount, accessToken, clearSession, setCurrentAccount } = useAuthStore.getState();
  if (currentAccount && sameAddress(currentAccount, address)) return 'unchanged';
  // Another address, or a token without an address (which cannot be proven to belong to this
  // wallet): the session ends here at once and on the server in the background.
  if (currentAccount || accessToken) clearSession();
  if (accessToken) void revokeInBackground(accessToken);
  setCurrentAccount(address);
  return currentAccount ? 'changed' : 'remembered';
}
