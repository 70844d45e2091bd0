// Sign-in's hot path: an Ed25519 personal-message signature (what almost every wallet key
// makes) checked with Node's native Ed25519 (OpenSSL) instead of the SDK's JavaScript curve
// arithmetic, which was most of a login's CPU time. The bytes checked are the SDK's own: the
// PersonalMessage intent over the BCS message, hashed with BLAKE2b-256; the key must be the
// address's. Every other scheme (secp256k1, secp256r1, passkey, zkLogin, multisig) stays
// with the SDK (null here).
import { type KeyObject, createPublicKey, verify } from 'node:crypto';
import { blake2b } from '@noble/hashes/blake2.js';
import { bcs } from '@mysten/sui/bcs';
import { messageWithIntent } from '@mysten/sui/cryptography';
import { Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { fromBase64, normalizeSuiAddress } from '@mysten/sui/utils';

const ED25519_FLAG = 0x00;
/** flag (1) + signature (64) + public key (32). */
const SERIALIZED_LENGTH = 97;
/** DER SubjectPublicKeyInfo header of a raw 32-byte Ed25519 key (RFC 8410). */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function publicKeyObject(raw: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/**
 * true: a valid Ed25519 signature of `message` by `address`'s key; false: an Ed25519 signature
 * that is not; null: not an Ed25519 signature (ask the SDK).
 */
export function verifyEd25519PersonalMessage(message: Uint8Array, signature: string, address: string): boolean | null {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(signature);
  } catch {
    return null;
  }
  if (bytes.length !== SERIALIZED_LENGTH || bytes[0] !== ED25519_FLAG) return null;
  const raw = bytes.subarray(65);
  if (new Ed25519PublicKey(raw).toSuiAddress() !== normalizeSuiAddress(address)) return false;
  const digest = blake2b(messageWithIntent('PersonalMessage', bcs.byteVector().serialize(message).toBytes()), { dkLen: 32 });
  try {
    return verify(null, digest, publicKeyObject(raw), bytes.subarray(1, 65));
  } catch {
    return false; // not a point on the curve
  }
}
