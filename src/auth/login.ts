// Sign-in (docs/product.md §3, §7, §8; docs/api.md): request a random number, have the wallet
// sign the server's message, exchange the signature for an access_token. Each step fails with
// its own message, so the user knows whether the server, the wallet or the check refused.
import type { LoginRequest, LoginResponse, NonceResponse } from '../../contract/api';
import { toApiError } from '../api/api-error';

export type LoginStep = 'nonce' | 'sign' | 'login' | 'token';

export type LoginMessageKey = 'errors.nonceFailed' | 'errors.signFailed' | 'errors.loginFailed' | 'errors.loginNoToken';

const STEP_MESSAGES: Record<LoginStep, LoginMessageKey> = {
  nonce: 'errors.nonceFailed',
  sign: 'errors.signFailed',
  login: 'errors.loginFailed',
  token: 'errors.loginNoToken',
};

export class LoginError extends Error {
  readonly step: LoginStep;
  readonly messageKey: LoginMessageKey;
  /** What went wrong underneath (an ApiError, the wallet's error), for the wallet catalogue. */
  readonly reason: unknown;

  constructor(step: LoginStep, reason?: unknown) {
    super(`sign-in failed at ${step}`);
    this.name = 'LoginError';
    this.step = step;
    this.messageKey = STEP_MESSAGES[step];
    this.reason = reason;
  }
}

export interface LoginDependencies {
  requestNonce: (address: string) => Promise<NonceResponse>;
  /** The wallet's signPersonalMessage for the connected account; resolves with the signature. */
  signPersonalMessage: (message: Uint8Array) => Promise<{ signature: string }>;
  submitLogin: (request: LoginRequest) => Promise<LoginResponse>;
}

export interface LoginSession {
  address: string;
  accessToken: string;
  expiresAt: string;
}

/** Runs the three steps for `address`; throws a LoginError naming the step that failed. */
export async function login(address: string, deps: LoginDependencies): Promise<LoginSession> {
  let nonce: NonceResponse;
  try {
    nonce = await deps.requestNonce(address);
  } catch (error) {
    throw new LoginError('nonce', toApiError(error));
  }
  if (typeof nonce?.message !== 'string' || nonce.message === '') throw new LoginError('nonce');

  let signature: string;
  try {
    ({ signature } = await deps.signPersonalMessage(new TextEncoder().encode(nonce.message)));
  } catch (error) {
    throw new LoginError('sign', error);
  }
  if (typeof signature !== 'string' || signature === '') throw new LoginError('sign');

  let response: LoginResponse;
  try {
    response = await deps.submitLogin({ address, message: nonce.message, signature });
  } catch (error) {
    throw new LoginError('login', toApiError(error));
  }
  const accessToken = response?.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new LoginError('token');
  return { address, accessToken, expiresAt: response.expiresAt };
}
