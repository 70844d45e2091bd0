// A 401 on an authenticated /api call (docs/product.md §8): the token is no longer accepted (expired,
// revoked, or the server restarted with a new key). The session is cleared, which turns every
// sign-in gate back into its 'Log in' button, and the user is told.
import i18n from 'i18next';
import { showToast } from '../components/feedback';
import { useAuthStore } from '../stores/auth';

export function expireSession(): void {
  const { accessToken, clearSession } = useAuthStore.getState();
  // Several calls made with the same token fail together: only the first one ends the session
  // and shows the message.
  if (accessToken === null) return;
  clearSession();
  showToast(i18n.t('errors.loginExpired'), 'info');
}
