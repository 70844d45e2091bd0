// The console's user lookup (viewer) and ending a user's sessions (operator), server/admin/users.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import { type AdminUser, RevokeSessionsSchema } from '../../../contract/admin.ts';
import { SuiAddressSchema } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { readBody, readParam, readQuery } from '../../http.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';
import { readAdminUser, revokeUserSessions } from '../users.ts';

export function adminUsersRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get('/:address', requireAdmin(ctx.adminTokens, 'viewer'), async (c) => {
    const address = readParam(c, 'address', SuiAddressSchema);
    readQuery(c, z.object({}).strict());
    return c.json((await readAdminUser(ctx.db, address)) satisfies AdminUser);
  });

  app.post('/:address/revoke-sessions', requireAdmin(ctx.adminTokens, 'operator'), async (c) => {
    const address = readParam(c, 'address', SuiAddressSchema);
    const { reason } = await readBody(c, RevokeSessionsSchema);
    await revokeUserSessions(ctx.db, { address, operator: c.get('admin').address, reason, wallNow: ctx.wallNow(), businessNow: ctx.now() });
    return c.json((await readAdminUser(ctx.db, address)) satisfies AdminUser);
  });

  return app;
}
