import { describe, expect, it } from 'vitest';
import { leftBindingState, shouldRedirectToNotBound } from './bind-guard';

const ROOT = '0x' + '1'.repeat(64);
const USER = '0x' + '2'.repeat(64);
const ZERO = '0x' + '0'.repeat(64);
const unbound = { root: ROOT, inviter: ZERO };
const bound = { root: ROOT, inviter: ROOT };

describe('shouldRedirectToNotBound', () => {
  it('sends a connected user without an inviter to not_bound', () => {
    expect(shouldRedirectToNotBound({ pathname: '/', address: USER, info: unbound })).toBe(true);
    expect(shouldRedirectToNotBound({ pathname: '/pledge1', address: USER, info: unbound })).toBe(true);
  });

  it('leaves a bound user and the root alone', () => {
    expect(shouldRedirectToNotBound({ pathname: '/', address: USER, info: bound })).toBe(false);
    // The root has no inviter and is valid all the same.
    expect(shouldRedirectToNotBound({ pathname: '/', address: ROOT, info: { root: ROOT, inviter: ZERO } })).toBe(false);
  });

  it('waits for a wallet and for the chain', () => {
    expect(shouldRedirectToNotBound({ pathname: '/', address: null, info: unbound })).toBe(false);
    expect(shouldRedirectToNotBound({ pathname: '/', address: USER, info: undefined })).toBe(false);
  });

  it('never redirects away from not_bound itself or the language page', () => {
    expect(shouldRedirectToNotBound({ pathname: '/not_bound', address: USER, info: unbound })).toBe(false);
    expect(shouldRedirectToNotBound({ pathname: '/language', address: USER, info: unbound })).toBe(false);
  });

  it('leaves home alone for the account that left the bind screen by its back arrow, and only home and only that account', () => {
    const state = leftBindingState(USER);
    expect(shouldRedirectToNotBound({ pathname: '/', address: USER, info: unbound, state })).toBe(false);
    expect(shouldRedirectToNotBound({ pathname: '/flow', address: USER, info: unbound, state })).toBe(true);
    expect(shouldRedirectToNotBound({ pathname: '/', address: '0x' + '4'.repeat(64), info: unbound, state })).toBe(true);
    expect(shouldRedirectToNotBound({ pathname: '/', address: USER, info: unbound, state: { other: 1 } })).toBe(true);
  });
});
