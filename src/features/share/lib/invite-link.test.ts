import { describe, expect, it } from 'vitest';
import { buildInviteLink } from './invite-link';

describe('buildInviteLink', () => {
  it('points at the home route of the app with the inviter in the hash query', () => {
    const address = '0x' + 'ab'.repeat(32);
    expect(buildInviteLink('https://suil.example', '/chain/', address)).toBe(
      `https://suil.example/chain/#/?inviter=${address}`,
    );
  });

  it('writes the address in its full lowercase form', () => {
    expect(buildInviteLink('http://127.0.0.1:5173', '/chain', '0xABC')).toBe(
      `http://127.0.0.1:5173/chain/#/?inviter=0x${'0'.repeat(61)}abc`,
    );
  });
});
