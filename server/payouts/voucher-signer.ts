// Withdrawal vouchers for `swap::withdraw`: the voucher key's raw Ed25519 signature over
// bcs(WithdrawVoucher { pool, recipient, amount, nonce }), exactly what the finance package
// verifies (localnet/packages/finance/swap-module.ts).
import { randomBytes } from 'node:crypto';
import { bcs } from '@mysten/sui/bcs';
import { toHex } from '@mysten/sui/utils';
import type { SigningQueue } from './key-signer.ts';

export const WithdrawVoucherBcs = bcs.struct('WithdrawVoucher', {
  pool: bcs.Address,
  recipient: bcs.Address,
  amount: bcs.u64(),
  nonce: bcs.u64(),
});

/**
 * Signs withdrawal vouchers with the voucher key (signers.ts: in a PKCS#11 token, or in memory),
 * one at a time through its queue.
 */
export class VoucherSigner {
  private readonly key: SigningQueue;

  constructor(key: SigningQueue) {
    this.key = key;
  }

  /** The raw 32-byte public key (what the LiquiditySwap holds as operator_pubkey), hex. */
  publicKeyHex(): string {
    return toHex(this.key.publicKey());
  }

  /**
   * The signature (hex) of a voucher. `operatorPublicKey`: the chain's operator_pubkey; a key
   * that is not it is refused before anything is signed. Throws SignerUnavailable.
   */
  async sign(voucher: { pool: string; recipient: string; amount: bigint; nonce: bigint }, operatorPublicKey?: Uint8Array): Promise<string> {
    const message = WithdrawVoucherBcs.serialize(voucher).toBytes();
    return toHex(await this.key.sign(message, { expectPublicKey: operatorPublicKey }));
  }
}

/** A fresh voucher nonce: random below 2^63 (the unique index catches the unlikely repeat). */
export function voucherNonce(): bigint {
  return BigInt(`0x${randomBytes(8).toString('hex')}`) & ((1n << 63n) - 1n);
}
