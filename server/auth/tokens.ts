// Access tokens: HS256 JWTs (24 h, a random jti) that the server can revoke before they expire.
import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_MS } from '../../contract/api.ts';
import { type Executor, firstRow, sql } from '../db/client.ts';
import { ApiError } from '../http.ts';

const ISSUER = 'suil-server';

export interface TokenClaims {
  address: string;
  jti: string;
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

export class TokenService {
  private readonly db: Executor;
  private readonly secret: Uint8Array;
  private readonly now: () => number;

  constructor(db: Executor, secret: Uint8Array, now: () => number) {
    this.db = db;
    this.secret = secret;
    this.now = now;
  }

  async issue(address: string): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = new Date((issuedAt * 1000) + ACCESS_TOKEN_TTL_MS);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(address)
      .setIssuer(ISSUER)
      .setJti(randomBytes(16).toString('hex'))
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** The token's claims; 401 when it is malformed, forged, expired or revoked. */
  async verify(token: string): Promise<TokenClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, currentDate: new Date(this.now()) }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError(401, 'token_expired', 'the access token has expired');
      throw new ApiError(401, 'unauthorized', 'the access token is not valid');
    }
    if (!payload.sub || !payload.jti || !payload.exp) throw new ApiError(401, 'unauthorized', 'the access token is not valid');
    const revoked = await firstRow(this.db, sql`SELECT 1 AS revoked FROM revoked_tokens WHERE jti = ${payload.jti}`);
    if (revoked) throw new ApiError(401, 'token_revoked', 'the access token has been revoked');
    return { address: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  async revoke(claims: TokenClaims): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO revoked_tokens (jti, expires_at) VALUES (${claims.jti}, ${claims.expiresAt.toISOString()}) ON CONFLICT (jti) DO NOTHING`,
    );
    // Revocations of tokens that have expired anyway are no longer needed.
    await this.db.execute(sql`DELETE FROM revoked_tokens WHERE expires_at < ${new Date(this.now()).toISOString()}`);
  }
}
