// /api/admin/sponsor: the sponsor of free binds as the operator sees it, and the one step one
// person may take: pausing it. Resuming and a new budget let it spend again, so they are
// proposals (server/admin/proposals.ts: resume_sponsor, sponsor_budget), never a route here.
import { Hono } from 'hono';
import type { z } from 'zod';
import { type PauseResponseSchema, PauseSchema, type SponsorStatus } from '../../../contract/admin.ts';
import type { ServerContext } from '../../context.ts';
import { readBody } from '../../http.ts';
import { pauseSponsor } from '../../sponsor/control.ts';
import { readSponsorStatus } from '../../sponsor/status.ts';
import { asConsoleAction } from '../operator-errors.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminSponsorRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  const viewer = requireAdmin(ctx.adminTokens, 'viewer');
  const operator = requireAdmin(ctx.adminTokens, 'operator');

  app.get('/', viewer, async (c) => c.json((await readSponsorStatus(ctx)) satisfies SponsorStatus));

  app.post('/pause', operator, async (c) => {
    const { reason } = await readBody(c, PauseSchema);
    const { control } = await asConsoleAction(() => pauseSponsor(ctx, { operator: c.get('admin').address, reason }));
    return c.json({ paused: { paused: control.paused, reason: control.pausedReason, by: control.pausedBy, at: control.pausedAt } } satisfies z.infer<typeof PauseResponseSchema>);
  });

  return app;
}
