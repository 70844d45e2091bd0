// POST /api/sponsor/bind and /api/sponsor/execute (docs/api.md, "Sponsored bind"): a signed-in
// newcomer without SUI binds their inviter while the operator's sponsor pays the gas. The
// server builds the whole transaction; the user's wallet signs exactly those bytes (sign only,
// never execute); the server checks them, co-signs as gas owner and executes. Every refusal is
// an ApiError whose message key names it (`api.sponsorRefusals.<code>`), the 503 ones included:
// the server's own 503 says why, unlike a proxy's.
import {
  SPONSOR_REFUSALS,
  SponsorExecuteResponseSchema,
  SponsoredBindSchema,
  type SponsorBindRequest,
  type SponsorExecuteRequest,
  type SponsorRefusal,
} from '../../contract/api';
import { ApiError, toApiError } from './api-error';
import { apiClient } from './client';
import { amount } from './paging';
import { parseAnswer } from './parse-answer';

/** The transaction the server built for the caller, good until `expiresAt`, once. */
export interface SponsoredBindOffer {
  /** Base64 BCS TransactionData: sender = the caller, gas owner = the sponsor. */
  txBytes: string;
  digest: string;
  sponsor: string;
  /** The most gas the sponsor pays for it (SUI base units). */
  gasBudget: bigint;
  expiresAt: string;
}

export interface SponsoredBindExecuted {
  digest: string;
  /** The checkpoint that holds it; null when the node had not said yet. */
  checkpoint: bigint | null;
}

/** The sponsor's refusal an error stands for, or null when it is none (a 401 is the session's end, not a refusal). */
export function sponsorRefusalOf(error: unknown): SponsorRefusal | null {
  if (!(error instanceof ApiError) || error.status === undefined || error.status === 401) return null;
  const code = error.serverCode;
  return (SPONSOR_REFUSALS as readonly string[]).includes(code ?? '') ? (code as SponsorRefusal) : null;
}

/** Any failure of a sponsor call as an ApiError, a refusal with its own message. */
function toSponsorError(error: unknown): ApiError {
  const apiError = toApiError(error);
  const refusal = sponsorRefusalOf(apiError);
  if (refusal === null) return apiError;
  return new ApiError('rejected', `api.sponsorRefusals.${refusal}`, { status: apiError.status, serverCode: refusal });
}

/**
 * Asks the server for the bind of `inviter` with the sponsor paying (the caller is the signed-in
 * address). Rejects with an ApiError; a refusal (`already_sponsored`, `sponsor_paused`, ...)
 * comes before anything exists to sign.
 */
export async function requestSponsoredBind(inviter: string): Promise<SponsoredBindOffer> {
  const body: SponsorBindRequest = { inviter };
  try {
    const data = parseAnswer(SponsoredBindSchema, (await apiClient.post('/sponsor/bind', body)).data);
    return { txBytes: data.txBytes, digest: data.digest, sponsor: data.sponsor, gasBudget: amount(data.gasBudget), expiresAt: data.expiresAt };
  } catch (error) {
    throw toSponsorError(error);
  }
}

/**
 * Sends the bytes the wallet signed, with its signature, for the sponsor to co-sign and execute;
 * resolves once the node has executed them. Rejects with an ApiError; a refusal means the
 * sponsor signed nothing and nothing was executed.
 */
export async function executeSponsoredBind(signed: SponsorExecuteRequest): Promise<SponsoredBindExecuted> {
  const body: SponsorExecuteRequest = { txBytes: signed.txBytes, signature: signed.signature };
  try {
    const data = parseAnswer(SponsorExecuteResponseSchema, (await apiClient.post('/sponsor/execute', body)).data);
    return { digest: data.digest, checkpoint: data.checkpoint === null ? null : BigInt(data.checkpoint) };
  } catch (error) {
    throw toSponsorError(error);
  }
}
