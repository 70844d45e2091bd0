import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';

// The server is never reached here: a revocation that never answers, unless a test says otherwise.
const revokeToken = vi.fn((_token: string, _timeout?: number) => new Promise<void>(() => {}));
vi.mock('../api/auth', () => ({ revokeToken: (token: string, timeout?: number) => revokeToken(token, timeout) }));

const { applyConnectedAddress } = await import('./address-change');
const { REVOKE_TIMEOUT_MS, logout } = await import('./logout');

const A = '0x' + 'a'.repeat(64);
const B = '0x' + 'b'.repeat(64);

describe('applyConnectedAddress', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().clearSession();
    revokeToken.mockClear();
  });

  it('remembers the first connected address', () => {
    expect(applyConnectedAddress(A)).toBe('remembered');
    expect(localStorage.getItem('currentAccount')).toBe(A);
  });

  it('keeps the session for the same address, whatever its spelling', () => {
    useAuthStore.getState().setSession('token', A);
    expect(applyConnectedAddress('0x' + 'A'.repeat(64))).toBe('unchanged');
    expect(localStorage.getItem('access_token')).toBe('token');
    expect(revokeToken).not.toHaveBeenCalled();
  });

  it('drops the token at once, has the server revoke it and stores the new address when the address changes', async () => {
    useAuthStore.getState().setSession('token', A);
    expect(applyConnectedAddress(B)).toBe('changed');
    // Cleared although the revocation has not answered (it never does here).
    expect(localStorage.getItem('access_token')).toBeNull();
    // The revocation's client is imported when a session ends: the request follows a tick later.
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledExactlyOnceWith('token', REVOKE_TIMEOUT_MS));
    expect(localStorage.getItem('currentAccount')).toBe(B);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, currentAccount: B });
  });

  it('drops a token that has no address', async () => {
    localStorage.setItem('access_token', 'orphan');
    useAuthStore.setState({ accessToken: 'orphan', currentAccount: null });
    expect(applyConnectedAddress(A)).toBe('remembered');
    expect(localStorage.getItem('access_token')).toBeNull();
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledExactlyOnceWith('orphan', REVOKE_TIMEOUT_MS));
  });

  it('revokes nothing when there was no token', () => {
    useAuthStore.getState().setCurrentAccount(A);
    expect(applyConnectedAddress(B)).toBe('changed');
    expect(revokeToken).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().clearSession();
    revokeToken.mockClear();
  });

  it('forgets the session before the server answers, and asks it to revoke the token with a time limit', async () => {
    useAuthStore.getState().setSession('token', A);
    void logout();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBeNull();
    await vi.waitFor(() => expect(revokeToken).toHaveBeenCalledExactlyOnceWith('token', REVOKE_TIMEOUT_MS));
  });

  it('settles quietly when the server refuses or cannot be reached', async () => {
    revokeToken.mockImplementationOnce(() => Promise.reject(new Error('network error')));
    useAuthStore.getState().setSession('token', A);
    await expect(logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
