// Logging out (API.md step 4; seed point 4 on wallet_disconnect): the session is forgotten at
// once, then the server is asked to revoke the token. The revocation is best effort: offline,
// the token still expires on its own, and the user is logged out here either way.
import { revokeToken } from '../api/auth';
import { useAuthStore } from '../stores/auth';

export async function logout(): Promise<void> {
  const { accessToken, clearSession } = useAuthStore.getState();
  clearSession();
  if (accessToken === null) return;
  try {
    await revokeToken(accessToken);
  } catch {
    // Already expired or revoked, or the server is unreachable: nothing left to do here.
  }
}
