// The operator console's sign-in (contract/admin.ts): the users' sign-in message with the
// console's own statement and URI (`<origin>/chain/admin/`), its own nonces
// (admin_sign_in_nonces: single use, two minutes, bound to the address and to the exact message
// issued), and a token only for an address on the allowlist. A message signed for the app never
// opens the console and the reverse: the statement differs, and each side parses only its own.
import { ADMIN_NONCE_TTL_MS, ADMIN_PATH, ADMIN_SIGN_IN_STATEMENT, type AdminRole } from '../../contract/admin.ts';
import { buildSignInMessage } from '../../contract/api.ts';
import type { Db, Executor } from '../db/client.ts';
import { allowlistedRoleOf } from '../db/admin-allowlist.ts';
import { adminSignInNonces } from '../db/schema.ts';
import { consumeNonce, insertNonce } from '../db/sign-in-nonces.ts';
import { ApiError } from '../http.ts';
import { type SignInKind, type SignInSettings, checkSignedMessage, makeNonce, requireConsumed } from '../auth/sign-in.ts';
import { appendAudit } from '../operator/audit.ts';
import { allowlistedRole } from './session.ts';

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
  await insertNonce(db, adminSignInNonces, { nonce, address, message, issuedAt, expiresAt, pruneBefore: new Date(now - 3_600_000).toISOString() });
  return { nonce, message, expiresAt };
}

/** The console's messages: their own statement, URI `<origin>/chain/admin/`. */
export const ADMIN_SIGN_IN: SignInKind = { statement: ADMIN_SIGN_IN_STATEMENT, path: ADMIN_PATH, name: 'a SuiL console sign-in message' };

/**
 * A console login: the message and signature checked first (checkSignedMessage), then in ONE
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
  const nonce = await checkSignedMessage(settings, input, wallNow, ADMIN_SIGN_IN);
  const at = new Date(wallNow).toISOString();
  return db.transaction(async (tx) => {
    const row = await consumeNonce<{ role: AdminRole | null }>(
      tx,
      adminSignInNonces,
      { nonce, address: input.address, message: input.message, at },
      { columns: { role: allowlistedRoleOf(input.address) } },
    );
    requireConsumed(row, input, wallNow);
    if (!row!.role) notAllowlisted();
    await appendAudit(tx, {
      operator: input.address,
      action: 'admin_sign_in',
      subject: null,
      before: null,
      after: { role: row!.role },
      reason: ADMIN_SIGN_IN_REASON,
      at: businessNow,
    });
    return row!.role;
  });
}
