// The console's sign-in (server/admin/sign-in.ts): nonce, login, logout, and who is signed in.
// Rate-limited as the users' sign-in is (server/routes/auth.ts): the nonce is charged to the
// limits every instance counts together; a login passes this instance's own count first, and a
// refused one is then charged to the shared limits too.
import { Hono } from 'hono';
import {
  type AdminLoginResponse,
  AdminLoginRequestSchema,
  type AdminNonceResponse,
  AdminNonceRequestSchema,
  type AdminSession,
} from '../../../contract/admin.ts';
import type { LogoutResponse } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError, readBody } from '../../http.ts';
import { clientIp, noStore } from '../../auth/middleware.ts';
import { signInLimits } from '../../auth/rate-limit.ts';
import { pickOrigin } from '../../auth/sign-in.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';
import { issueAdminNonce, verifyAdminLogin } from '../sign-in.ts';

export function adminAuthRoutes(ctx: ServerContext) {
  const settings = { network: ctx.config.network, publicOrigins: ctx.config.publicOrigins, client: ctx.chainClient };
  const app = new Hono<{ Variables: AdminVariables }>();

  const limits = signInLimits(ctx);

  // Charged before the allowlist is read, so the allowlist cannot be probed faster than a
  // sign-in can be tried.
  app.post('/nonce', noStore, async (c) => {
    const { address } = await readBody(c, AdminNonceRequestSchema);
    await limits.shared(clientIp(c, ctx.config.trustProxy), address);
    const origin = pickOrigin(settings, c.req.header('origin'));
    const issued = await issueAdminNonce(ctx.db, settings, address, origin, ctx.wallNow());
    return c.json(issued satisfies AdminNonceResponse);
  });

  app.post('/login', noStore, async (c) => {
    const input = await readBody(c, AdminLoginRequestSchema);
    const ip = clientIp(c, ctx.config.trustProxy);
    await limits.local(ip, input.address);
    let role;
    try {
      role = await verifyAdminLogin(ctx.db, settings, input, ctx.wallNow(), ctx.now());
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) await limits.shared(ip, input.address);
      throw error;
    }
    const { token, expiresAt } = ctx.adminTokens.issue(input.address);
    return c.json({ access_token: token, address: input.address, role, expiresAt: expiresAt.toISOString() } satisfies AdminLoginResponse);
  });

  app.post('/logout', requireAdmin(ctx.adminTokens, 'viewer'), async (c) => {
    const caller = c.get('admin');
    await ctx.adminTokens.revoke({ jti: caller.jti, expiresAt: caller.expiresAt });
    return c.json({ ok: true } satisfies LogoutResponse);
  });

  app.get('/me', requireAdmin(ctx.adminTokens, 'viewer'), (c) => {
    const caller = c.get('admin');
    return c.json({ address: caller.address, role: caller.role, expiresAt: caller.expiresAt.toISOString() } satisfies AdminSession);
  });

  return app;
}
