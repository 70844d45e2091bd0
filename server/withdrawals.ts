// Withdrawal vouchers for `swap::withdraw`: the operator's raw Ed25519 signature over
// bcs(WithdrawVoucher { pool, recipient, amount, nonce }), exactly what the finance package
// verifies (localnet/packages/finance/swap-module.ts).
import { randomBytes } from 'node:crypto';
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { type ClientWithCoreApi, ObjectError } from '@mysten/sui/client';
import { deriveDynamicFieldID, fromHex, toHex } from '@mysten/sui/utils';
import { type Executor, firstRow, sql } from './db/client.ts';
import { PENDING_STATUSES, statusIn } from './db/withdrawals.ts';
import { log } from './log.ts';

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

export type PaidOutcome = 'paid' | 'unknown_nonce' | 'paid_after_release' | 'paid_again';

/**
 * The chain used a voucher's nonce (a `Withdrawn` event): the voucher goes pending -> paid, once,
 * keyed by its nonce. Anything else is an anomaly for the operator (voucher_anomalies, counted
 * in /api/health), never a silent change to someone's income. The one exception is a legacy
 * `released` voucher (the old timer gave its amount back): that amount is taken from the income
 * again as far as it goes, and the anomaly still recorded.
 */
export async function markVoucherPaid(
  db: Executor,
  paid: { nonce: bigint; recipient: string; amount: bigint; txDigest: string; eventSeq: number; at: string },
): Promise<PaidOutcome> {
  const nonce = paid.nonce.toString();
  const updated = await firstRow<{ id: string }>(
    db,
    sql`UPDATE withdrawals SET status = 'paid', tx_digest = ${paid.txDigest}, paid_at = ${paid.at}
        WHERE nonce = ${nonce} AND ${statusIn(PENDING_STATUSES)} RETURNING id::text AS id`,
  );
  if (updated) return 'paid';
  const released = await firstRow<{ address: string }>(
    db,
    sql`UPDATE withdrawals SET status = 'paid', tx_digest = ${paid.txDigest}, paid_at = ${paid.at}
        WHERE nonce = ${nonce} AND status = 'released' RETURNING address`,
  );
  if (released) {
    await db.execute(sql`UPDATE balances SET amount = GREATEST(amount - ${paid.amount.toString()}, 0)
      WHERE address = ${released.address} AND coin = 'INCOME'`);
  }
  const known = released ? null : await firstRow<{ tx_digest: string | null }>(db, sql`SELECT tx_digest FROM withdrawals WHERE nonce = ${nonce}`);
  // Marked paid by the operator's payout before the indexer read the same transaction.
  if (known?.tx_digest === paid.txDigest) return 'paid';
  const kind: PaidOutcome = released ? 'paid_after_release' : known ? 'paid_again' : 'unknown_nonce';
  await db.execute(sql`INSERT INTO voucher_anomalies (kind, nonce, recipient, amount, tx_digest, event_seq, created_at)
    VALUES (${kind}, ${nonce}, ${paid.recipient}, ${paid.amount.toString()}, ${paid.txDigest}, ${paid.eventSeq}, ${paid.at})
    ON CONFLICT (tx_digest, event_seq) DO NOTHING`);
  log.warn({ kind, nonce: String(nonce), amount: String(paid.amount), recipient: paid.recipient, txDigest: paid.txDigest }, 'voucher anomaly');
  return kind;
}

/** The voucher table layout of the LiquiditySwap object (CONTRACT.md): what holds used nonces. */
export const LiquiditySwapBcs = bcs.struct('LiquiditySwap', {
  id: bcs.Address,
  suil_reserve: bcs.u64(),
  sui_reserve: bcs.u64(),
  fee_bps: bcs.u64(),
  operator_pubkey: bcs.byteVector(),
  payout_reserve: bcs.u64(),
  suil_supply: bcs.u64(),
  used_nonces: bcs.struct('Table', { id: bcs.Address, size: bcs.u64() }),
});

/**
 * Whether the chain has used this nonce: `used_nonces` is a `Table<u64, bool>` of the
 * LiquiditySwap, so the entry is the dynamic field derived from the table id and the key.
 */
export async function isNonceUsedOnChain(client: ClientWithCoreApi, swapId: string, nonce: bigint): Promise<boolean> {
  const { object } = await client.core.getObject({ objectId: swapId, include: { content: true } });
  const swap = LiquiditySwapBcs.parse(object.content);
  const fieldId = deriveDynamicFieldID(swap.used_nonces.id, 'u64', bcs.u64().serialize(nonce).toBytes());
  const [entry] = (await client.core.getObjects({ objectIds: [fieldId] })).objects;
  if (entry instanceof ObjectError && entry.reason === 'notFound') return false;
  if (entry instanceof Error) throw entry;
  return true;
}
