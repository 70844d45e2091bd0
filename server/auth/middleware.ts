import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthVariables, ServerContext } from '../context.ts';
import { ApiError } from '../http.ts';

/** Requires `Authorization: Bearer <access_token>`, valid and not revoked. */
export function requireAuth(ctx: ServerContext) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
    if (!match) throw new ApiError(401, 'unauthorized', 'sign in first: no access token');
    const claims = await ctx.tokens.verify(match[1]!);
    c.set('address', claims.address);
    c.set('jti', claims.jti);
    c.set('tokenExpiresAt', claims.expiresAt);
    await next();
  });
}

/** The client's IP: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
