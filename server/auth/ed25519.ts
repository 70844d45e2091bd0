// Sign-in's hot path: an Ed25519 personal-message signature (what almost every wallet key
// makes) checked with Node's native Ed25519 (OpenSSL) instead of the SDK's JavaScript curve
// arithmetic, which was most of a login's CPU time. The bytes checked are the SDK's own: the
// PersonalMessage intent over the BCS message, hashed with BLAKE2b-256; the key must be the
// address's. Every other scheme (secp256k1, secp256r1, passkey, zkLogin, multisig) stays
// with the SDK (null here).
//
// The key is imported raw through WebCrypto (a quarter of the cost of a DER import through
// createPublicKey) and the check runs on libuv's thread pool (WebCrypto's verify is a job
// there), so the event loop does not wait the ~0.1 ms the curve arithmetic takes.
import { webcrypto } from 'node:crypto';
import { blake2b } from '@noble/hashes/blake2.js';
import { Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress } from '@mysten/sui/utils';

const ED25519_FLAG = 0x00;
/** flag (1) + signature (64) + public key (32). */
const SERIALIZED_LENGTH = 97;
/** Its standard base64 (with padding): what the SDK's toBase64 writes. */
const SERIALIZED_BASE64 = /^[A-Za-z0-9+/]{130}==$/;
/** The intent of a personal message: scope PersonalMessage (3), version V0, app Sui. */
const PERSONAL_MESSAGE_INTENT = [3, 0, 0];

/**
 * BLAKE2b-256 of the intent message the wallet signed: the intent, then the message as BCS
 * `vector<u8>` (its length in ULEB128, then its bytes). What the SDK's messageWithIntent and
 * bcs.byteVector() build, without making BCS types for every login.
 */
export function personalMessageDigest(message: Uint8Array): Uint8Array {
  const length: number[] = [];
  let n = message.length;
  do {
    length.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  const bytes = new Uint8Array(PERSONAL_MESSAGE_INTENT.length + length.length + message.length);
  bytes.set(PERSONAL_MESSAGE_INTENT);
  bytes.set(length, PERSONAL_MESSAGE_INTENT.length);
  bytes.set(message, PERSONAL_MESSAGE_INTENT.length + length.length);
  return blake2b(bytes, { dkLen: 32 });
}

/**
 * true: a valid Ed25519 signature of `message` by `address`'s key; false: an Ed25519 signature
 * that is not; null: not an Ed25519 signature in the SDK's standard base64 (ask the SDK).
 */
export async function verifyEd25519PersonalMessage(message: Uint8Array, signature: string, address: string): Promise<boolean | null> {
  if (!SERIALIZED_BASE64.test(signature)) return null;
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== SERIALIZED_LENGTH || bytes[0] !== ED25519_FLAG) return null;
  const raw = bytes.subarray(65);
  if (new Ed25519PublicKey(raw).toSuiAddress() !== normalizeSuiAddress(address)) return false;
  try {
    const key = await webcrypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return await webcrypto.subtle.verify({ name: 'Ed25519' }, key, bytes.subarray(1, 65), personalMessageDigest(message));
  } catch {
    return false; // not a point on the curve
  }
}
