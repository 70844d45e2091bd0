// The withdrawals table's queries (migrations 0005, 0006, 0011): the rows as the API shows them,
// and the sums that issuing checks: what is signed and unpaid, and what left in a rolling window.
import type { Withdrawal, WithdrawalStatus } from '../../contract/api.ts';
import { iso } from '../http.ts';
import { type Executor, firstRow, rows, sql } from './client.ts';

// The statuses (db/schema.ts, withdrawals.status), named here once.

/** A signed voucher the chain has not paid: `held` is a legacy pending voucher (migration 0006). */
export const PENDING_STATUSES = ['pending', 'held'] as const;

/**
 * In review or signed and unpaid: a user has at most one open withdrawal, and its amount is
 * their held income.
 */
export const OPEN_STATUSES = ['review', ...PENDING_STATUSES] as const;

/** Counted in the rolling outflow: asked for and not given back (rejected, released are). */
export const OUTFLOW_STATUSES = [...OPEN_STATUSES, 'paid'] as const;

/**
 * The conflict target of migration 0011's `withdrawals_one_open` unique index, written as its
 * predicate is (Postgres matches an ON CONFLICT target to a partial index by its text, so it
 * cannot take parameters); legacy `held` rows are outside it.
 */
export const ONE_OPEN_WITHDRAWAL = sql.raw(`(address) WHERE status IN ('review', 'pending')`);

/** Whether a row's status is a signed voucher not yet paid. */
export function isPending(status: string): boolean {
  return (PENDING_STATUSES as readonly string[]).includes(status);
}

/** A row's status as the API and the console show it: a legacy `held` voucher is pending. */
export function shownStatus(status: string): WithdrawalStatus {
  return (status === 'held' ? 'pending' : status) as WithdrawalStatus;
}

/** `status IN (...)` of these statuses. */
export function statusIn(statuses: readonly string[]) {
  return sql`status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`;
}

export type WithdrawalRow = {
  id: string; address: string; amount: string; nonce: string | null; pool: string; signature: string | null; status: string;
  tx_digest: string | null; created_at: Date | string; paid_at: Date | string | null;
  reviewed_at: Date | string | null; review_reason: string | null;
};

export const WITHDRAWAL_COLUMNS = sql`id::text AS id, address, amount::text AS amount, nonce::text AS nonce, pool, signature, status, tx_digest,
  created_at, paid_at, reviewed_at, review_reason`;

/**
 * A row as its owner sees it. `reserve` is the payout reserve as last read (null: unknown): a
 * pending voucher above it waits for the reserve to be topped up.
 */
export function toWithdrawal(r: WithdrawalRow, reserve: bigint | null): Withdrawal {
  const status = shownStatus(r.status);
  return {
    id: r.id, amount: r.amount, nonce: r.nonce, recipient: r.address, signature: r.signature, pool: r.pool, status,
    waitingForReserve: status === 'pending' && reserve !== null && BigInt(r.amount) > reserve,
    txDigest: r.tx_digest, createdAt: iso(r.created_at), paidAt: r.paid_at ? iso(r.paid_at) : null,
    reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
    reviewReason: status === 'rejected' ? r.review_reason : null,
  };
}

/** A user's withdrawals, newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function listWithdrawals(db: Executor, address: string, cursor: bigint | null, limit: number): Promise<WithdrawalRow[]> {
  return rows<WithdrawalRow>(
    db,
    sql`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE address = ${address} AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
        ORDER BY withdrawals.id DESC LIMIT ${limit + 1}`,
  );
}

/** Whether the user has an open withdrawal (in review, or signed and unpaid). */
export async function hasOpenWithdrawal(db: Executor, address: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM withdrawals WHERE address = ${address} AND ${statusIn(OPEN_STATUSES)} LIMIT 1`)) !== undefined;
}

/** The sum of signed vouchers the chain has not paid yet (pending and legacy held), all users. */
export async function unpaidVoucherSum(db: Executor): Promise<bigint> {
  const row = await firstRow<{ sum: string }>(db, sql`SELECT COALESCE(SUM(amount), 0)::text AS sum FROM withdrawals WHERE ${statusIn(PENDING_STATUSES)}`);
  return BigInt(row?.sum ?? '0');
}

/**
 * What was asked for after `sinceMs` (strictly: a withdrawal made exactly then no longer counts)
 * and not given back: one user's, or everyone's when `address` is null.
 */
export async function outflowSince(db: Executor, sinceMs: number, address: string | null): Promise<bigint> {
  const row = await firstRow<{ sum: string }>(
    db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS sum FROM withdrawals
        WHERE ${statusIn(OUTFLOW_STATUSES)} AND created_at > ${iso(sinceMs)} ${address === null ? sql`` : sql`AND address = ${address}`}`,
  );
  return BigInt(row?.sum ?? '0');
}

/** Withdrawals waiting for an operator, and their sum. */
export async function reviewQueueTotals(db: Executor): Promise<{ count: number; amount: bigint }> {
  const row = await firstRow<{ count: string; sum: string }>(db, sql`SELECT COUNT(*)::text AS count, COALESCE(SUM(amount), 0)::text AS sum FROM withdrawals WHERE status = 'review'`);
  return { count: Number(row?.count ?? 0), amount: BigInt(row?.sum ?? '0') };
}
