// Digests as Sui computes them: blake2b-256 over `<TypeName>::` followed by the BCS bytes.
import { blake2b } from '@noble/hashes/blake2.js';
import { toBase58, toHex } from '@mysten/sui/utils';

const encoder = new TextEncoder();

export function hashTagged(tag: string, bytes: Uint8Array): Uint8Array {
  const prefix = encoder.encode(`${tag}::`);
  const data = new Uint8Array(prefix.length + bytes.length);
  data.set(prefix);
  data.set(bytes, prefix.length);
  return blake2b(data, { dkLen: 32 });
}

export function digestTagged(tag: string, bytes: Uint8Array): string {
  return toBase58(hashTagged(tag, bytes));
}

export function blake2b256(bytes: Uint8Array): Uint8Array {
  return blake2b(bytes, { dkLen: 32 });
}

export function hexAddress(bytes: Uint8Array): string {
  return `0x${toHex(bytes)}`;
}
