// The operator console's sign-in (contract/admin.ts): the users' sign-in message with the
// console's own statement and URI (`<origin>/chain/admin/`), its own nonces
// (admin_sign_in_nonces: single use, two minutes, bound to the address and to the exact message
// issued), and a token only for an address on the allowlist. A message signed for the app never
// opens the console and the reverse: the statement differs, and each side parses only its own.
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import { ADMIN_NONCE_TTL_MS, ADMIN_PATH, ADMIN_SIGN_IN_STATEMENT, type AdminRole } from '../../contract/admin.ts';
import { type ErrorCode, buildSignInMessage, parseSignInMessage } from '../../contract/api.ts';
import { type Db, type Executor, firstRow, sql } from '../db/client.ts';
import { ApiError } from '../http.ts';
import { verifyEd25519PersonalMessage } from '../auth/ed25519.ts';
import { type SignInSettings, makeNonce } from '../auth/sign-in.ts';
import { appendAudit } from '../operator/audit.ts';
import { allowlistedRole } from './session.ts';

/** Clock skew tolerated on Issued At (as for the users' sign-in). */
const SKEW_MS = 60_000;

/** The reason on the audit row of every console sign-in. */
export const ADMIN_SIGN_IN_REASON = 'console sign-in';

function notAllowlisted(): never {
  throw new ApiError(403, 'not_allowlisted', 'this address is not on the console allowlist');
}

/**
 * A console nonce and the message to sign, for an allowlisted address only (403 not_allowlisted
 * otherwise: nobody else can sign in, so they are told at once). `origin` is one of the
 * configured app origins (pickOrigin); `now` is wall time.
 */
export async function issueAdminNonce(
  db: Executor,
  settings: SignInSettings,
  address: string,
  origin: string,
  now: number,
): Promise<{ nonce: string; message: string; expiresAt: string }> {
  if (!(await allowlistedRole(db, address))) notAllowlisted();
  const nonce = makeNonce();
  const issuedAt = new Date(now).toISOString();
  const expiresAt = new Date(now + ADMIN_NONCE_TTL_MS).toISOString();
  const message = buildSignInMessage(
    { domain: new URL(origin).host, address, uri: `${origin}${ADMIN_PATH}`, chainId: `sui:${settings.network}`, nonce, issuedAt, expirationTime: expiresAt },
    ADMIN_SIGN_IN_STATEMENT,
  );
  // The new nonce, and away with those an hour past their expiry, in one statement.
  await db.execute(
    sql`WITH pruned AS (DELETE FROM admin_sign_in_nonces WHERE expires_at < ${new Date(now - 3_600_000).toISOString()})
        INSERT INTO admin_sign_in_nonces (nonce, address, message, issued_at, expires_at) VALUES (${nonce}, ${address}, ${message}, ${issuedAt}, ${expiresAt})`,
  );
  return { nonce, message, expiresAt };
}

function fail(code: ErrorCode, message: string): never {
  throw new ApiError(401, code, message);
}

/**
 * Checks what a console sign-in message says (statement, address, domain, URI, chain, times)
 * and its signature; returns the nonce it names. 401 with the users' sign-in codes.
 */
export async function checkAdminMessage(
  settings: SignInSettings,
  input: { address: string; message: string; signature: string },
  now: number,
): Promise<string> {
  const fields = parseSignInMessage(input.message, ADMIN_SIGN_IN_STATEMENT);
  if (!fields) fail('message_mismatch', 'the message is not a SuiL console sign-in message');
  if (fields.address !== input.address) fail('address_mismatch', 'the message is for another address');
  if (!settings.publicOrigins.some((o) => new URL(o).host === fields.domain)) fail('domain_mismatch', `the message is for ${fields.domain}, not for this site`);
  if (!settings.publicOrigins.some((o) => `${o}${ADMIN_PATH}` === fields.uri)) fail('uri_mismatch', 'the message names another URI');
  if (fields.chainId !== `sui:${settings.network}`) fail('chain_mismatch', `the message is for ${fields.chainId}, not sui:${settings.network}`);
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = Date.parse(fields.expirationTime);
  if (Number.isNaN(issuedAt) || Number.isNaN(expiresAt)) fail('message_mismatch', 'the message times are not valid');
  if (issuedAt > now + SKEW_MS) fail('not_yet_valid', 'the message is not valid yet');
  if (now > expiresAt) fail('expired', 'the nonce has expired; request a new one');
  const bytes = new TextEncoder().encode(input.message);
  // Ed25519 natively (server/auth/ed25519.ts); any other scheme through the SDK.
  const native = verifyEd25519PersonalMessage(bytes, input.signature, input.address);
  if (native === false) fail('bad_signature', 'the signature does not match the message and address');
  if (native === null) {
    try {
      await verifyPersonalMessageSignature(bytes, input.signature, {
        address: input.address,
        ...(settings.client ? { client: settings.client } : {}),
      });
    } catch {
      fail('bad_signature', 'the signature does not match the message and address');
    }
  }
  return fields.nonce;
}

/**
 * A console login: the message and signature checked first (checkAdminMessage), then in ONE
 * transaction the nonce is consumed by a conditional update (issued to this address for exactly
 * this message, unexpired, unused: single use even when two logins race), the address's role is
 * read from the allowlist, and the sign-in's audit row is written. Returns the role. An address
 * taken off the allowlist since its nonce was issued is refused (403 not_allowlisted) and its
 * nonce stays unspent (the transaction rolls back; it is useless to it anyway). `wallNow` dates
 * the nonce, `businessNow` the audit row.
 */
export async function verifyAdminLogin(
  db: Db,
  settings: SignInSettings,
  input: { address: string; message: string; signature: string },
  wallNow: number,
  businessNow: number,
): Promise<AdminRole> {
  const nonce = await checkAdminMessage(settings, input, wallNow);
  const at = new Date(wallNow).toISOString();
  return db.transaction(async (tx) => {
    const row = await firstRow<{
      address: string; message: string; expires_at: Date | string; used_at: Date | string | null; consumed: boolean; role: AdminRole | null;
    }>(
      tx,
      sql`WITH issued AS (
            SELECT address, message, expires_at, used_at FROM admin_sign_in_nonces WHERE nonce = ${nonce}
          ), consumed AS (
            UPDATE admin_sign_in_nonces SET used_at = ${at}
            WHERE nonce = ${nonce} AND address = ${input.address} AND message = ${input.message} AND expires_at >= ${at} AND used_at IS NULL
            RETURNING address
          )
          SELECT issued.*, EXISTS (SELECT 1 FROM consumed) AS consumed,
                 (SELECT role FROM admin_allowlist WHERE address = ${input.address}) AS role
          FROM issued`,
    );
    if (!row || row.address !== input.address) fail('nonce_unknown', 'this nonce was not issued for this address');
    if (!row.consumed) {
      if (row.used_at !== null) fail('nonce_used', 'this nonce has already been used');
      if (wallNow > new Date(row.expires_at).getTime()) fail('expired', 'the nonce has expired; request a new one');
      if (input.message !== row.message) fail('message_mismatch', 'the message differs from the one issued');
      // Issued, unexpired, this message, unused a moment ago: another login spent it meanwhile.
      fail('nonce_used', 'this nonce has already been used');
    }
    if (!row.role) notAllowlisted();
    await appendAudit(tx, {
      operator: input.address,
      action: 'admin_sign_in',
      subject: null,
      before: null,
      after: { role: row.role },
      reason: ADMIN_SIGN_IN_REASON,
      at: businessNow,
    });
    return row.role;
  });
}
