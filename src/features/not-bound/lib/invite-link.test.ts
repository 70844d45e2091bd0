import { describe, expect, it } from 'vitest';
import { captureInviter, forgetInviter, inviterFromSearch, INVITER_STORAGE_KEY, storedInviter } from './invite-link';

const ROOT = '0x' + 'ab'.repeat(32);
const OTHER = '0x' + 'cd'.repeat(32);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('inviterFromSearch', () => {
  it('reads a normalized address from ?inviter=', () => {
    expect(inviterFromSearch(`?inviter=${ROOT.toUpperCase().replace('0X', '0x')}`)).toBe(ROOT);
    expect(inviterFromSearch(`?lang=en&inviter=${ROOT}`)).toBe(ROOT);
  });

  it('ignores a missing or malformed inviter', () => {
    expect(inviterFromSearch('')).toBeNull();
    expect(inviterFromSearch('?inviter=')).toBeNull();
    expect(inviterFromSearch('?inviter=hello')).toBeNull();
    // A short form is not what invite links carry (the share page gives the full address).
    expect(inviterFromSearch('?inviter=0x2')).toBeNull();
    expect(inviterFromSearch(`?inviter=${ROOT}00`)).toBeNull();
  });
});

describe('captureInviter', () => {
  it('keeps the link inviter for the session and gives it back after the query is gone', () => {
    const storage = memoryStorage();
    expect(captureInviter([`?inviter=${ROOT}`, ''], storage)).toBe(ROOT);
    expect(storage.map.get(INVITER_STORAGE_KEY)).toBe(ROOT);
    // After connect and the redirects the route has no query any more.
    expect(captureInviter(['', ''], storage)).toBe(ROOT);
    expect(storedInviter(storage)).toBe(ROOT);
  });

  it('reads the page query before the hash too, and a newer link replaces an older one', () => {
    const storage = memoryStorage();
    expect(captureInviter(['', `?inviter=${ROOT}`], storage)).toBe(ROOT);
    expect(captureInviter([`?inviter=${OTHER}`, ''], storage)).toBe(OTHER);
  });

  it('does not keep a malformed inviter, and forgets it once bound', () => {
    const storage = memoryStorage();
    expect(captureInviter(['?inviter=nope'], storage)).toBeNull();
    expect(storage.map.size).toBe(0);
    captureInviter([`?inviter=${ROOT}`], storage);
    forgetInviter(storage);
    expect(storedInviter(storage)).toBeNull();
  });
});
