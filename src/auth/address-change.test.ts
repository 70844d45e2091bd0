import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { applyConnectedAddress, logoutOnDisconnect } from './address-change';

const A = '0x' + 'a'.repeat(64);
const B = '0x' + 'b'.repeat(64);

describe('applyConnectedAddress', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().clearSession();
  });

  it('remembers the first connected address', () => {
    expect(applyConnectedAddress(A)).toBe('remembered');
    expect(localStorage.getItem('currentAccount')).toBe(A);
  });

  it('keeps the session for the same address, whatever its spelling', () => {
    useAuthStore.getState().setSession('token', A);
    expect(applyConnectedAddress('0x' + 'A'.repeat(64))).toBe('unchanged');
    expect(localStorage.getItem('access_token')).toBe('token');
  });

  it('drops the token and stores the new address when the address changes', () => {
    useAuthStore.getState().setSession('token', A);
    expect(applyConnectedAddress(B)).toBe('changed');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBe(B);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, currentAccount: B });
  });

  it('drops a token that has no address', () => {
    localStorage.setItem('access_token', 'orphan');
    useAuthStore.setState({ accessToken: 'orphan', currentAccount: null });
    expect(applyConnectedAddress(A)).toBe('remembered');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('logs out on disconnect', () => {
    useAuthStore.getState().setSession('token', A);
    logoutOnDisconnect();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBeNull();
  });
});
