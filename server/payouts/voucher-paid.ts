// A voucher the chain paid: what the indexer (and the operator's pay-out) does when a `Withdrawn`
// event uses a voucher's nonce.
import { debitAsFarAsItGoes } from '../db/balances.ts';
import type { Executor } from '../db/client.ts';
import { type VoucherAnomalyKind, recordVoucherAnomaly } from '../db/voucher-anomalies.ts';
import { payPendingVoucher, payReleasedVoucher, voucherPayment } from '../db/withdrawals.ts';
import { log } from '../log.ts';
import { notifyWithdrawalPaid } from '../notifications/events.ts';

export type PaidOutcome = 'paid' | VoucherAnomalyKind;

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
  const voucher = await payPendingVoucher(db, nonce, paid);
  if (voucher) {
    // Once: only the UPDATE that moved it from pending gets here.
    await notifyWithdrawalPaid(db, voucher, paid.at);
    return 'paid';
  }
  const released = await payReleasedVoucher(db, nonce, paid);
  if (released) await debitAsFarAsItGoes(db, released, 'INCOME', paid.amount);
  const known = released ? null : await voucherPayment(db, nonce);
  // Marked paid by the operator's payout before the indexer read the same transaction.
  if (known?.tx_digest === paid.txDigest) return 'paid';
  const kind: VoucherAnomalyKind = released ? 'paid_after_release' : known ? 'paid_again' : 'unknown_nonce';
  await recordVoucherAnomaly(db, { kind, nonce, recipient: paid.recipient, amount: paid.amount, txDigest: paid.txDigest, eventSeq: paid.eventSeq, at: paid.at });
  log.warn({ kind, nonce: String(nonce), amount: String(paid.amount), recipient: paid.recipient, txDigest: paid.txDigest }, 'voucher anomaly');
  return kind;
}
