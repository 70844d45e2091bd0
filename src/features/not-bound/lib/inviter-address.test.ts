import { describe, expect, it } from 'vitest';
import { checkInviterAddress } from './inviter-address';

const ROOT = '0x' + '1'.repeat(64);
const ME = '0x' + '2'.repeat(64);

describe('checkInviterAddress', () => {
  it('accepts a full address and trims around it', () => {
    expect(checkInviterAddress(`  ${ROOT}\n`, ME)).toEqual({ ok: true, inviter: ROOT });
  });

  it('asks for an address when there is none', () => {
    for (const text of ['', '  \n']) {
      expect(checkInviterAddress(text, ME)).toEqual({ ok: false, key: 'validation.enterInviter' });
    }
  });

  it('rejects what is not a Sui address', () => {
    for (const text of ['0x', 'hello', `${ROOT}00`, '1'.repeat(64) + 'g']) {
      expect(checkInviterAddress(text, ME)).toEqual({ ok: false, key: 'validation.invalidUser' });
    }
  });

  it('rejects the user inviting themselves', () => {
    expect(checkInviterAddress(ME.toUpperCase().replace('0X', '0x'), ME)).toEqual({
      ok: false,
      key: 'validation.ownAddress',
    });
  });
});
