// Whose /api data a screen may ask for: the account that holds the stored token. Queries of
// personal data are keyed by it and run only while a token is stored.
import { useAuthStore } from '../stores/auth';

/** The signed-in account, or null without a token. */
export function useSignedInAccount(): string | null {
  const accessToken = useAuthStore((state) => state.accessToken);
  const account = useAuthStore((state) => state.currentAccount);
  return accessToken !== null && account !== null ? account : null;
}
