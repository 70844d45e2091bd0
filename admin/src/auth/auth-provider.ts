// Refine's auth provider for the console: sign-in is the wallet signing the server's
// domain-bound, single-use, short-lived message (POST /auth/nonce, then /auth/login); only an
// allowlisted address gets a token, kept in sessionStorage and sent as Bearer. A 401 ends the
// session; the role (identity and permissions) is the one the server gave at sign-in, and the
// server reads it again at every request.
import type { AuthProvider } from '@refinedev/core';
import type { AdminLoginResponse, AdminNonceResponse, AdminRole } from '../../../contract/admin.ts';
import { AdminApiError, type AdminClient } from '../api/admin-client.ts';
import type { AdminSessionStore } from './admin-session.ts';

export interface AdminWallet {
  /** The connected account's address, or null when no wallet is connected. */
  currentAddress(): string | null;
  /** Has the wallet sign `message` as a personal message with the connected account. */
  signPersonalMessage(message: Uint8Array): Promise<{ signature: string }>;
}

export interface AdminIdentity {
  id: string;
  name: string;
  address: string;
  role: AdminRole;
}

/** Why a sign-in did not happen, for the sign-in page to say. */
const SIGN_IN_ERRORS: Record<string, string> = {
  no_wallet: 'Connect a wallet first.',
  not_allowlisted: 'This address is not on the console allowlist.',
  rate_limited: 'Too many sign-in attempts; wait a moment and try again.',
  rejected: 'The wallet did not sign the message.',
};

function signInError(code: string, fallback: string): Error {
  const error = new Error(SIGN_IN_ERRORS[code] ?? fallback);
  error.name = code;
  return error;
}

export const LOGIN_PATH = '/login';

export function createAuthProvider({ client, sessions, wallet }: { client: AdminClient; sessions: AdminSessionStore; wallet: AdminWallet }): AuthProvider {
  return {
    async login() {
      const address = wallet.currentAddress();
      if (!address) return { success: false, error: signInError('no_wallet', 'Connect a wallet first.') };
      try {
        const nonce = await client.request<AdminNonceResponse>({ method: 'post', path: '/auth/nonce', body: { address } });
        let signature: string;
        try {
          ({ signature } = await wallet.signPersonalMessage(new TextEncoder().encode(nonce.message)));
        } catch {
          return { success: false, error: signInError('rejected', 'The wallet did not sign the message.') };
        }
        const session = await client.request<AdminLoginResponse>({ method: 'post', path: '/auth/login', body: { address, message: nonce.message, signature } });
        sessions.write(session);
        return { success: true, redirectTo: '/' };
      } catch (error) {
        if (error instanceof AdminApiError) return { success: false, error: signInError(error.code, error.message) };
        throw error;
      }
    },

    async logout() {
      if (sessions.read()) {
        // The server forgets the token; signing out here does not wait on it working.
        await client.request({ method: 'post', path: '/auth/logout' }).catch(() => undefined);
      }
      sessions.clear();
      return { success: true, redirectTo: LOGIN_PATH };
    },

    async check() {
      const session = sessions.read();
      if (!session) return { authenticated: false, redirectTo: LOGIN_PATH, logout: true };
      // Another account in the wallet is another person: their token is not this one.
      const address = wallet.currentAddress();
      if (address && address !== session.address) {
        sessions.clear();
        return { authenticated: false, redirectTo: LOGIN_PATH, logout: true, error: new Error('The wallet switched to another account: sign in again.') };
      }
      return { authenticated: true };
    },

    async onError(error: unknown) {
      if (error instanceof AdminApiError && error.statusCode === 401) {
        sessions.clear();
        return { logout: true, redirectTo: LOGIN_PATH, error };
      }
      return {};
    },

    async getPermissions() {
      return sessions.read()?.role ?? null;
    },

    async getIdentity(): Promise<AdminIdentity | null> {
      const session = sessions.read();
      if (!session) return null;
      return { id: session.address, name: `${session.address.slice(0, 6)}…${session.address.slice(-4)}`, address: session.address, role: session.role };
    },
  };
}
