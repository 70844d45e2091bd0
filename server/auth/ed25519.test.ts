// The native Ed25519 check agrees with the SDK's on real wallet signatures, refuses what the
// SDK refuses, and leaves other schemes to the SDK.
import { blake2b } from '@noble/hashes/blake2.js';
import { bcs } from '@mysten/sui/bcs';
import { messageWithIntent } from '@mysten/sui/cryptography';
import { Ed25519Keypair, Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { Secp256k1Keypair } from '@mysten/sui/keypairs/secp256k1';
import { fromBase64, toBase64 } from '@mysten/sui/utils';
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import { describe, expect, it } from 'vitest';
import { personalMessageDigest, verifyEd25519PersonalMessage } from './ed25519.ts';

const encode = (text: string) => new TextEncoder().encode(text);

async function sdkAccepts(message: Uint8Array, signature: string, address: string): Promise<boolean> {
  try {
    await verifyPersonalMessageSignature(message, signature, { address });
    return true;
  } catch {
    return false;
  }
}

describe('verifyEd25519PersonalMessage', () => {
  it('accepts what the key signed, for its address, as the SDK does (50 keys and messages)', async () => {
    for (let i = 0; i < 50; i++) {
      const key = Ed25519Keypair.generate();
      const message = encode(`SuiL sign-in ${i} ${'x'.repeat(i * 7)}`);
      const { signature } = await key.signPersonalMessage(message);
      expect(await verifyEd25519PersonalMessage(message, signature, key.toSuiAddress())).toBe(true);
      expect(await sdkAccepts(message, signature, key.toSuiAddress())).toBe(true);
    }
  });

  it('refuses another message, another address, a changed signature or key, as the SDK does', async () => {
    const key = Ed25519Keypair.generate();
    const other = Ed25519Keypair.generate();
    const message = encode('sign in to SuiL');
    const { signature } = await key.signPersonalMessage(message);
    const bytes = fromBase64(signature);
    const flipped = (index: number) => {
      const copy = bytes.slice();
      copy[index]! ^= 0x01;
      return toBase64(copy);
    };
    const cases: [Uint8Array, string, string][] = [
      [encode('sign in to SuiL!'), signature, key.toSuiAddress()],
      [message, signature, other.toSuiAddress()],
      [message, flipped(1), key.toSuiAddress()], // the signature's first byte
      [message, flipped(64), key.toSuiAddress()], // its last byte
      [message, flipped(70), key.toSuiAddress()], // the public key: another address
    ];
    for (const [m, s, a] of cases) {
      expect(await verifyEd25519PersonalMessage(m, s, a)).toBe(false);
      expect(await sdkAccepts(m, s, a)).toBe(false);
    }
  });

  it('leaves other schemes and malformed signatures to the SDK (null)', async () => {
    const k1 = Secp256k1Keypair.generate();
    const message = encode('sign in to SuiL');
    const { signature } = await k1.signPersonalMessage(message);
    expect(await verifyEd25519PersonalMessage(message, signature, k1.toSuiAddress())).toBeNull();
    expect(await verifyEd25519PersonalMessage(message, 'not base64 at all!', k1.toSuiAddress())).toBeNull();
    expect(await verifyEd25519PersonalMessage(message, toBase64(new Uint8Array(96)), k1.toSuiAddress())).toBeNull();
  });

  it('refuses a key that is no point of the curve, for its own address', async () => {
    const raw = new Uint8Array(32).fill(0xff);
    const serialized = new Uint8Array(97);
    serialized.set(raw, 65);
    expect(await verifyEd25519PersonalMessage(encode('sign in to SuiL'), toBase64(serialized), new Ed25519PublicKey(raw).toSuiAddress())).toBe(false);
  });
});

describe('personalMessageDigest', () => {
  it('is the SDK intent message hashed, at every length of the BCS length prefix', () => {
    for (const length of [0, 1, 127, 128, 300, 16_383, 16_384, 70_000]) {
      const message = new Uint8Array(length).map((_, i) => i % 251);
      const sdk = blake2b(messageWithIntent('PersonalMessage', bcs.byteVector().serialize(message).toBytes()), { dkLen: 32 });
      expect(personalMessageDigest(message)).toEqual(sdk);
    }
  });
});
