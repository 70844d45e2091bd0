// The transfer call against a real HTTP server on this machine (the app's own client, /api on
// the page's origin): the body it sends, the answer it reads, and refusals as message keys.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { expectApiError, replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../test/local-api';
import { ApiError, toApiError } from './api-error';
import { createTransfer } from './create-transfer';

const ALICE = '0x' + 'a'.repeat(64);
const BOB = '0x' + 'b'.repeat(64);

let api: LocalApi;
let restorePage: () => void;
const seen: { method: string; path: string; authorization?: string; body: unknown }[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ method, url, headers, body }, res) => {
    seen.push({ method, path: url, authorization: headers.authorization, body });
    if (url !== '/api/me/transfers' || !body) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    if (body.to === ALICE) return replyJson(res, 409, { error: { code: 'self_transfer', message: 'cannot transfer to yourself' } });
    if (body.amount === '1000') return replyJson(res, 409, { error: { code: 'insufficient_balance', message: 'too much' } });
    if (body.amount === '7') return replyJson(res, 201, { id: 'x', to: BOB, coin: 'SUI', amount: '7.5', createdAt: '2026-11-21T12:00:00.000Z' });
    replyJson(res, 201, {
      id: 'e3b0c442', from: ALICE, to: body.to, coin: body.coin, amount: body.amount, createdAt: '2026-11-21T12:00:00.000Z',
      balances: { sui: '0', usdc: '0', suil: '0', withdrawableIncome: '0', heldIncome: '0' },
    });
  });
  // The app calls /api on its own origin: this server is the page's origin here.
  restorePage = setPageUrl(`${api.origin}/`);
  useAuthStore.getState().setSession('token-of-alice', ALICE);
});

afterAll(async () => {
  restorePage();
  useAuthStore.getState().clearSession();
  await api.close();
});

afterEach(() => {
  seen.length = 0;
});

describe('createTransfer', () => {
  it('posts the recipient, coin and base-unit amount with the token, and reads the answer as bigint', async () => {
    const done = await createTransfer({ to: BOB, coin: 'USDC', amount: 123_456_789_012_345_678_901n });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/me/transfers', authorization: 'Bearer token-of-alice', body: { to: BOB, coin: 'USDC', amount: '123456789012345678901' } },
    ]);
    expect(done).toEqual({ id: 'e3b0c442', to: BOB, coin: 'USDC', amount: 123_456_789_012_345_678_901n, createdAt: '2026-11-21T12:00:00.000Z' });
  });

  it('gives refusals as message keys with the server code, and a malformed answer as "request failed"', async () => {
    const consoleError = spyOnPageConsole();
    expect(await expectApiError(createTransfer({ to: BOB, coin: 'SUI', amount: 1000n }))).toMatchObject({
      code: 'rejected', status: 409, serverCode: 'insufficient_balance', messageKey: 'api.serverErrors.insufficient_balance',
    });
    expect(await expectApiError(createTransfer({ to: ALICE, coin: 'SUI', amount: 1n }))).toMatchObject({
      code: 'rejected', serverCode: 'self_transfer', messageKey: 'errors.requestFailed',
    });
    // A body the contract's schema does not accept rejects as an ApiError, read as "request failed".
    const malformed: unknown = await createTransfer({ to: BOB, coin: 'SUI', amount: 7n }).catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(ApiError);
    expect(toApiError(malformed)).toMatchObject({ code: 'badResponse', messageKey: 'errors.requestFailed' });
    expect(consoleError.mock.calls).toEqual([[`POST ${api.origin}/api/me/transfers 409 (Conflict)`], [`POST ${api.origin}/api/me/transfers 409 (Conflict)`]]);
  });
});
