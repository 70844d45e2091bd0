import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('./auth');
}

describe('auth store', () => {
  beforeEach(() => localStorage.clear());

  it('persists a session as plain values under the keys of docs/product.md §3', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setSession('token-1', '0xabc');
    expect(localStorage.getItem('access_token')).toBe('token-1');
    expect(localStorage.getItem('currentAccount')).toBe('0xabc');
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'token-1', currentAccount: '0xabc' });
  });

  it('reads the stored session on start', async () => {
    localStorage.setItem('access_token', 'token-2');
    localStorage.setItem('currentAccount', '0xdef');
    const { useAuthStore } = await freshStore();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'token-2', currentAccount: '0xdef' });
  });

  it('clears both keys on logout', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setSession('token-3', '0x1');
    useAuthStore.getState().clearSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, currentAccount: null });
  });

  it('remembers an address without touching the token', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setSession('token-4', '0x1');
    useAuthStore.getState().setCurrentAccount('0x2');
    expect(localStorage.getItem('access_token')).toBe('token-4');
    expect(localStorage.getItem('currentAccount')).toBe('0x2');
  });

  it('follows another tab changing the keys', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setSession('token-5', '0x1');
    localStorage.removeItem('access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
