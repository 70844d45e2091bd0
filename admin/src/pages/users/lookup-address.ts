// What an operator types or pastes as an address, read by the contract's rule (SuiAddressSchema:
// `0x` and 64 hex digits, lowercased). Short forms such as `0x2` are refused rather than padded
// with normalizeSuiAddress, as the server refuses them: a truncated paste must not open
// another account. Each refusal says what is wrong, and nothing is sent.
import { SuiAddressSchema } from '../../../../contract/api.ts';

export type LookupAddress = { ok: true; address: string } | { ok: false; message: string };

export function parseLookupAddress(text: string | null | undefined): LookupAddress {
  const value = (text ?? '').trim();
  if (value === '') return { ok: false, message: 'Enter an address: 0x and 64 hex digits.' };
  if (/\s/.test(value)) return { ok: false, message: 'An address has no spaces in it.' };
  if (!value.startsWith('0x')) {
    return { ok: false, message: value.startsWith('0X') ? 'An address starts with 0x (a lowercase x).' : 'An address starts with 0x, then 64 hex digits.' };
  }
  const digits = value.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(digits)) return { ok: false, message: 'After 0x an address has only hex digits (0-9, a-f).' };
  if (digits.length < 64) return { ok: false, message: `That is ${digits.length} hex digits: a full address has 64 (short forms such as 0x2 are not accepted).` };
  if (digits.length > 64) return { ok: false, message: `That is ${digits.length} hex digits: a full address has 64.` };
  const parsed = SuiAddressSchema.safeParse(value);
  return parsed.success ? { ok: true, address: parsed.data } : { ok: false, message: 'That is not a Sui address.' };
}

/** The console's link to a user: the users screen with `?address=` (hash route `#/users?address=0x…`). */
export function userPath(address: string): string {
  return `/users?${new URLSearchParams({ address }).toString()}`;
}
