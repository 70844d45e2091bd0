import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ChainException, toChainError } from '../../../chain/errors';
import { sponsorFailure, sponsorRefusalIn } from './sponsor-failure';

const refused = (code: string, status: number) => new ApiError('rejected', 'errors.requestFailed', { status, serverCode: code });

describe('sponsorFailure', () => {
  it('gives a refusal its own message and says whether the wallet had signed', () => {
    const before = toChainError(sponsorFailure(refused('sponsor_paused', 503), 'beforeSigning'));
    expect(before).toEqual({ code: 'sponsorRefused', messageKey: 'api.sponsorRefusals.sponsor_paused', values: { refusal: 'sponsor_paused', stage: 'beforeSigning' } });
    expect(sponsorRefusalIn(before)).toEqual({ refusal: 'sponsor_paused', stage: 'beforeSigning' });
    const after = toChainError(sponsorFailure(refused('not_issued', 409), 'afterSigning'));
    expect(sponsorRefusalIn(after)).toEqual({ refusal: 'not_issued', stage: 'afterSigning' });
  });

  it("reads a 401 as the session's end, even with a refusal's code", () => {
    const expired = new ApiError('unauthorized', 'errors.loginExpired', { status: 401, serverCode: 'bad_signature' });
    expect(toChainError(sponsorFailure(expired, 'afterSigning'))).toEqual({ code: 'sessionExpired', messageKey: 'errors.loginExpired' });
  });

  it('says a call with no answer after signing was sent but not confirmed; before signing, a network error', () => {
    const network = new ApiError('network', 'errors.networkError');
    expect(toChainError(sponsorFailure(network, 'beforeSigning')).code).toBe('network');
    expect(toChainError(sponsorFailure(network, 'afterSigning')).code).toBe('confirmTimeout');
  });

  it("reads any other server answer as the action's failure, and passes what is not an API error through", () => {
    expect(toChainError(sponsorFailure(refused('invalid_request', 400), 'beforeSigning'))).toEqual({ code: 'requestFailed', messageKey: 'errors.requestFailed' });
    const own = new ChainException('invalidUser');
    expect(sponsorFailure(own, 'beforeSigning')).toBe(own);
    expect(sponsorRefusalIn({ code: 'invalidUser', messageKey: 'validation.invalidUser' })).toBeNull();
  });
});
