import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthVariables, ServerContext } from '../context.ts';
import { ApiError } from '../http.ts';

/** Answers that carry a user's data or a token: no cache (browser, proxy, CDN) keeps them. */
export const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

/** Requires `Authorization: Bearer <access_token>`, valid and not revoked; its answers are not stored. */
export function requireAuth(ctx: ServerContext) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    c.header('Cache-Control', 'no-store');
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

/**
 * The client's IP: the socket's, or, behind `trustedProxies` proxies of the operator's own, the
 * X-Forwarded-For entry the outermost of them appended (that many from the right). Entries to
 * its left came from the client and could be anything, so they are never used.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
    const forwarded = hops[hops.length - trustedProxies];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
