// The home bell asks for the inbox of the signed-in account only while that account's wallet is
// connected: a session left by another address (ended when the wallet connects) is never used.
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { useInboxAccount } from './use-unread-notifications';

const A = '0x' + 'a'.repeat(64);
const B = '0x' + 'b'.repeat(64);

describe('useInboxAccount', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().clearSession();
  });

  it('is the signed-in account while its wallet is connected, whatever the spelling', () => {
    useAuthStore.getState().setSession('token', A);
    expect(renderHook(() => useInboxAccount('0x' + 'A'.repeat(64))).result.current).toBe(A);
  });

  it('is nobody with another address connected, with no wallet, or without a session', () => {
    useAuthStore.getState().setSession('token', A);
    expect(renderHook(() => useInboxAccount(B)).result.current).toBeNull();
    expect(renderHook(() => useInboxAccount(undefined)).result.current).toBeNull();
    useAuthStore.getState().clearSession();
    expect(renderHook(() => useInboxAccount(A)).result.current).toBeNull();
  });
});
