// A voucher the chain paid: what the indexer (and the operator's pay-out) does when a `Withdrawn`
// event uses a voucher's nonce.
import { type Executor, firstRow, sql } from '../db/client.ts';
import { PENDING_STATUSES, statusIn } from '../db/withdrawals.ts';
import { log } from '../log.ts';

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
