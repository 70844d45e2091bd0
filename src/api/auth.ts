// The sign-in calls (docs/api.md, "Sign-in"): a nonce and the message to sign, the signed message for
// an access_token, and revoking the token on logout.
import type { LoginRequest, LoginResponse, LogoutResponse, NonceResponse } from '../../contract/api';
import { apiClient } from './client';

/** POST /api/auth/nonce: the random number and the exact text the wallet signs. */
export async function requestNonce(address: string): Promise<NonceResponse> {
  const { data } = await apiClient.post<NonceResponse>('/auth/nonce', { address }, { anonymous: true });
  return data;
}

/** POST /api/auth/login: the signed message for an access_token. */
export async function submitLogin(request: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/auth/login', request, { anonymous: true });
  return data;
}

/** POST /api/auth/logout: the server revokes `accessToken` (giving up after `timeout` ms when set). */
export async function revokeToken(accessToken: string, timeout?: number): Promise<void> {
  await apiClient.post<LogoutResponse>('/auth/logout', undefined, {
    anonymous: true,
    ...(timeout ? { timeout } : {}),
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}
