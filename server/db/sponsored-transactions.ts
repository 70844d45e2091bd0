// The sponsored_transactions table's queries (migration 0013): the bytes the server issued for
// its sponsor to pay, and each move of a row: issued, claimed for execution (submitted), settled
// (executed, failed or dropped). Every move is one conditional statement, and the
// one-per-address index decides between racing claims, so a row moves at most once and the
// sponsor pays for an address at most once.
import { iso } from '../http.ts';
import { type Executor, type Row, firstRow, sql } from './client.ts';
import type { sponsoredTransactions } from './schema.ts';

/** Statuses whose gas the sponsor has paid or may be paying: they count in the budget, and an address has one at most. */
export const SPONSORED_STATUSES = ['submitted', 'executed', 'failed'] as const;
/** How a submitted transaction ended. */
export type SettledStatus = 'executed' | 'failed' | 'dropped';

const sponsoredIn = sql.raw(`status IN (${SPONSORED_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export type SponsoredRow = Pick<
  Row<typeof sponsoredTransactions>,
  'digest' | 'address' | 'inviter' | 'tx_bytes' | 'gas_budget' | 'status' | 'issued_at' | 'expires_at'
>;

const COLUMNS = sql`digest, address, inviter, tx_bytes, gas_budget::text AS gas_budget, status, issued_at, expires_at`;

/** Records bytes handed to a caller to sign. */
export async function insertIssued(
  db: Executor,
  t: { digest: string; address: string; inviter: string; txBytes: string; gasBudget: bigint; clientIp: string; issuedAt: number; expiresAt: number },
): Promise<void> {
  await db.execute(sql`INSERT INTO sponsored_transactions (digest, address, inviter, tx_bytes, gas_budget, client_ip, issued_at, expires_at)
    VALUES (${t.digest}, ${t.address}, ${t.inviter}, ${t.txBytes}, ${t.gasBudget.toString()}, ${t.clientIp}, ${iso(t.issuedAt)}, ${iso(t.expiresAt)})`);
}

/** The row of a digest, whatever its status. */
export function sponsoredByDigest(db: Executor, digest: string): Promise<SponsoredRow | undefined> {
  return firstRow<SponsoredRow>(db, sql`SELECT ${COLUMNS} FROM sponsored_transactions WHERE digest = ${digest}`);
}

/** Whether the sponsor has paid (or is paying) for this address already. */
export async function isSponsored(db: Executor, address: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM sponsored_transactions WHERE address = ${address} AND ${sponsoredIn} LIMIT 1`)) !== undefined;
}

/**
 * Gas and count of the sponsored transactions submitted after `sinceMs`: what they used once
 * settled, their whole budget while in flight.
 */
export async function sponsorSpendSince(db: Executor, sinceMs: number): Promise<{ spent: bigint; count: number }> {
  const row = await firstRow<{ spent: string; count: string }>(
    db,
    sql`SELECT COALESCE(SUM(COALESCE(gas_used, gas_budget)), 0)::text AS spent, COUNT(*)::text AS count FROM sponsored_transactions
        WHERE ${sponsoredIn} AND submitted_at > ${iso(sinceMs)}`,
  );
  return { spent: BigInt(row?.spent ?? '0'), count: Number(row?.count ?? 0) };
}

/**
 * Claims issued bytes for execution: issued to `address`, still unexpired at `nowMs`, not used.
 * Undefined when they are not (or no longer) that. Throws the one-per-address index's unique
 * violation when the address already has a sponsored transaction.
 */
export function claimIssued(db: Executor, digest: string, address: string, nowMs: number): Promise<SponsoredRow | undefined> {
  const now = iso(nowMs);
  return firstRow<SponsoredRow>(
    db,
    sql`UPDATE sponsored_transactions SET status = 'submitted', submitted_at = ${now}
        WHERE digest = ${digest} AND address = ${address} AND status = 'issued' AND expires_at > ${now}
        RETURNING ${COLUMNS}`,
  );
}

/** How a submitted transaction ended; once (only a submitted row moves). True when it moved. */
export async function settleSponsored(
  db: Executor,
  digest: string,
  outcome: { status: SettledStatus; gasUsed: bigint | null; checkpoint: bigint | null; error: string | null; atMs: number },
): Promise<boolean> {
  const moved = await firstRow(
    db,
    sql`UPDATE sponsored_transactions SET status = ${outcome.status}, gas_used = ${outcome.gasUsed?.toString() ?? null},
          checkpoint = ${outcome.checkpoint?.toString() ?? null}, error = ${outcome.error}, settled_at = ${iso(outcome.atMs)}
        WHERE digest = ${digest} AND status = 'submitted' RETURNING digest`,
  );
  return moved !== undefined;
}

/** Forgets issued bytes that expired before `beforeMs` and were never claimed. */
export async function sweepExpiredIssued(db: Executor, beforeMs: number): Promise<void> {
  await db.execute(sql`DELETE FROM sponsored_transactions WHERE status = 'issued' AND expires_at < ${iso(beforeMs)}`);
}

/** Sponsored transactions ever, by how they ended (a scalar subquery each, for readScalars). */
export function sponsoredCountOf(status: (typeof SPONSORED_STATUSES)[number]) {
  return sql`(SELECT COUNT(*) FROM sponsored_transactions WHERE status = ${status})`;
}
