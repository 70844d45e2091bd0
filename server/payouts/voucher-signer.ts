// Withdrawal vouchers for `swap::withdraw`: the operator's raw Ed25519 signature over
// bcs(WithdrawVoucher { pool, recipient, amount, nonce }), exactly what the finance package
// verifies (localnet/packages/finance/swap-module.ts).
import { randomBytes } from 'node:crypto';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex, toHex } from '@mysten/sui/utils';

export const WithdrawVoucherBcs = bcs.struct('WithdrawVoucher', {
  pool: bcs.Address,
  recipient: bcs.Address,
  amount: bcs.u64(),
  nonce: bcs.u64(),
});

export class VoucherSigner {
  private readonly keypair: Ed25519Keypair;

  constructor(secretKeyHex: string) {
    this.keypair = Ed25519Keypair.fromSecretKey(fromHex(secretKeyHex));
  }

  /** The raw 32-byte public key (what the LiquiditySwap holds as operator_pubkey), hex. */
  publicKeyHex(): string {
    return toHex(this.keypair.getPublicKey().toRawBytes());
  }

  async sign(voucher: { pool: string; recipient: string; amount: bigint; nonce: bigint }): Promise<string> {
    const message = WithdrawVoucherBcs.serialize(voucher).toBytes();
    return toHex(await this.keypair.sign(message));
  }
}

/** A fresh voucher nonce: random below 2^63 (the unique index catches the unlikely repeat). */
export function voucherNonce(): bigint {
  return BigInt(`0x${randomBytes(8).toString('hex')}`) & ((1n << 63n) - 1n);
}
