import { describe, expect, it } from 'vitest';
import { accountLabel, shortAddress } from './account-label';

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef';

describe('accountLabel', () => {
  it('prefers the wallet label', () => {
    expect(accountLabel({ address: ADDRESS, label: 'Savings' }, 'alice.sui')).toBe('Savings');
  });

  it('falls back to the name-service name when there is no label', () => {
    expect(accountLabel({ address: ADDRESS }, 'alice.sui')).toBe('alice.sui');
    expect(accountLabel({ address: ADDRESS, label: '   ' }, 'alice.sui')).toBe('alice.sui');
  });

  it('falls back to the short address when neither exists', () => {
    expect(accountLabel({ address: ADDRESS }, null)).toBe('0x1234…cdef');
    expect(accountLabel({ address: ADDRESS, label: '' }, '')).toBe('0x1234…cdef');
    expect(accountLabel({ address: ADDRESS })).toBe('0x1234…cdef');
  });
});

describe('shortAddress', () => {
  it('keeps the first four and last four hex digits', () => {
    expect(shortAddress('0xabcdef0000000000000000000000000000000000000000000000000000009876')).toBe('0xabcd…9876');
  });
});
