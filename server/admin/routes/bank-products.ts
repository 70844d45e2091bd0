// GET /api/admin/bank-products (viewer): every bank product with its terms, whether it is open to
// new subscriptions, and its name in each locale that has one. The app's /api/bank/products lists
// the open ones only, so a closed product is read here, to be seen and opened again by a proposal.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminBankProduct, Locale } from '../../../contract/admin.ts';
import type { Coin } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { allBankProductNameRows, allBankProductRows } from '../../db/bank-products.ts';
import { readQuery } from '../../http.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminBankProductsRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get('/', requireAdmin(ctx.adminTokens, 'viewer'), async (c) => {
    readQuery(c, z.object({}).strict());
    const [products, names] = await Promise.all([allBankProductRows(ctx.db), allBankProductNameRows(ctx.db)]);
    return c.json(
      products.map(
        (p): AdminBankProduct => ({
          id: p.id,
          coin: p.coin as Coin,
          dailyRateBps: Number(p.daily_rate_bps),
          lockDays: Number(p.lock_days),
          minAmount: p.min_amount,
          feeBps: Number(p.fee_bps),
          active: p.active,
          names: Object.fromEntries(names.filter((n) => n.product_id === p.id).map((n) => [n.locale as Locale, n.name])),
        }),
      ),
    );
  });

  return app;
}
