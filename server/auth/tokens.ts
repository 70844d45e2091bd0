// Access tokens: HS256 JWTs with a random jti that the server can revoke before they expire.
// Two audiences: the app's users (24 h) and the operator console (30 min, server/admin/); a
// token of one audience is refused by the other's routes. Signed and checked with fast-jwt:
// Node's HMAC, synchronous (a WebCrypto HMAC is an async job, a tenth of a login's CPU time).
// Expiry is checked against the server's own clock.
import { randomBytes } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_MS } from '../../contract/api.ts';
import { USER_TOKEN_AUDIENCE } from '../../contract/admin.ts';
import type { Executor } from '../db/client.ts';
import { revokeTokenId, tokenRevocation } from '../db/revoked-tokens.ts';
import { keepJwtSecret } from '../db/server-secrets.ts';
import { sessionsRevokedBeforeOf } from '../db/users.ts';
import { ApiError } from '../http.ts';

const ISSUER = 'suil-server';

export interface TokenClaims {
  address: string;
  jti: string;
  /** When it was issued (whole seconds, as the token says). */
  issuedAt: Date;
  expiresAt: Date;
}

/** The HS256 key: JWT_SECRET, else one generated at first start and kept in the database. */
export async function loadTokenSecret(db: Executor, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await keepJwtSecret(db, randomBytes(32).toString('hex')));
}

/** Signs and checks the tokens of one audience, `ttlMs` long, on the clock `now`. */
export class JwtCodec {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly decode: (token: string) => { sub?: unknown; jti?: unknown; iat?: unknown; exp?: unknown };
  private readonly audience: string;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(secret: Uint8Array, options: { audience: string; ttlMs: number; now: () => number }) {
    const key = Buffer.from(secret);
    this.audience = options.audience;
    this.ttlMs = options.ttlMs;
    this.now = options.now;
    this.sign = createSigner({ key, algorithm: 'HS256' });
    // The signature, algorithm, issuer and audience here; the expiry below, on this.now().
    this.decode = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: options.audience,
      requiredClaims: ['aud'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    });
  }

  issue(address: string): { token: string; jti: string; expiresAt: Date } {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = new Date(issuedAt * 1000 + this.ttlMs);
    const jti = randomBytes(16).toString('hex');
    const token = this.sign({ sub: address, iss: ISSUER, aud: this.audience, jti, iat: issuedAt, exp: Math.floor(expiresAt.getTime() / 1000) });
    return { token, jti, expiresAt };
  }

  /** The token's claims; 401 when it is malformed, forged, for another audience or expired. */
  claims(token: string): TokenClaims {
    let payload;
    try {
      payload = this.decode(token);
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError(401, 'unauthorized', 'the access token is not valid');
      throw error;
    }
    const { sub, jti, iat, exp } = payload;
    if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof iat !== 'number' || typeof exp !== 'number') {
      throw new ApiError(401, 'unauthorized', 'the access token is not valid');
    }
    if (exp <= Math.floor(this.now() / 1000)) throw new ApiError(401, 'token_expired', 'the access token has expired');
    return { address: sub, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
  }
}

/** Records a token as revoked until it would have expired anyway, and forgets expired revocations. */
export async function revokeToken(db: Executor, claims: Pick<TokenClaims, 'jti' | 'expiresAt'>, now: number): Promise<void> {
  await revokeTokenId(db, claims.jti, claims.expiresAt.toISOString(), new Date(now).toISOString());
}

/** What the users' and the console's token services share: the codec of their audience, and revoking. */
export abstract class RevocableTokens {
  protected readonly db: Executor;
  protected readonly now: () => number;
  protected readonly codec: JwtCodec;

  constructor(db: Executor, secret: Uint8Array, now: () => number, audience: { audience: string; ttlMs: number }) {
    this.db = db;
    this.now = now;
    this.codec = new JwtCodec(secret, { ...audience, now });
  }

  async revoke(claims: Pick<TokenClaims, 'jti' | 'expiresAt'>): Promise<void> {
    await revokeToken(this.db, claims, this.now());
  }
}

/** The app users' tokens (24 h). */
export class TokenService extends RevocableTokens {
  constructor(db: Executor, secret: Uint8Array, now: () => number) {
    super(db, secret, now, { audience: USER_TOKEN_AUDIENCE, ttlMs: ACCESS_TOKEN_TTL_MS });
  }

  async issue(address: string): Promise<{ token: string; expiresAt: Date }> {
    const { token, expiresAt } = this.codec.issue(address);
    return { token, expiresAt };
  }

  /**
   * The token's claims; 401 when it is malformed, forged, for the console, expired, revoked, or
   * issued before an operator ended the user's sessions. One query for both checks.
   */
  async verify(token: string): Promise<TokenClaims> {
    const claims = this.codec.claims(token);
    const row = await tokenRevocation<{ revoked_before: Date | string | null }>(this.db, claims.jti, {
      revoked_before: sessionsRevokedBeforeOf(claims.address),
    });
    const revokedBefore = row?.revoked_before ? new Date(row.revoked_before).getTime() : null;
    if (row?.revoked || (revokedBefore !== null && claims.issuedAt.getTime() < revokedBefore)) {
      throw new ApiError(401, 'token_revoked', 'the access token has been revoked');
    }
    return claims;
  }
}
