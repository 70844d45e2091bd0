// Logging out (docs/api.md, sign-in step 4; docs/product.md §4 on wallet_disconnect), and the
// end of a session when the wallet switches to another address: the session is forgotten here
// at once, then the server is asked to revoke the token in the background. Nothing waits for
// that answer: offline or slow, the request gives up after REVOKE_TIMEOUT_MS and the token still
// expires on its own.
import { useAuthStore } from '../stores/auth';

/** How long a revocation may take before it is given up. */
export const REVOKE_TIMEOUT_MS = 5_000;

/** Asks the server to revoke `token`; never throws (already expired or revoked, or unreachable). */
export async function revokeInBackground(token: string): Promise<void> {
  try {
    // The API client is loaded only when a session ends: it stays off the home route's first load.
    const { revokeToken } = await import('../api/auth');
    await revokeToken(token, REVOKE_TIMEOUT_MS);
  } catch {
    // Nothing left to do here: the session is already gone on this side.
  }
}

/**
 * This device stops receiving the user's push notifications: its browser subscription is
 * dropped (the server drops its copy with the token's revocation). Never throws.
 */
async function forgetPushSubscription(): Promise<void> {
  try {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    const subscription = await (await container?.getRegistration())?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or no push here: nothing to forget.
  }
}

/** Forgets the session now; the returned promise only settles the server's revocation. */
export function logout(): Promise<void> {
  const { accessToken, clearSession } = useAuthStore.getState();
  clearSession();
  void forgetPushSubscription();
  return accessToken === null ? Promise.resolve() : revokeInBackground(accessToken);
}
