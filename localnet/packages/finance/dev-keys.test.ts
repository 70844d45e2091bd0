import { createHash } from 'node:crypto';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex, toHex } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import {
  DEV_CONSOLE_ACCOUNTS,
  DEV_OPERATOR_PUBLIC_KEY_HEX,
  DEV_OPERATOR_SECRET_KEY_HEX,
  DEV_ROOT_ADDRESS,
  DEV_ROOT_SECRET_KEY_HEX,
  DEV_SPONSOR_ADDRESS,
  DEV_SPONSOR_SECRET_KEY_HEX,
  devOperatorKeypair,
  devRootKeypair,
  devSponsorKeypair,
} from './dev-keys.ts';

describe('dev keys', () => {
  it('derive from their documented seeds', () => {
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(DEV_OPERATOR_SECRET_KEY_HEX).toBe(sha('suil-localnet dev operator v1'));
    expect(DEV_ROOT_SECRET_KEY_HEX).toBe(sha('suil-localnet dev root v1'));
    expect(DEV_SPONSOR_SECRET_KEY_HEX).toBe(sha('suil-localnet dev sponsor v1'));
  });

  it('publish the public key and address that match the secrets', () => {
    expect(toHex(devOperatorKeypair().getPublicKey().toRawBytes())).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    expect(devRootKeypair().toSuiAddress()).toBe(DEV_ROOT_ADDRESS);
    expect(devSponsorKeypair().toSuiAddress()).toBe(DEV_SPONSOR_ADDRESS);
  });

  it('give the console one operator and one approver, each from its seed and with its address', () => {
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(DEV_CONSOLE_ACCOUNTS.map((a) => a.role)).toEqual(['operator', 'approver']);
    for (const account of DEV_CONSOLE_ACCOUNTS) {
      expect(account.secretKeyHex).toBe(sha(`suil-localnet console ${account.role} v1`));
      expect(Ed25519Keypair.fromSecretKey(fromHex(account.secretKeyHex)).toSuiAddress()).toBe(account.address);
    }
  });
});
