// The bank_products and bank_product_names tables' queries (migrations 0001, 0008): the
// savings products and their names per locale. A subscription copies a product's rate, lock and
// fee when it is made, so a change here reaches new subscriptions only.
import type { BankProduct } from '../../contract/api.ts';
import { type Executor, type Row, assignments, firstRow, rows, sql } from './client.ts';
import type { bankProductNames, bankProducts } from './schema.ts';

export type BankProductRow = Omit<Row<typeof bankProducts>, 'sort'>;

/** An active product with its name in one locale (else en_US; null when it has neither), in display order. */
export type ActiveProductRow = Omit<BankProductRow, 'active'> & { coin: BankProduct['coin']; name: string | null; locale: BankProduct['locale'] | null };

export function activeProducts(db: Executor, locale: string): Promise<ActiveProductRow[]> {
  return rows<ActiveProductRow>(
    db,
    sql`SELECT p.id, p.coin, p.daily_rate_bps, p.lock_days, p.min_amount::text AS min_amount, p.fee_bps, n.name, n.locale
          FROM bank_products p
          LEFT JOIN LATERAL (
            SELECT name, locale FROM bank_product_names WHERE product_id = p.id AND locale IN (${locale}, 'en_US')
            ORDER BY (locale = ${locale}) DESC LIMIT 1
          ) n ON TRUE
          WHERE p.active ORDER BY p.sort`,
  );
}

/** The terms a subscription copies, of an active product; undefined when there is none. */
export function activeProductTerms(
  db: Executor,
  id: string,
): Promise<(Pick<BankProductRow, 'daily_rate_bps' | 'lock_days' | 'min_amount' | 'fee_bps'> & { coin: BankProduct['coin'] }) | undefined> {
  return firstRow<Pick<BankProductRow, 'daily_rate_bps' | 'lock_days' | 'min_amount' | 'fee_bps'> & { coin: BankProduct['coin'] }>(
    db,
    sql`SELECT coin, daily_rate_bps, lock_days, min_amount::text AS min_amount, fee_bps FROM bank_products WHERE id = ${id} AND active`,
  );
}

/** A product, active or not, undefined when there is none; `forUpdate` locks it. */
export function bankProductRow(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<BankProductRow | undefined> {
  return firstRow<BankProductRow>(
    db,
    sql`SELECT id, coin, daily_rate_bps, lock_days, min_amount::text AS min_amount, fee_bps, active FROM bank_products WHERE id = ${id}
        ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
}

/** Every product, closed ones too, in display order (the console's catalogue). */
export function allBankProductRows(db: Executor): Promise<BankProductRow[]> {
  return rows<BankProductRow>(db, sql`SELECT id, coin, daily_rate_bps, lock_days, min_amount::text AS min_amount, fee_bps, active FROM bank_products ORDER BY sort`);
}

/** Every product's names, by product and locale. */
export function allBankProductNameRows(db: Executor): Promise<Pick<Row<typeof bankProductNames>, 'product_id' | 'locale' | 'name'>[]> {
  return rows<Pick<Row<typeof bankProductNames>, 'product_id' | 'locale' | 'name'>>(db, sql`SELECT product_id, locale, name FROM bank_product_names ORDER BY product_id, locale`);
}

/** A product's names, by locale. */
export function bankProductNameRows(db: Executor, id: string): Promise<Pick<Row<typeof bankProductNames>, 'locale' | 'name'>[]> {
  return rows<Pick<Row<typeof bankProductNames>, 'locale' | 'name'>>(db, sql`SELECT locale, name FROM bank_product_names WHERE product_id = ${id} ORDER BY locale`);
}

/** A new product, shown after the others (its fee the column's default). */
export async function insertBankProduct(
  db: Executor,
  p: { id: string; coin: string; dailyRateBps: number; lockDays: number; minAmount: string; active: boolean },
): Promise<void> {
  await db.execute(sql`INSERT INTO bank_products (id, sort, coin, daily_rate_bps, lock_days, min_amount, active)
      VALUES (${p.id}, (SELECT COALESCE(MAX(sort), 0) + 1 FROM bank_products), ${p.coin}, ${p.dailyRateBps}, ${p.lockDays}, ${p.minAmount},
              ${p.active})`);
}

/** Sets the named terms of a product, in one statement; nothing when none is named. */
export async function setBankProductTerms(
  db: Executor,
  id: string,
  terms: { dailyRateBps?: number; lockDays?: number; minAmount?: string; active?: boolean },
): Promise<void> {
  const sets = assignments({ daily_rate_bps: terms.dailyRateBps, lock_days: terms.lockDays, min_amount: terms.minAmount, active: terms.active });
  if (sets) await db.execute(sql`UPDATE bank_products SET ${sets} WHERE id = ${id}`);
}

/** Names a product in `locale`, replacing the name it had there. */
export async function setBankProductName(db: Executor, id: string, locale: string, name: string): Promise<void> {
  await db.execute(sql`INSERT INTO bank_product_names (product_id, locale, name) VALUES (${id}, ${locale}, ${name})
      ON CONFLICT (product_id, locale) DO UPDATE SET name = EXCLUDED.name`);
}
