// The sign-in gate end to end in the page: the burner wallet signs the message that a real
// HTTP server (on this machine, answering at the page's own /api) issued and then verifies.
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessGate } from '../components/access-gate';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../test/render-for-test';
import { useAuthStore } from '../stores/auth';
import { replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../test/local-api';
import { onLoginSuccess, type LoginSuccessDetail } from './events';

let api: LocalApi;
let origin: string;
let restorePage: () => void;
/** How the server answers the nonce request: a message to sign, or a failure status. */
let nonceStatus = 200;
const issued = new Map<string, string>();

beforeAll(async () => {
  api = await startLocalApi(async ({ url, body: received }, res) => {
    const body = received ?? {};
    if (url === '/api/auth/nonce') {
      if (nonceStatus !== 200) return replyJson(res, nonceStatus, { error: { code: 'internal_error', message: 'down' } });
      const message = `${new URL(origin).host} wants you to sign in with your Sui account:\n${body.address}\n\nSign in to SuiL.\n\nNonce: ${issued.size}abcdefghijklmnop`;
      issued.set(body.address!, message);
      return replyJson(res, 200, { nonce: 'n', message, expiresAt: new Date(Date.now() + 300_000).toISOString() });
    }
    if (url === '/api/auth/login') {
      try {
        if (issued.get(body.address!) !== body.message) throw new Error('message_mismatch');
        await verifyPersonalMessageSignature(new TextEncoder().encode(body.message), body.signature!, { address: body.address });
        return replyJson(res, 200, { access_token: `token-for-${body.address}`, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
      } catch {
        return replyJson(res, 401, { error: { code: 'bad_signature', message: 'no' } });
      }
    }
    return replyJson(res, 404, { error: { code: 'not_found', message: 'no' } });
  });
  origin = api.origin;
  // The app calls /api on its own origin: make this server the page's origin.
  restorePage = setPageUrl(`${origin}/chain/`);
});

afterAll(async () => {
  restorePage();
  await api.close();
});

afterEach(() => {
  nonceStatus = 200;
  useAuthStore.getState().clearSession();
});

async function renderGate() {
  const dAppKit = createTestDAppKit();
  renderForTest(
    <AccessGate requires="signIn" walletHint="Connect to see this">
      <p>signed-in content</p>
    </AccessGate>,
    { dAppKit },
  );
  let address = '';
  await act(async () => {
    address = await connectBurnerWallet(dAppKit);
  });
  return address;
}

describe('the Log in button of a sign-in gate', () => {
  it('signs the issued message with the wallet, stores the token and announces the login', async () => {
    const address = await renderGate();
    const logins: LoginSuccessDetail[] = [];
    const stop = onLoginSuccess((detail) => logins.push(detail));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('signed-in content', undefined, { timeout: 5000 })).toBeTruthy();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: `token-for-${address}`, currentAccount: address });
    expect(localStorage.getItem('access_token')).toBe(`token-for-${address}`);
    expect(logins).toEqual([{ address, isNewLogin: true }]);
    stop();
  });

  it('says which step failed and stays signed out', async () => {
    await renderGate();
    const consoleError = spyOnPageConsole();
    nonceStatus = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Failed to obtain random number', { exact: false }, { timeout: 5000 })).toBeTruthy();
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/auth/nonce 500 (Internal Server Error)`]]);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(screen.queryByText('signed-in content')).toBeNull();
  });
});
