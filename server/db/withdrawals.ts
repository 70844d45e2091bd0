// The withdrawals table's queries (migrations 0005, 0006, 0011): the rows as the API and the
// console show them, the sums that issuing checks (what is signed and unpaid, what left in a
// rolling window), and each move of a row: asked for, approved, rejected, paid. Every move is one
// statement (the one-open index, an UPDATE conditional on the status), so racing callers move a
// row at most once.
import type { AdminWithdrawal } from '../../contract/admin.ts';
import type { Withdrawal, WithdrawalStatus } from '../../contract/api.ts';
import { iso } from '../http.ts';
import { type Executor, type Row, firstRow, rows, sql } from './client.ts';
import type { withdrawals } from './schema.ts';

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

export type WithdrawalRow = Pick<
  Row<typeof withdrawals>,
  'id' | 'address' | 'amount' | 'nonce' | 'pool' | 'signature' | 'status' | 'tx_digest' | 'created_at' | 'paid_at' | 'reviewed_at' | 'review_reason'
>;

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

/** Whether any signed voucher is unpaid (any user's). */
export async function hasPendingVoucher(db: Executor): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM withdrawals WHERE ${statusIn(PENDING_STATUSES)} LIMIT 1`)) !== undefined;
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

/**
 * A new withdrawal: in review, nothing signed, when `voucher` is null; else signed and pending.
 * Undefined when the user already has one open: the one-open index refuses it in the same
 * statement, whatever raced it.
 */
export function insertWithdrawal(
  db: Executor,
  w: { address: string; amount: bigint; pool: string; createdAt: string; voucher: { nonce: bigint; signature: string } | null },
): Promise<WithdrawalRow | undefined> {
  const { address, amount, pool, createdAt, voucher } = w;
  return firstRow<WithdrawalRow>(
    db,
    voucher === null
      ? sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
            VALUES (${address}, ${amount.toString()}, NULL, ${pool}, NULL, 'review', ${createdAt})
            ON CONFLICT ${ONE_OPEN_WITHDRAWAL} DO NOTHING RETURNING ${WITHDRAWAL_COLUMNS}`
      : sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
            VALUES (${address}, ${amount.toString()}, ${voucher.nonce.toString()}, ${pool}, ${voucher.signature}, 'pending', ${createdAt})
            ON CONFLICT ${ONE_OPEN_WITHDRAWAL} DO NOTHING RETURNING ${WITHDRAWAL_COLUMNS}`,
  );
}

/** The owner and amount of withdrawal `id` while it is in review, its row locked until the transaction ends. */
export function lockInReview(db: Executor, id: string): Promise<{ address: string; amount: string } | undefined> {
  return firstRow<{ address: string; amount: string }>(
    db,
    sql`SELECT address, amount::text AS amount FROM withdrawals WHERE id = ${id} AND status = 'review' FOR UPDATE`,
  );
}

/** review -> pending with its voucher, in one conditional UPDATE: undefined when it was no longer in review. */
export function approveInReview(
  db: Executor,
  id: string,
  approval: { nonce: bigint; signature: string; operator: string; at: string },
): Promise<WithdrawalRow | undefined> {
  const { nonce, signature, operator, at } = approval;
  return firstRow<WithdrawalRow>(
    db,
    sql`UPDATE withdrawals SET status = 'pending', nonce = ${nonce.toString()}, signature = ${signature}, reviewed_by = ${operator}, reviewed_at = ${at}
        WHERE id = ${id} AND status = 'review' RETURNING ${WITHDRAWAL_COLUMNS}`,
  );
}

/** review -> rejected, in one conditional UPDATE: undefined when it was no longer in review. */
export function rejectInReview(
  db: Executor,
  id: string,
  rejection: { operator: string; at: string; reason: string },
): Promise<{ address: string; amount: string; created_at: Date | string } | undefined> {
  const { operator, at, reason } = rejection;
  return firstRow<{ address: string; amount: string; created_at: Date | string }>(
    db,
    sql`UPDATE withdrawals SET status = 'rejected', reviewed_by = ${operator}, reviewed_at = ${at}, review_reason = ${reason}
        WHERE id = ${id} AND status = 'review' RETURNING address, amount::text AS amount, created_at`,
  );
}

/** Withdrawal `id`'s status and reviewer (to say why it cannot move), undefined when there is none. */
export function reviewState(db: Executor, id: string): Promise<{ status: string; reviewed_by: string | null } | undefined> {
  return firstRow<{ status: string; reviewed_by: string | null }>(db, sql`SELECT status, reviewed_by FROM withdrawals WHERE id = ${id}`);
}

/** Withdrawals waiting for review, the oldest first. */
export function reviewQueue(db: Executor, limit: number): Promise<{ id: string; address: string; amount: string; created_at: Date | string }[]> {
  return rows<{ id: string; address: string; amount: string; created_at: Date | string }>(
    db,
    sql`SELECT id::text AS id, address, amount::text AS amount, created_at FROM withdrawals WHERE status = 'review'
        ORDER BY created_at, id LIMIT ${limit}`,
  );
}

/** Withdrawal `id` as a proposal to approve it names it. */
export function withdrawalSummary(db: Executor, id: string): Promise<{ address: string; amount: string; status: string; created_at: Date | string } | undefined> {
  return firstRow<{ address: string; amount: string; status: string; created_at: Date | string }>(
    db,
    sql`SELECT address, amount::text AS amount, status, created_at FROM withdrawals WHERE id = ${id}`,
  );
}

/** The voucher with this nonce, as the operator's pay-out reads it. */
export function voucherByNonce(
  db: Executor,
  nonce: string,
): Promise<{ address: string; amount: string; pool: string; signature: string | null; status: string } | undefined> {
  return firstRow<{ address: string; amount: string; pool: string; signature: string | null; status: string }>(
    db,
    sql`SELECT address, amount::text AS amount, pool, signature, status FROM withdrawals WHERE nonce = ${nonce}`,
  );
}

/** pending -> paid by the nonce, in one conditional UPDATE: the voucher paid, undefined when no pending voucher has it. */
export function payPendingVoucher(db: Executor, nonce: string, paid: { txDigest: string; at: string }): Promise<{ id: string; address: string; amount: string } | undefined> {
  return firstRow<{ id: string; address: string; amount: string }>(
    db,
    sql`UPDATE withdrawals SET status = 'paid', tx_digest = ${paid.txDigest}, paid_at = ${paid.at}
        WHERE nonce = ${nonce} AND ${statusIn(PENDING_STATUSES)} RETURNING id::text AS id, address, amount::text AS amount`,
  );
}

/** A legacy released voucher the chain paid after all: -> paid; its owner, or undefined when none had the nonce. */
export async function payReleasedVoucher(db: Executor, nonce: string, paid: { txDigest: string; at: string }): Promise<string | undefined> {
  const released = await firstRow<{ address: string }>(
    db,
    sql`UPDATE withdrawals SET status = 'paid', tx_digest = ${paid.txDigest}, paid_at = ${paid.at}
        WHERE nonce = ${nonce} AND status = 'released' RETURNING address`,
  );
  return released?.address;
}

/** The voucher with this nonce and the transaction that paid it (null: unpaid), undefined when there is none. */
export function voucherPayment(db: Executor, nonce: string): Promise<{ tx_digest: string | null } | undefined> {
  return firstRow<{ tx_digest: string | null }>(db, sql`SELECT tx_digest FROM withdrawals WHERE nonce = ${nonce}`);
}

/** The sum a user has asked for and not yet been paid or given back: their held income. */
export async function heldIncome(db: Executor, address: string): Promise<string> {
  const held = await rows<{ amount: string }>(
    db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS amount FROM withdrawals WHERE address = ${address} AND ${statusIn(OPEN_STATUSES)}`,
  );
  return held[0]?.amount ?? '0';
}

// ---- the operator console's view: every row's reviewer and reason too.

export type AdminWithdrawalRow = Pick<
  Row<typeof withdrawals>,
  'id' | 'address' | 'amount' | 'status' | 'nonce' | 'created_at' | 'paid_at' | 'tx_digest' | 'reviewed_by' | 'review_reason'
>;

const ADMIN_WITHDRAWAL_COLUMNS = sql`id::text AS id, address, amount::text AS amount, status, nonce::text AS nonce, created_at, paid_at, tx_digest, reviewed_by, review_reason`;

export function toAdminWithdrawal(r: AdminWithdrawalRow): AdminWithdrawal {
  return {
    id: r.id, address: r.address, amount: r.amount,
    status: shownStatus(r.status),
    nonce: r.nonce, createdAt: iso(r.created_at), paidAt: r.paid_at === null ? null : iso(r.paid_at), txDigest: r.tx_digest,
    reviewedBy: r.reviewed_by, reviewReason: r.review_reason,
  };
}

/** Every user's withdrawals in these statuses (null: any), newest first, keyset-paged by id (limit + 1 rows). */
export function adminWithdrawalPage(db: Executor, statuses: readonly string[] | null, cursor: bigint | null, limit: number): Promise<AdminWithdrawalRow[]> {
  return rows<AdminWithdrawalRow>(
    db,
    sql`SELECT ${ADMIN_WITHDRAWAL_COLUMNS} FROM withdrawals
        WHERE ${statuses === null ? sql`TRUE` : statusIn(statuses)}
          AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`}
        ORDER BY withdrawals.id DESC LIMIT ${limit + 1}`,
  );
}

/** Withdrawal `id` as the console shows it. */
export function adminWithdrawal(db: Executor, id: string): Promise<AdminWithdrawalRow | undefined> {
  return firstRow<AdminWithdrawalRow>(db, sql`SELECT ${ADMIN_WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ${id}`);
}

/** A user's latest withdrawals as the console shows them, newest first. */
export function adminUserWithdrawals(db: Executor, address: string, limit: number): Promise<AdminWithdrawalRow[]> {
  return rows<AdminWithdrawalRow>(db, sql`SELECT ${ADMIN_WITHDRAWAL_COLUMNS} FROM withdrawals WHERE address = ${address} ORDER BY id DESC LIMIT ${limit}`);
}
