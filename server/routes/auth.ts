import { Hono } from 'hono';
import { LoginRequestSchema, NonceRequestSchema, type LoginResponse, type LogoutResponse, type NonceResponse } from '../../contract/api.ts';
import type { AuthVariables, ServerContext } from '../context.ts';
import { ApiError, readBody } from '../http.ts';
import { clientIp, noStore, requireAuth } from '../auth/middleware.ts';
import { issueNonce, pickOrigin, verifyLogin } from '../auth/sign-in.ts';

export function authRoutes(ctx: ServerContext) {
  const settings = { network: ctx.config.network, publicOrigins: ctx.config.publicOrigins, client: ctx.chainClient };
  const app = new Hono<{ Variables: AuthVariables }>();

  const limit = async (ip: string, address: string) => {
    // Both limits are charged, so neither one address from many clients nor one client for
    // many addresses can hammer sign-in.
    const [byClient, byAddress] = await Promise.all([ctx.limitByClient.take(ip), ctx.limitByAddress.take(address)]);
    if (!byClient || !byAddress) throw new ApiError(429, 'rate_limited', 'too many sign-in attempts; wait a moment and try again');
  };

  app.post('/nonce', async (c) => {
    const { address } = await readBody(c, NonceRequestSchema);
    await limit(clientIp(c, ctx.config.trustProxy), address);
    const origin = pickOrigin(settings, c.req.header('origin'));
    const issued = await issueNonce(ctx.db, settings, address, origin, ctx.wallNow());
    return c.json(issued satisfies NonceResponse);
  });

  app.post('/login', noStore, async (c) => {
    const input = await readBody(c, LoginRequestSchema);
    await limit(clientIp(c, ctx.config.trustProxy), input.address);
    const address = await verifyLogin(ctx.db, settings, input, ctx.wallNow());
    const { token, expiresAt } = await ctx.tokens.issue(address);
    return c.json({ access_token: token, expiresAt: expiresAt.toISOString() } satisfies LoginResponse);
  });

  app.post('/logout', requireAuth(ctx), async (c) => {
    await ctx.tokens.revoke({ address: c.get('address'), jti: c.get('jti'), expiresAt: c.get('tokenExpiresAt') });
    return c.json({ ok: true } satisfies LogoutResponse);
  });

  return app;
}
