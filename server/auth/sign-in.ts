// Sign-in (docs/api.md): a single-use nonce bound to an address and to the exact message issued,
// then the wallet's personal-message signature over those bytes.
import { randomInt } from 'node:crypto';
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import { type ErrorCode, SIGN_IN_NONCE_TTL_MS, SIGN_IN_STATEMENT, buildSignInMessage, parseSignInMessage } from '../../contract/api.ts';
import type { Executor } from '../db/client.ts';
import { type NonceOutcome, consumeNonce, insertNonce } from '../db/sign-in-nonces.ts';
import { signInNonces } from '../db/schema.ts';
import { recordSignInOfConsumed } from '../db/users.ts';
import { ApiError } from '../http.ts';
import { verifyEd25519PersonalMessage } from './ed25519.ts';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 24;
/** Clock skew tolerated on Issued At. */
const SKEW_MS = 60_000;

export function makeNonce(): string {
  let nonce = '';
  for (let i = 0; i < NONCE_LENGTH; i++) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

export interface SignInSettings {
  network: string;
  /** Verifies zkLogin signatures (plain key signatures need no node). */
  client?: ClientWithCoreApi;
  /** Allowed app origins, e.g. http://localhost:5173. */
  publicOrigins: string[];
}

/** The origin to put in the message: the request's own when it is one of ours, else the first. */
export function pickOrigin(settings: SignInSettings, requestOrigin: string | undefined): string {
  const normalized = requestOrigin?.replace(/\/$/, '');
  return normalized && settings.publicOrigins.includes(normalized) ? normalized : settings.publicOrigins[0]!;
}

export async function issueNonce(
  db: Executor,
  settings: SignInSettings,
  address: string,
  origin: string,
  now: number,
): Promise<{ nonce: string; message: string; expiresAt: string }> {
  const nonce = makeNonce();
  const issuedAt = new Date(now).toISOString();
  const expiresAt = new Date(now + SIGN_IN_NONCE_TTL_MS).toISOString();
  const message = buildSignInMessage({
    domain: new URL(origin).host,
    address,
    uri: `${origin}/chain/`,
    chainId: `sui:${settings.network}`,
    nonce,
    issuedAt,
    expirationTime: expiresAt,
  });
  // One statement, one commit: the new nonce, and away with those an hour past their expiry
  // (no use left, even as evidence of reuse).
  await insertNonce(db, signInNonces, { nonce, address, message, issuedAt, expiresAt, pruneBefore: new Date(now - 3_600_000).toISOString() });
  return { nonce, message, expiresAt };
}

function fail(code: ErrorCode, message: string): never {
  throw new ApiError(401, code, message);
}

/** What a sign-in message is for: its statement, the path of its URI, and its name in a refusal. */
export interface SignInKind {
  statement: string;
  path: string;
  name: string;
}

/** The app's users: `Sign in to SuiL.`, URI `<origin>/chain/`. */
export const USER_SIGN_IN: SignInKind = { statement: SIGN_IN_STATEMENT, path: '/chain/', name: 'a SuiL sign-in message' };

/**
 * Everything a login can check without the database, in order, each with its own 401 code: the
 * message is one of `kind`'s, for this address, one of our origins and our chain, inside its
 * time window; then the signature. Returns the nonce it names.
 */
export async function checkSignedMessage(
  settings: SignInSettings,
  input: { address: string; message: string; signature: string },
  now: number,
  kind: SignInKind = USER_SIGN_IN,
): Promise<string> {
  const fields = parseSignInMessage(input.message, kind.statement);
  if (!fields) fail('message_mismatch', `the message is not ${kind.name}`);
  if (fields.address !== input.address) fail('address_mismatch', 'the message is for another address');
  if (!settings.publicOrigins.some((o) => new URL(o).host === fields.domain)) fail('domain_mismatch', `the message is for ${fields.domain}, not for this site`);
  if (!settings.publicOrigins.some((o) => `${o}${kind.path}` === fields.uri)) fail('uri_mismatch', 'the message names another URI');
  if (fields.chainId !== `sui:${settings.network}`) fail('chain_mismatch', `the message is for ${fields.chainId}, not sui:${settings.network}`);
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = Date.parse(fields.expirationTime);
  if (Number.isNaN(issuedAt) || Number.isNaN(expiresAt)) fail('message_mismatch', 'the message times are not valid');
  if (issuedAt > now + SKEW_MS) fail('not_yet_valid', 'the message is not valid yet');
  if (now > expiresAt) fail('expired', 'the nonce has expired; request a new one');
  const bytes = new TextEncoder().encode(input.message);
  // Ed25519 natively (ed25519.ts); any other scheme through the SDK.
  const native = await verifyEd25519PersonalMessage(bytes, input.signature, input.address);
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
 * Throws the refusal that says why a nonce was not consumed (unknown to this address, used,
 * expired, another message, or spent by a racing login a moment ago); returns when it was.
 */
export function requireConsumed(row: NonceOutcome | undefined, input: { address: string; message: string }, now: number): void {
  if (!row || row.address !== input.address) fail('nonce_unknown', 'this nonce was not issued for this address');
  if (row.consumed) return;
  if (row.used_at !== null) fail('nonce_used', 'this nonce has already been used');
  if (now > new Date(row.expires_at).getTime()) fail('expired', 'the nonce has expired; request a new one');
  if (input.message !== row.message) fail('message_mismatch', 'the message differs from the one issued');
  // Issued, unexpired, this message, unused a moment ago: another login spent it meanwhile.
  fail('nonce_used', 'this nonce has already been used');
}

/**
 * Checks a login and consumes its nonce; returns the address that signed in. Every check of
 * docs/api.md, each with its own code. What the message says is checked first, then the signature,
 * then ONE statement consumes the nonce and records the user (one round trip, one commit). The
 * nonce is spent only by a valid signature, so nobody can burn another user's nonce with a bad
 * one; the conditional update makes it single use even when two logins race.
 */
export async function verifyLogin(
  db: Executor,
  settings: SignInSettings,
  input: { address: string; message: string; signature: string },
  now: number,
): Promise<string> {
  const nonce = await checkSignedMessage(settings, input, now);
  // The nonce is consumed only when it was issued to this address for exactly this message,
  // is unexpired and unused; the address becomes a user the server knows (a transfer may be
  // sent to it) even before the indexer has seen it on chain, with the time of its sign-in.
  // `issued` is the row as it was before: when nothing was consumed, it says why.
  const at = new Date(now).toISOString();
  const row = await consumeNonce(db, signInNonces, { nonce, address: input.address, message: input.message, at }, { also: recordSignInOfConsumed(at) });
  requireConsumed(row, input, now);
  return input.address;
}
