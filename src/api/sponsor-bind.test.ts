// The sponsored bind's two calls against a real HTTP server on this machine (the app's own
// client, /api on the page's origin): the bodies they send, the answers they read, and each of
// the sponsor's refusals as its own message key, the 503 ones too (a proxy's 503 is the network).
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SPONSOR_REFUSAL_STATUS, SPONSOR_REFUSALS } from '../../contract/api';
import { useAuthStore } from '../stores/auth';
import { expectApiError, replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi } from '../test/local-api';
import { executeSponsoredBind, requestSponsoredBind, sponsorRefusalOf } from './sponsor-bind';

const ALICE = '0x' + 'a'.repeat(64);
const ROOT = '0x' + '1'.repeat(64);
const SPONSOR = '0x' + '5'.repeat(64);
const TX_BYTES = 'AAACAQ+8r7Xl3BEZ7JtqSZqqCXCTBxoXmLUuhWn6tAe5wLOSWgwAAAAAAAAAAQ==';
const DIGEST = '8xZ2abCDEFGHijkmnopQRSTuvwxyz123456789Kq1abc';
const SIGNATURE = 'AFk2YmNk+/8=';

/** Each refusal with the status the server answers it with. */
const STATUS = SPONSOR_REFUSAL_STATUS;

let api: LocalApi;
let restorePage: () => void;
const seen: { method: string; path: string; authorization?: string; body: unknown }[] = [];
/** What the next call answers: a status and a body. */
let answer: { status: number; body: unknown } | { raw: number } = { status: 404, body: {} };

beforeAll(async () => {
  api = await startLocalApi(({ method, url, headers, body }, res) => {
    seen.push({ method, path: url, authorization: headers.authorization, body });
    if ('raw' in answer) {
      // A proxy in front of the server: a status and no body of the server's.
      res.writeHead(answer.raw);
      return res.end('Service Unavailable');
    }
    replyJson(res, answer.status, answer.body);
  });
  restorePage = setPageUrl(`${api.origin}/`);
});

afterAll(async () => {
  restorePage();
  useAuthStore.getState().clearSession();
  await api.close();
});

afterEach(() => {
  seen.length = 0;
  useAuthStore.getState().setSession('token-of-alice', ALICE);
});

describe('requestSponsoredBind', () => {
  it('posts the inviter with the token and reads the transaction, its budget as bigint', async () => {
    useAuthStore.getState().setSession('token-of-alice', ALICE);
    answer = { status: 201, body: { txBytes: TX_BYTES, digest: DIGEST, sponsor: SPONSOR, gasBudget: '3705104', expiresAt: '2026-11-28T05:00:00.000Z' } };
    const offer = await requestSponsoredBind(ROOT);
    expect(seen).toEqual([{ method: 'POST', path: '/api/sponsor/bind', authorization: 'Bearer token-of-alice', body: { inviter: ROOT } }]);
    expect(offer).toEqual({ txBytes: TX_BYTES, digest: DIGEST, sponsor: SPONSOR, gasBudget: 3_705_104n, expiresAt: '2026-11-28T05:00:00.000Z' });
  });

  it('reads an answer the contract does not accept as "request failed", never half of it', async () => {
    answer = { status: 201, body: { txBytes: 'not base64!', digest: DIGEST, sponsor: SPONSOR, gasBudget: '1', expiresAt: 'x' } };
    expect(await expectApiError(requestSponsoredBind(ROOT))).toMatchObject({ code: 'badResponse', messageKey: 'errors.requestFailed' });
    answer = { status: 201, body: { txBytes: TX_BYTES, digest: DIGEST, sponsor: SPONSOR, gasBudget: '0.5', expiresAt: 'x' } };
    expect(await expectApiError(requestSponsoredBind(ROOT))).toMatchObject({ code: 'badResponse' });
  });

  it.each(SPONSOR_REFUSALS.map((code) => [code, STATUS[code]] as const))('gives the refusal %s (%i) its own message', async (code, status) => {
    const consoleError = spyOnPageConsole();
    answer = { status, body: { error: { code, message: 'the server says why, in English' } } };
    const error = await expectApiError(requestSponsoredBind(ROOT));
    expect(error).toMatchObject({ code: 'rejected', status, serverCode: code, messageKey: `api.sponsorRefusals.${code}` });
    expect(sponsorRefusalOf(error)).toBe(code);
    // The message exists, in the user's words, not the server's.
    expect(i18next.exists(error.messageKey)).toBe(true);
    expect(i18next.t(error.messageKey)).not.toContain('the server says why');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("reads a proxy's 503, an unknown code and a 401 as what they are, not as a refusal", async () => {
    const consoleError = spyOnPageConsole();
    answer = { raw: 503 };
    const unreachable = await expectApiError(requestSponsoredBind(ROOT));
    expect(unreachable).toMatchObject({ code: 'network', messageKey: 'errors.networkError' });
    expect(sponsorRefusalOf(unreachable)).toBeNull();

    answer = { status: 400, body: { error: { code: 'invalid_request', message: 'bad body' } } };
    expect(await expectApiError(requestSponsoredBind(ROOT))).toMatchObject({ code: 'rejected', messageKey: 'errors.requestFailed' });

    // A 401 ends the session (the client tells the user), whatever code it carries.
    answer = { status: 401, body: { error: { code: 'bad_signature', message: 'no' } } };
    const expired = await expectApiError(requestSponsoredBind(ROOT));
    expect(expired).toMatchObject({ code: 'unauthorized', messageKey: 'errors.loginExpired' });
    expect(sponsorRefusalOf(expired)).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(3);
  });
});

describe('executeSponsoredBind', () => {
  it('posts exactly the bytes and signature it was given, and reads the digest and checkpoint', async () => {
    answer = { status: 200, body: { digest: DIGEST, checkpoint: '42' } };
    expect(await executeSponsoredBind({ txBytes: TX_BYTES, signature: SIGNATURE })).toEqual({ digest: DIGEST, checkpoint: 42n });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/sponsor/execute', authorization: 'Bearer token-of-alice', body: { txBytes: TX_BYTES, signature: SIGNATURE } },
    ]);
    answer = { status: 200, body: { digest: DIGEST, checkpoint: null } };
    expect(await executeSponsoredBind({ txBytes: TX_BYTES, signature: SIGNATURE })).toEqual({ digest: DIGEST, checkpoint: null });
  });

  it('gives a refusal after signing its own message too', async () => {
    const consoleError = spyOnPageConsole();
    answer = { status: 409, body: { error: { code: 'not_issued', message: 'expired' } } };
    expect(await expectApiError(executeSponsoredBind({ txBytes: TX_BYTES, signature: SIGNATURE }))).toMatchObject({
      code: 'rejected',
      messageKey: 'api.sponsorRefusals.not_issued',
    });
    answer = { status: 503, body: { error: { code: 'sponsor_unfunded', message: 'empty' } } };
    expect(await expectApiError(executeSponsoredBind({ txBytes: TX_BYTES, signature: SIGNATURE }))).toMatchObject({
      code: 'rejected',
      status: 503,
      messageKey: 'api.sponsorRefusals.sponsor_unfunded',
    });
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
