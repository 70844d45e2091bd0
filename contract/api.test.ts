import { describe, expect, it } from 'vitest';
import { AmountSchema, PageQuerySchema, SuiAddressSchema, buildSignInMessage, parseSignInMessage } from './api.ts';

const fields = {
  domain: 'localhost:5173',
  address: `0x${'ab'.repeat(32)}`,
  uri: 'http://localhost:5173/chain/',
  chainId: 'sui:localnet',
  nonce: 'A1b2C3d4E5f6G7h8J9k0',
  issuedAt: '2026-11-21T15:00:00.000Z',
  expirationTime: '2026-11-21T15:05:00.000Z',
};

describe('sign-in message', () => {
  it('is the exact text of docs/api.md', () => {
    expect(buildSignInMessage(fields)).toBe(
      `localhost:5173 wants you to sign in with your Sui account:\n0x${'ab'.repeat(32)}\n\nSign in to SuiL.\n\n` +
        'URI: http://localhost:5173/chain/\nVersion: 1\nChain ID: sui:localnet\nNonce: A1b2C3d4E5f6G7h8J9k0\n' +
        'Issued At: 2026-11-21T15:00:00.000Z\nExpiration Time: 2026-11-21T15:05:00.000Z',
    );
  });

  it('parses back to its fields, and refuses other text', () => {
    expect(parseSignInMessage(buildSignInMessage(fields))).toEqual({ ...fields, version: '1' });
    expect(parseSignInMessage(`${buildSignInMessage(fields)}\nExtra: 1`)).toBeNull();
    expect(parseSignInMessage('hello')).toBeNull();
  });
});

describe('shared schemas', () => {
  it('keeps amounts as whole base-unit strings', () => {
    expect(AmountSchema.safeParse('18446744073709551615').success).toBe(true);
    expect(AmountSchema.safeParse('1.5').success).toBe(false);
    expect(AmountSchema.safeParse('-1').success).toBe(false);
    expect(AmountSchema.safeParse('01').success).toBe(false);
  });

  it('takes exactly 0x and 64 hex digits (any case) as an address, lowercased, and bounds page limits', () => {
    expect(SuiAddressSchema.parse(`0x${'AB'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`);
    for (const bad of ['0x2', '0x123', `0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, `0X${'a'.repeat(64)}`, 'a'.repeat(64), `0x${'g'.repeat(64)}`, '0xzz', `0x${'a'.repeat(63)}\u0000`]) {
      expect(SuiAddressSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(PageQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(PageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
