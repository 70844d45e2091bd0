// /api/admin/allowlist: who may sign in to the console, and as what. Read by anyone on it;
// changed only by an executed allowlist proposal (server/admin/proposals.ts).
import { Hono } from 'hono';
import type { AllowlistEntry } from '../../../contract/admin.ts';
import type { ServerContext } from '../../context.ts';
import { allowlistRows } from '../../db/admin-allowlist.ts';
import { iso } from '../../http.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminAllowlistRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get('/', requireAdmin(ctx.adminTokens, 'viewer'), async (c) => {
    const found = await allowlistRows(ctx.db);
    return c.json(found.map((r) => ({ address: r.address, role: r.role, addedBy: r.added_by, addedAt: iso(r.added_at) }) satisfies AllowlistEntry));
  });

  return app;
}
