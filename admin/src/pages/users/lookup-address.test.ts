import { describe, expect, it } from 'vitest';
import { parseLookupAddress } from './lookup-address.ts';

const FULL = `0x${'Ab'.repeat(32)}`;

describe('parseLookupAddress', () => {
  it('takes 0x and 64 hex digits, trimmed and lowercased as the server reads it', () => {
    expect(parseLookupAddress(`  ${FULL}\n`)).toEqual({ ok: true, address: `0x${'ab'.repeat(32)}` });
  });

  it('refuses short forms instead of padding them (a truncated paste must not open another account)', () => {
    const result = parseLookupAddress('0x2');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/1 hex digits: a full address has 64/);
    expect(parseLookupAddress(`0x${'a'.repeat(63)}`).ok).toBe(false);
  });

  it('says what is wrong with each kind of bad input', () => {
    const message = (text: string | null) => {
      const result = parseLookupAddress(text);
      return result.ok ? null : result.message;
    };
    expect(message('')).toMatch(/Enter an address/);
    expect(message(null)).toMatch(/Enter an address/);
    expect(message(`0X${'a'.repeat(64)}`)).toMatch(/lowercase x/);
    expect(message('a'.repeat(64))).toMatch(/starts with 0x/);
    expect(message(`0x${'g'.repeat(64)}`)).toMatch(/only hex digits/);
    expect(message(`0x${'a'.repeat(32)} ${'a'.repeat(32)}`)).toMatch(/no spaces/);
    expect(message(`0x${'a'.repeat(65)}`)).toMatch(/65 hex digits/);
  });
});
