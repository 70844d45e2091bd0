import { removeSessionPushSubscriptions } from '../db/push-subscriptions.ts';
import { Hono } from 'hono';
import { LoginRequestSchema, NonceRequestSchema, type LoginResponse, type LogoutResponse, type NonceResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { ApiError, readBody } from '../http.ts';
import { clientIp, noStore, requireAuth } from '../auth/middleware.ts';
import { issueNonce, pickOrigin, verifyLogin } from '../auth/sign-in.ts';
import { signInLimits } from '../auth/rate-limit.ts';

export function authRoutes(ctx: ServerContext) {
  const settings = { network: ctx.config.network, publicOrigins: ctx.config.publicOrigins, client: ctx.chainClient };
  const app = new Hono<{ Variables: AuthVariables }>();

  const limits = signInLimits(ctx);

  app.post('/nonce', async (c) => {
    const { address } = await readBody(c, NonceRequestSchema);
    await limits.shared(clientIp(c, ctx.config.trustProxy), address);
    const origin = pickOrigin(settings, c.req.header('origin'));
    const issued = await issueNonce(ctx.db, settings, address, origin, ctx.wallNow());
    return c.json(issued satisfies NonceResponse);
  });

  // Every attempt passes this instance's own count first (memory: refused before any check).
  // A refused login is then charged to the shared limits, which every instance counts
  // together; a successful one is not: it spent a single-use nonce, charged when issued. So a
  // login costs the database one statement (verifyLogin's), and failures count everywhere.
  app.post('/login', noStore, async (c) => {
    const input = await readBody(c, LoginRequestSchema);
    const ip = clientIp(c, ctx.config.trustProxy);
    await limits.local(ip, input.address);
    let address: string;
    try {
      address = await verifyLogin(ctx.db, settings, input, ctx.wallNow());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await limits.shared(ip, input.address);
      throw error;
    }
    const { token, expiresAt } = await ctx.tokens.issue(address);
    return c.json({ access_token: token, expiresAt: expiresAt.toISOString() } satisfies LoginResponse);
  });

  app.post('/logout', requireAuth(ctx), async (c) => {
    await ctx.tokens.revoke({ jti: c.get('jti'), expiresAt: c.get('tokenExpiresAt') });
    // Signing out stops this sign-in's device from being sent the user's notifications.
    await removeSessionPushSubscriptions(ctx.db, c.get('jti'));
    return c.json({ ok: true } satisfies LogoutResponse);
  });

  return app;
}
