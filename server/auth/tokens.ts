// Access tokens: HS256 JWTs with a random jti that the server can revoke before they expire.
// Two audiences: the app's users (24 h) and the operator console (30 min, server/admin/); a
// token of one audience is refused by the other's routes. Signed and checked with fast-jwt:
// Node's HMAC, synchronous (a WebCrypto HMAC is an async job, a tenth of a login's CPU time).
// Expiry is checked against the server's own clock.
import { randomBytes } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_MS } from '../../contract/api.ts';
import { USER_TOKEN_AUDIENCE } from '../../contract/admin.ts';
import { type Executor, firstRow, sql } from '../db/client.ts';
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
  const fresh = randomBytes(32).toString('hex');
  await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES ('jwt_secret', ${fresh}) ON CONFLICT (name) DO NOTHING`);
  const row = await firstRow<{ value: string }>(db, sql`SELECT value FROM server_secrets WHERE name = 'jwt_secret'`);
  return new TextEncoder().encode(row!.value);
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
  await db.execute(sql`INSERT INTO revoked_tokens (jti, expires_at) VALUES (${claims.jti}, ${claims.expiresAt.toISOString()}) ON CONFLICT (jti) DO NOTHING`);
  await db.execute(sql`DELETE FROM revoked_tokens WHERE expires_at < ${new Date(now).toISOString()}`);
}

/** The app users' tokens (24 h). */
export class TokenService {
  private readonly db: Executor;
  private readonly now: () => number;
  private readonly codec: JwtCodec;

  constructor(db: Executor, secret: Uint8Array, now: () => number) {
    this.db = db;
    this.now = now;
    this.codec = new JwtCodec(secret, { audience: USER_TOKEN_AUDIENCE, ttlMs: ACCESS_TOKEN_TTL_MS, now });
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
    const row = await firstRow<{ revoked: boolean; revoked_before: Date | string | null }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${claims.jti}) AS revoked,
                 (SELECT sessions_revoked_before FROM users WHERE address = ${claims.address}) AS revoked_before`,
    );
    const revokedBefore = row?.revoked_before ? new Date(row.revoked_before).getTime() : null;
    if (row?.revoked || (revokedBefore !== null && claims.issuedAt.getTime() < revokedBefore)) {
      throw new ApiError(401, 'token_revoked', 'the access token has been revoked');
    }
    return claims;
  }

  async revoke(claims: Pick<TokenClaims, 'jti' | 'expiresAt'>): Promise<void> {
    await revokeToken(this.db, claims, this.now());
  }
}
