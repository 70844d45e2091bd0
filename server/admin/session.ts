// The console's sessions: admin tokens (their own audience, 30 minutes) and the middleware every
// /api/admin route sits behind. The role is read from the allowlist on every request, not from
// the token: an address removed from the allowlist, or given another role, is refused or
// limited at its next request, not when its token runs out.
import { createMiddleware } from 'hono/factory';
import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_TTL_MS, type AdminRole, roleAtLeast } from '../../contract/admin.ts';
import type { Executor } from '../db/client.ts';
import { allowlistEntry, allowlistedRoleOf } from '../db/admin-allowlist.ts';
import { tokenRevocation } from '../db/revoked-tokens.ts';
import { ApiError } from '../http.ts';
import { RevocableTokens } from '../auth/tokens.ts';

/** Who is calling an admin route: set by requireAdmin. */
export interface AdminCaller {
  address: string;
  role: AdminRole;
  jti: string;
  expiresAt: Date;
}
export type AdminVariables = { admin: AdminCaller };

/** The allowlisted role of `address`, or null. */
export async function allowlistedRole(db: Executor, address: string): Promise<AdminRole | null> {
  return (await allowlistEntry(db, address))?.role ?? null;
}

export class AdminTokenService extends RevocableTokens {
  constructor(db: Executor, secret: Uint8Array, now: () => number) {
    super(db, secret, now, { audience: ADMIN_TOKEN_AUDIENCE, ttlMs: ADMIN_TOKEN_TTL_MS });
  }

  issue(address: string): { token: string; expiresAt: Date } {
    const { token, expiresAt } = this.codec.issue(address);
    return { token, expiresAt };
  }

  /**
   * The caller behind an admin token; 401 when the token is not a valid, unexpired, unrevoked
   * admin token (a user's token is refused: another audience), 403 not_allowlisted when its
   * address is no longer on the allowlist. One query for the revocation and the role.
   */
  async verify(token: string): Promise<AdminCaller> {
    const claims = this.codec.claims(token);
    const row = await tokenRevocation<{ role: AdminRole | null }>(this.db, claims.jti, { role: allowlistedRoleOf(claims.address) });
    if (row?.revoked) throw new ApiError(401, 'token_revoked', 'the access token has been revoked');
    if (!row?.role) throw new ApiError(403, 'not_allowlisted', 'this address is not on the console allowlist');
    return { address: claims.address, role: row.role, jti: claims.jti, expiresAt: claims.expiresAt };
  }
}

/**
 * Requires `Authorization: Bearer <admin token>` of an allowlisted address whose role is at
 * least `needed` (viewer < operator < approver); 403 forbidden otherwise. Answers are not stored.
 */
export function requireAdmin(tokens: AdminTokenService, needed: AdminRole) {
  return createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(c.req.header('authorization') ?? '');
    if (!match) throw new ApiError(401, 'unauthorized', 'sign in to the console first: no access token');
    const caller = await tokens.verify(match[1]!);
    if (!roleAtLeast(caller.role, needed)) throw new ApiError(403, 'forbidden', `this needs the ${needed} role; you are ${caller.role}`);
    c.set('admin', caller);
    await next();
  });
}
