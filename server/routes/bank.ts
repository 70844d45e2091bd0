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
import { activeProductTerms, activeProducts } from '../db/bank-products.ts';
import { insertSubscription, lockSubscription, redeemActive, subscriptionPage } from '../db/bank-subscriptions.ts';
import { credit, debit, readBalances } from '../db/balances.ts';
import { transaction } from '../db/client.ts';
import { ApiError, cursorId, page, readBody, readParam, readQuery } from '../http.ts';
import { requireAuth } from '../auth/middleware.ts';
import { DAY_MS, bankIncome, subscriptionJson } from '../bank.ts';
import { plainText } from '../content.ts';
import { settleNodeReturns } from './nodes.ts';
import { notifyBankRedeemed } from '../notifications/events.ts';
import { recordBankMaturities } from '../db/notifications.ts';

export function bankRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/products', async (c) => {
    const q = readQuery(c, BankProductsQuerySchema);
    // The name in the requested locale, else en_US (per product); a product with no name at all
    // is called by its id.
    const found = await activeProducts(ctx.db, q.locale);
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
    const created = await transaction(ctx.db, async (tx) => {
      const product = await activeProductTerms(tx, productId);
      if (!product) throw new ApiError(404, 'not_found', 'no such bank product');
      if (BigInt(amount) < BigInt(product.min_amount)) {
        throw new ApiError(400, 'below_minimum', 'subscription amount cannot be less than the minimum');
      }
      if (!(await debit(tx, address, product.coin, BigInt(amount)))) {
        throw new ApiError(409, 'insufficient_balance', `insufficient ${product.coin} balance: top up first`);
      }
      const subscription = await insertSubscription(tx, {
        address, productId, coin: product.coin, principal: amount, dailyRateBps: product.daily_rate_bps, lockDays: product.lock_days,
        feeBps: product.fee_bps, startAt: new Date(now).toISOString(),
      });
      // Read before the commit, so nothing after it can turn a subscription made into an error.
      return { subscription, balances: await readBalances(tx, address) };
    });
    return c.json({ subscription: subscriptionJson(created.subscription, now), balances: created.balances } satisfies SubscriptionResponse, 201);
  });

  app.get('/subscriptions', async (c) => {
    const q = readQuery(c, PageQuerySchema);
    const cursor = cursorId(q.cursor);
    const now = ctx.now();
    // Maturity is computed on read: the owner reading it is told too (once; the sweep tells the others).
    await transaction(ctx.db, (tx) => recordBankMaturities(tx, new Date(now).toISOString(), c.get('address')));
    const found = await subscriptionPage(ctx.db, c.get('address'), cursor, q.limit);
    return c.json(page(found.map((r) => subscriptionJson(r, now)), q.limit) satisfies BankSubscriptionsResponse);
  });

  app.post('/subscriptions/:id/redeem', async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    await readBody(c, z.object({}).strict());
    const address = c.get('address');
    const now = ctx.now();
    const result = await transaction(ctx.db, async (tx) => {
      const row = await lockSubscription(tx, id, address);
      if (!row) throw new ApiError(404, 'not_found', 'no such subscription');
      if (row.status !== 'active') throw new ApiError(409, 'already_redeemed', 'this subscription has already been redeemed');
      const redeemableAt = new Date(row.start_at).getTime() + Number(row.lock_days) * DAY_MS;
      if (now < redeemableAt) {
        throw new ApiError(409, 'locked', `the principal is locked until ${new Date(redeemableAt).toISOString()}`);
      }
      const income = bankIncome(row, now);
      const updated = await redeemActive(tx, id, { at: new Date(now).toISOString(), income: income.net, fee: income.fee });
      if (!updated) throw new ApiError(409, 'already_redeemed', 'this subscription has already been redeemed');
      await credit(tx, address, row.coin, BigInt(row.principal) + income.net);
      await notifyBankRedeemed(tx, { id, address, coin: row.coin, principal: row.principal, income: income.net.toString() }, new Date(now).toISOString());
      return { updated, income, principal: row.principal, balances: await readBalances(tx, address) };
    });
    return c.json({
      subscription: subscriptionJson(result.updated, now),
      payout: { principal: result.principal, income: result.income.net.toString(), fee: result.income.fee.toString() },
      balances: result.balances,
    } satisfies RedeemResponse);
  });

  return app;
}
