// Access tokens: HS256 JWTs (24 h, a random jti) that the server can revoke before they expire.
// Signed and checked with fast-jwt: Node's HMAC, synchronous (a WebCrypto HMAC is an async job,
// a tenth of a login's CPU time). Expiry is checked against the server's own clock.
import { randomBytes } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
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
  private readonly now: () => number;
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly decode: (token: string) => { sub?: unknown; jti?: unknown; exp?: unknown };

  constructor(db: Executor, secret: Uint8Array, now: () => number) {
    this.db = db;
    this.now = now;
    const key = Buffer.from(secret);
    this.sign = createSigner({ key, algorithm: 'HS256' });
    // The signature, algorithm and issuer here; the expiry below, on this.now().
    this.decode = createVerifier({ key, algorithms: ['HS256'], allowedIss: ISSUER, ignoreExpiration: true, ignoreNotBefore: true });
  }

  async issue(address: string): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = new Date((issuedAt * 1000) + ACCESS_TOKEN_TTL_MS);
    const token = this.sign({ sub: address, iss: ISSUER, jti: randomBytes(16).toString('hex'), iat: issuedAt, exp: Math.floor(expiresAt.getTime() / 1000) });
    return { token, expiresAt };
  }

  /** The token's claims; 401 when it is malformed, forged, expired or revoked. */
  async verify(token: string): Promise<TokenClaims> {
    let payload;
    try {
      payload = this.decode(token);
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError(401, 'unauthorized', 'the access token is not valid');
      throw error;
    }
    const { sub, jti, exp } = payload;
    if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof exp !== 'number') {
      throw new ApiError(401, 'unauthorized', 'the access token is not valid');
    }
    if (exp <= Math.floor(this.now() / 1000)) throw new ApiError(401, 'token_expired', 'the access token has expired');
    const revoked = await firstRow(this.db, sql`SELECT 1 AS revoked FROM revoked_tokens WHERE jti = ${jti}`);
    if (revoked) throw new ApiError(401, 'token_revoked', 'the access token has been revoked');
    return { address: sub, jti, expiresAt: new Date(exp * 1000) };
  }

  async revoke(claims: TokenClaims): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO revoked_tokens (jti, expires_at) VALUES (${claims.jti}, ${claims.expiresAt.toISOString()}) ON CONFLICT (jti) DO NOTHING`,
    );
    // Revocations of tokens that have expired anyway are no longer needed.
    await this.db.execute(sql`DELETE FROM revoked_tokens WHERE expires_at < ${new Date(this.now()).toISOString()}`);
  }
}
