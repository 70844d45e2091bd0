// The bank: savings products paid from the topped-up balance; principal and net income come
// back to the balance on redemption (server/bank.ts computes the income).
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type BankProduct,
  BankProductsQuerySchema,
  type BankProductsResponse,
  type BankSubscriptionsResponse,
  PageQuerySchema,
  RowIdSchema,
  type RedeemResponse,
  SubscriptionRequestSchema,
  type SubscriptionResponse,
} from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { credit, debit, readBalances } from '../db/balances.ts';
import { ApiError, cursorId, page, readBody, readParam, readQuery } from '../http.ts';
import { requireAuth } from '../auth/middleware.ts';
import { DAY_MS, type SubscriptionRow, bankIncome, subscriptionJson } from '../bank.ts';
import { plainText } from '../content.ts';
import { settleNodeReturns } from './nodes.ts';

const SUBSCRIPTION_COLUMNS = sql`id::text AS id, product_id, coin, principal::text AS principal, daily_rate_bps, lock_days, fee_bps, start_at, status, redeemed_at`;

export function bankRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/products', async (c) => {
    const q = readQuery(c, BankProductsQuerySchema);
    type Row = { id: string; coin: BankProduct['coin']; daily_rate_bps: number; lock_days: number; min_amount: string; fee_bps: number };
    // The name in the requested locale, else en_US (per product); a product with no name at all
    // is called by its id.
    const found = await rows<Row & { name: string | null; locale: BankProduct['locale'] | null }>(
      ctx.db,
      sql`SELECT p.id, p.coin, p.daily_rate_bps, p.lock_days, p.min_amount::text AS min_amount, p.fee_bps, n.name, n.locale
          FROM bank_products p
          LEFT JOIN LATERAL (
            SELECT name, locale FROM bank_product_names WHERE product_id = p.id AND locale IN (${q.locale}, 'en_US')
            ORDER BY (locale = ${q.locale}) DESC LIMIT 1
          ) n ON TRUE
          WHERE p.active ORDER BY p.sort`,
    );
    const items: BankProduct[] = found.map((r) => ({
      id: r.id, coin: r.coin, dailyRateBps: Number(r.daily_rate_bps), lockDays: Number(r.lock_days), minAmount: r.min_amount,
      feeBps: Number(r.fee_bps), name: plainText(r.name ?? r.id), locale: r.locale ?? 'en_US',
    }));
    return c.json({ items } satisfies BankProductsResponse);
  });

  app.use('/subscriptions', requireAuth(ctx));
  app.use('/subscriptions/*', requireAuth(ctx));

  app.post('/subscriptions', async (c) => {
    const { productId, amount } = await readBody(c, SubscriptionRequestSchema);
    const address = c.get('address');
    const now = ctx.now();
    // A node price due back is part of what the user can subscribe with.
    await settleNodeReturns(ctx.db, address, now);
    const created = await ctx.db.transaction(async (tx) => {
      const product = await firstRow<{ coin: BankProduct['coin']; daily_rate_bps: number; lock_days: number; min_amount: string; fee_bps: number }>(
        tx,
        sql`SELECT coin, daily_rate_bps, lock_days, min_amount::text AS min_amount, fee_bps FROM bank_products WHERE id = ${productId} AND active`,
      );
      if (!product) throw new ApiError(404, 'not_found', 'no such bank product');
      if (BigInt(amount) < BigInt(product.min_amount)) {
        throw new ApiError(400, 'below_minimum', 'subscription amount cannot be less than the minimum');
      }
      if (!(await debit(tx, address, product.coin, BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', `insufficient ${product.coin} balance: top up first`);
      }
      return (await firstRow<SubscriptionRow>(
        tx,
        sql`INSERT INTO bank_subscriptions (address, product_id, coin, principal, daily_rate_bps, lock_days, fee_bps, start_at, status)
            VALUES (${address}, ${productId}, ${product.coin}, ${amount}, ${product.daily_rate_bps}, ${product.lock_days}, ${product.fee_bps},
                    ${new Date(now).toISOString()}, 'active')
            RETURNING ${SUBSCRIPTION_COLUMNS}`,
      ))!;
    });
    return c.json({ subscription: subscriptionJson(created, now), balances: await readBalances(ctx.db, address) } satisfies SubscriptionResponse, 201);
  });

  app.get('/subscriptions', async (c) => {
    const q = readQuery(c, PageQuerySchema);
    const cursor = cursorId(q.cursor);
    const found = await rows<SubscriptionRow>(
      ctx.db,
      sql`SELECT ${SUBSCRIPTION_COLUMNS} FROM bank_subscriptions WHERE address = ${c.get('address')}
          AND ${cursor === null ? sql`TRUE` : sql`id < ${cursor.toString()}`} ORDER BY bank_subscriptions.id DESC LIMIT ${q.limit + 1}`,
    );
    const now = ctx.now();
    return c.json(page(found.map((r) => subscriptionJson(r, now)), q.limit) satisfies BankSubscriptionsResponse);
  });

  app.post('/subscriptions/:id/redeem', async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    await readBody(c, z.object({}).strict());
    const address = c.get('address');
    const now = ctx.now();
    const result = await ctx.db.transaction(async (tx) => {
      const row = await firstRow<SubscriptionRow>(
        tx,
        sql`SELECT ${SUBSCRIPTION_COLUMNS} FROM bank_subscriptions WHERE id = ${id} AND address = ${address} FOR UPDATE`,
      );
      if (!row) throw new ApiError(404, 'not_found', 'no such subscription');
      if (row.status !== 'active') throw new ApiError(409, 'already_redeemed', 'this subscription has already been redeemed');
      const redeemableAt = new Date(row.start_at).getTime() + Number(row.lock_days) * DAY_MS;
      if (now < redeemableAt) {
        throw new ApiError(409, 'locked', `the principal is locked until ${new Date(redeemableAt).toISOString()}`);
      }
      const income = bankIncome(row, now);
      const updated = await firstRow<SubscriptionRow>(
        tx,
        sql`UPDATE bank_subscriptions SET status = 'redeemed', redeemed_at = ${new Date(now).toISOString()},
              paid_income = ${income.net.toString()}, paid_fee = ${income.fee.toString()}
            WHERE id = ${id} AND status = 'active' RETURNING ${SUBSCRIPTION_COLUMNS}`,
      );
      if (!updated) throw new ApiError(409, 'already_redeemed', 'this subscription has already been redeemed');
      await credit(tx, address, row.coin, BigInt(row.principal) + income.net);
      return { updated, income, principal: row.principal };
    });
    return c.json({
      subscription: subscriptionJson(result.updated, now),
      payout: { principal: result.principal, income: result.income.net.toString(), fee: result.income.fee.toString() },
      balances: await readBalances(ctx.db, address),
    } satisfies RedeemResponse);
  });

  return app;
}
