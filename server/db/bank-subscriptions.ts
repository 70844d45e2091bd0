// The bank_subscriptions table's queries (migration 0001): a user's savings, each with the
// product's terms copied when it was made. Redeeming is one conditional UPDATE on the status,
// so a subscription pays out once.
import type { BankSubscription } from '../../contract/api.ts';
import { type Executor, type Row, firstRow, rows, sql } from './client.ts';
import type { bankSubscriptions } from './schema.ts';

export type SubscriptionRow = Pick<
  Row<typeof bankSubscriptions>,
  'id' | 'product_id' | 'principal' | 'daily_rate_bps' | 'lock_days' | 'fee_bps' | 'start_at' | 'redeemed_at'
> & { coin: BankSubscription['coin']; status: BankSubscription['status'] };

const SUBSCRIPTION_COLUMNS = sql`id::text AS id, product_id, coin, principal::text AS principal, daily_rate_bps, lock_days, fee_bps, start_at, status, redeemed_at`;

/** A new active subscription on the terms given (the product's, copied). */
export async function insertSubscription(
  db: Executor,
  s: { address: string; productId: string; coin: string; principal: string; dailyRateBps: number; lockDays: number; feeBps: number; startAt: string },
): Promise<SubscriptionRow> {
  return (await firstRow<SubscriptionRow>(
    db,
    sql`INSERT INTO bank_subscriptions (address, product_id, coin, principal, daily_rate_bps, lock_days, fee_bps, start_at, status)
            VALUES (${s.address}, ${s.productId}, ${s.coin}, ${s.principal}, ${s.dailyRateBps}, ${s.lockDays}, ${s.feeBps},
                    ${s.startAt}, 'active')
            RETURNING ${SUBSCRIPTION_COLUMNS}`,
  ))!;
}

/** The user's subscriptions, newest first, keyset-paged by id (limit + 1 rows: see `page`). */
export function subscriptionPage(db: Executor, address: string, cursor: bigint | null, limit: number): Promise<SubscriptionRow[]> {
  return rows<SubscriptionRow>(
    db,
    sql`SELECT ${SUBSCRIPTION_COLUMNS} FROM bank_subscriptions WHERE address = ${address}
          AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`} ORDER BY bank_subscriptions.id DESC LIMIT ${limit + 1}`,
  );
}

/** The user's subscription `id`, its row locked until the transaction ends; undefined when it has none such. */
export function lockSubscription(db: Executor, id: string, address: string): Promise<SubscriptionRow | undefined> {
  return firstRow<SubscriptionRow>(db, sql`SELECT ${SUBSCRIPTION_COLUMNS} FROM bank_subscriptions WHERE id = ${id} AND address = ${address} FOR UPDATE`);
}

/** active -> redeemed with what it paid, in one conditional UPDATE: undefined when it was no longer active. */
export function redeemActive(
  db: Executor,
  id: string,
  r: { at: string; income: bigint; fee: bigint },
): Promise<SubscriptionRow | undefined> {
  return firstRow<SubscriptionRow>(
    db,
    sql`UPDATE bank_subscriptions SET status = 'redeemed', redeemed_at = ${r.at},
              paid_income = ${r.income.toString()}, paid_fee = ${r.fee.toString()}
            WHERE id = ${id} AND status = 'active' RETURNING ${SUBSCRIPTION_COLUMNS}`,
  );
}
