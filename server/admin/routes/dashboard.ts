// GET /api/admin/dashboard (viewer): the operator's figures at a glance (server/admin/dashboard.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { Dashboard } from '../../../contract/admin.ts';
import type { ServerContext } from '../../context.ts';
import { readQuery } from '../../http.ts';
import { NODE_TIP_TTL_MS, readDashboard, readNodeTip } from '../dashboard.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminDashboardRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  // The node's tip, read at most every NODE_TIP_TTL_MS by this instance; parallel asks share a read.
  let tip: { at: number; reading: Promise<bigint | null> } | null = null;
  const nodeTip = () => {
    const now = ctx.wallNow();
    if (!tip || now - tip.at >= NODE_TIP_TTL_MS || now < tip.at) tip = { at: now, reading: readNodeTip(ctx) };
    return tip.reading;
  };

  app.get('/', requireAdmin(ctx.adminTokens, 'viewer'), async (c) => {
    readQuery(c, z.object({}).strict());
    return c.json((await readDashboard(ctx, nodeTip)) satisfies Dashboard);
  });

  return app;
}
