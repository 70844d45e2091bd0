import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import { describe, expect, it } from 'vitest';
import { buildSignInMessage } from '../../contract/api';
import { ApiError } from '../api/api-error';
import { login, LoginError, type LoginDependencies } from './login';

const keypair = new Ed25519Keypair();
const address = keypair.toSuiAddress();
const message = buildSignInMessage({
  domain: 'localhost:5173',
  address,
  uri: 'http://localhost:5173/chain/',
  chainId: 'sui:localnet',
  nonce: 'k3Jd8s0aPq1ZxY7w',
  issuedAt: '2026-11-21T15:00:00.000Z',
  expirationTime: '2026-11-21T15:05:00.000Z',
});

function deps(overrides: Partial<LoginDependencies> = {}): LoginDependencies {
  return {
    requestNonce: async () => ({ nonce: 'k3Jd8s0aPq1ZxY7w', message, expiresAt: '2026-11-21T15:05:00.000Z' }),
    signPersonalMessage: (bytes) => keypair.signPersonalMessage(bytes),
    submitLogin: async ({ message: signed, signature }) => {
      // What the server checks: the signature over the issued message, by this address.
      await verifyPersonalMessageSignature(new TextEncoder().encode(signed), signature, { address });
      return { access_token: 'token-1', expiresAt: '2026-11-22T15:00:00.000Z' };
    },
    ...overrides,
  };
}

async function failedStep(promise: Promise<unknown>): Promise<LoginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginError);
  return error as LoginError;
}

describe('login', () => {
  it('signs the server message byte for byte and returns the token', async () => {
    await expect(login(address, deps())).resolves.toEqual({ address, accessToken: 'token-1', expiresAt: '2026-11-22T15:00:00.000Z' });
  });

  it('names the step that failed', async () => {
    const network = new ApiError('network', 'errors.networkError');
    expect(await failedStep(login(address, deps({ requestNonce: () => Promise.reject(network) })))).toMatchObject({
      step: 'nonce',
      messageKey: 'errors.nonceFailed',
      reason: network,
    });
    const rejected = new Error('User rejected the request');
    expect(await failedStep(login(address, deps({ signPersonalMessage: () => Promise.reject(rejected) })))).toMatchObject({
      step: 'sign',
      messageKey: 'errors.signFailed',
      reason: rejected,
    });
    expect(
      await failedStep(login(address, deps({ submitLogin: () => Promise.reject(new ApiError('unauthorized', 'errors.loginExpired', { status: 401, serverCode: 'bad_signature' })) }))),
    ).toMatchObject({ step: 'login', messageKey: 'errors.loginFailed' });
    expect(await failedStep(login(address, deps({ submitLogin: async () => ({ access_token: '', expiresAt: '' }) })))).toMatchObject({
      step: 'token',
      messageKey: 'errors.loginNoToken',
    });
  });

  it('refuses a nonce answer without a message to sign', async () => {
    const answer = { nonce: 'n', message: '', expiresAt: '' };
    expect(await failedStep(login(address, deps({ requestNonce: async () => answer })))).toMatchObject({ step: 'nonce' });
  });

  it('does not let a signature by another key through the server check', async () => {
    const other = new Ed25519Keypair();
    const error = await failedStep(
      login(
        address,
        deps({
          signPersonalMessage: (bytes) => other.signPersonalMessage(bytes),
          submitLogin: async ({ message: signed, signature }) => {
            await verifyPersonalMessageSignature(new TextEncoder().encode(signed), signature, { address });
            return { access_token: 'x', expiresAt: '' };
          },
        }),
      ),
    );
    expect(error.step).toBe('login');
  });
});
