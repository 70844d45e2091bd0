// The operator console's API, /api/admin/* (contract/admin.ts): sign-in, then every route
// behind requireAdmin with the role it needs (server/admin/session.ts).
import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { adminAllowlistRoutes } from '../admin/routes/allowlist.ts';
import { adminAuditRoutes } from '../admin/routes/audit.ts';
import { adminAuthRoutes } from '../admin/routes/auth.ts';
import { adminBankProductsRoutes } from '../admin/routes/bank-products.ts';
import { adminDashboardRoutes } from '../admin/routes/dashboard.ts';
import { adminNoticesRoutes } from '../admin/routes/notices.ts';
import { adminProposalsRoutes } from '../admin/routes/proposals.ts';
import { adminSponsorRoutes } from '../admin/routes/sponsor.ts';
import { adminUsersRoutes } from '../admin/routes/users.ts';
import { adminWithdrawalsRoutes } from '../admin/routes/withdrawals.ts';

export function adminRoutes(ctx: ServerContext) {
  const app = new Hono();
  app.route('/auth', adminAuthRoutes(ctx));
  app.route('/dashboard', adminDashboardRoutes(ctx));
  app.route('/notices', adminNoticesRoutes(ctx));
  app.route('/users', adminUsersRoutes(ctx));
  app.route('/proposals', adminProposalsRoutes(ctx));
  app.route('/withdrawals', adminWithdrawalsRoutes(ctx));
  app.route('/sponsor', adminSponsorRoutes(ctx));
  app.route('/audit', adminAuditRoutes(ctx));
  app.route('/allowlist', adminAllowlistRoutes(ctx));
  app.route('/bank-products', adminBankProductsRoutes(ctx));
  return app;
}
