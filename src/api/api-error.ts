// What a failed /api call means to the user, as a value the UI can translate (docs/working.md: errors
// are a code and a message key). Every rejection of the API client is an ApiError, so a page
// never sees an axios error, a stack or a server's English text.
import { AxiosError } from 'axios';
import type { ErrorCode, SponsorRefusal } from '../../contract/api';

export type ApiErrorCode =
  /** 401: the token is missing, expired or revoked; the session is over. */
  | 'unauthorized'
  /** No answer: offline, DNS, the server or its proxy unreachable (502-504), or the timeout. */
  | 'network'
  /** The server answered with an error of its own (4xx other than 401, 5xx). */
  | 'rejected'
  /** The server answered 2xx with a body this app cannot read. */
  | 'badResponse'
  /** The request was aborted by the app (a query that is no longer needed). */
  | 'canceled';

export type ApiMessageKey =
  | 'errors.loginExpired'
  | 'errors.networkError'
  | 'errors.requestFailed'
  | `api.serverErrors.${ServerErrorCode}`
  /** A refusal of the sponsored bind (api/sponsor-bind.ts gives it). */
  | `api.sponsorRefusals.${SponsorRefusal}`;

/**
 * Server error codes (contract/api.ts ERROR_CODES) that mean something the user can act on;
 * any other code reads 'request failed'.
 */
export const SERVER_ERROR_CODES = [
  'insufficient_balance',
  'below_minimum',
  'sold_out',
  'locked',
  'already_redeemed',
  'not_found',
  'rate_limited',
  'withdrawal_pending',
  'chain_changed',
  'withdrawals_paused',
  'reserve_short',
  'reserve_unavailable',
  'signer_unavailable',
  'over_voucher_limit',
  'over_user_daily_limit',
  'over_total_daily_limit',
] as const satisfies readonly ErrorCode[];
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly messageKey: ApiMessageKey;
  /** The HTTP status, when the server answered. */
  readonly status?: number;
  /** The server's own error code (`nonce_used`, `insufficient_income`, ...), when it gave one. */
  readonly serverCode?: string;

  constructor(code: ApiErrorCode, messageKey: ApiMessageKey, options: { status?: number; serverCode?: string } = {}) {
    super(`${code}${options.status ? ` (${options.status})` : ''}${options.serverCode ? `: ${options.serverCode}` : ''}`);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey = messageKey;
    this.status = options.status;
    this.serverCode = options.serverCode;
  }
}

function serverCodeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isKnownServerCode(code: string | undefined): code is ServerErrorCode {
  return code !== undefined && (SERVER_ERROR_CODES as readonly string[]).includes(code);
}

/** Gateway statuses mean the API could not be reached, whatever the proxy in front says. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** Maps anything an API call can throw to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ERR_CANCELED) return new ApiError('canceled', 'errors.requestFailed');
    const response = error.response;
    if (!response) return new ApiError('network', 'errors.networkError');
    const status = response.status;
    const serverCode = serverCodeOf(response.data);
    if (status === 401) return new ApiError('unauthorized', 'errors.loginExpired', { status, serverCode });
    // The server's own 503 (withdrawals paused, the chain changed) says why; a proxy's does not.
    if (UNREACHABLE_STATUSES.has(status) && !isKnownServerCode(serverCode)) return new ApiError('network', 'errors.networkError', { status, serverCode });
    const messageKey: ApiMessageKey = isKnownServerCode(serverCode) ? `api.serverErrors.${serverCode}` : 'errors.requestFailed';
    return new ApiError('rejected', messageKey, { status, serverCode });
  }
  // A body the parsers could not read (a malformed amount, a missing field).
  return new ApiError('badResponse', 'errors.requestFailed');
}
