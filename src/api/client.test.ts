// The API client against a real HTTP server on this machine: the bearer header, the session's
// end on a 401, and what each kind of failure reads as.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { expectApiError, replyJson, spyOnPageConsole, startLocalApi, type LocalApi } from '../test/local-api';
import { createApiClient, createSessionApiClient } from './client';

const ALICE = '0x' + 'a'.repeat(64);

let api: LocalApi;
let baseURL: string;
/** Every request the server saw: method, path and Authorization header. */
const seen: { method: string; path: string; authorization?: string }[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ method, url, headers }, res) => {
    // The test page (happy-dom) has another origin: answer like a CORS-enabled API.
    res.setHeader('access-control-allow-origin', '*');
    if (method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-headers': 'authorization, content-type, accept', 'access-control-allow-methods': 'GET, POST' });
      return res.end();
    }
    seen.push({ method, path: url, authorization: headers.authorization });
    switch (url) {
      case '/api/me':
        // Accepts only the token 'good'.
        if (headers.authorization === 'Bearer good') return replyJson(res, 200, { address: ALICE });
        return replyJson(res, 401, { error: { code: 'token_expired', message: 'token expired' } });
      case '/api/auth/login':
        return replyJson(res, 401, { error: { code: 'bad_signature', message: 'signature does not verify' } });
      case '/api/nodes/primary/purchase':
        return replyJson(res, 409, { error: { code: 'sold_out', message: 'sold out' } });
      case '/api/teapot':
        return replyJson(res, 418, { error: { code: 'something_new', message: 'I am a teapot' } });
      case '/api/gateway':
        res.writeHead(502);
        return res.end('Bad Gateway');
      case '/api/me/slowly':
        setTimeout(() => replyJson(res, 401, { error: { code: 'token_expired', message: 'token expired' } }), 100);
        return;
      case '/api/slow':
        return; // never answers: the timeout must end the call
      default:
        return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    }
  });
  baseURL = `${api.origin}/api`;
});

afterAll(() => api.close());

afterEach(() => {
  seen.length = 0;
  useAuthStore.getState().clearSession();
});

describe('the session API client', () => {
  it('sends the stored token as a bearer token, and nothing without one', async () => {
    const consoleError = spyOnPageConsole();
    const client = createSessionApiClient({ baseURL, adapter: 'fetch' });
    useAuthStore.getState().setSession('good', ALICE);
    const { data } = await client.get('/me');
    expect(data).toEqual({ address: ALICE });
    useAuthStore.getState().clearSession();
    await expectApiError(client.get('/me'));
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer good', undefined]);
    expect(consoleError.mock.calls).toEqual([[`GET ${baseURL}/me 401 (Unauthorized)`]]);
  });

  it('ends the session on a 401 to a call made with the current token', async () => {
    const consoleError = spyOnPageConsole();
    const client = createSessionApiClient({ baseURL, adapter: 'fetch' });
    useAuthStore.getState().setSession('revoked', ALICE);
    const error = await expectApiError(client.get('/me'));
    expect(error).toMatchObject({ code: 'unauthorized', messageKey: 'errors.loginExpired', status: 401, serverCode: 'token_expired' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, currentAccount: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(consoleError.mock.calls).toEqual([[`GET ${baseURL}/me 401 (Unauthorized)`]]);
  });

  it('keeps a session that was renewed while an older call was refused', async () => {
    const consoleError = spyOnPageConsole();
    let token = 'old';
    let ended = 0;
    const client = createApiClient({ baseURL, adapter: 'fetch', getAccessToken: () => token, onUnauthorized: () => ended++ });
    const call = client.get('/me/slowly');
    await expect.poll(() => seen.length).toBe(1);
    token = 'new'; // signed in again before the old call's answer arrived
    await expectApiError(call);
    expect(seen[0]!.authorization).toBe('Bearer old');
    expect(ended).toBe(0);
    expect(consoleError.mock.calls).toEqual([[`GET ${baseURL}/me/slowly 401 (Unauthorized)`]]);
  });

  it('does not treat a refused sign-in as an expired session', async () => {
    const consoleError = spyOnPageConsole();
    const client = createSessionApiClient({ baseURL, adapter: 'fetch' });
    useAuthStore.getState().setSession('good', ALICE);
    const error = await expectApiError(client.post('/auth/login', {}, { anonymous: true }));
    expect(error).toMatchObject({ code: 'unauthorized', serverCode: 'bad_signature' });
    expect(seen[0]!.authorization).toBeUndefined();
    expect(useAuthStore.getState().accessToken).toBe('good');
    expect(consoleError.mock.calls).toEqual([[`POST ${baseURL}/auth/login 401 (Unauthorized)`]]);
  });
});

describe('failures', () => {
  // A timeout only the call to /slow (which never answers) can reach, even on a busy machine.
  const client = (timeout = 30_000) => createApiClient({ baseURL, adapter: 'fetch', timeout, getAccessToken: () => null, onUnauthorized: () => undefined });

  it('reads an unreachable server as a network error', async () => {
    const consoleError = spyOnPageConsole();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createApiClient({ baseURL: `http://127.0.0.1:${port}/api`, adapter: 'fetch', getAccessToken: () => null, onUnauthorized: () => undefined });
    expect(await expectApiError(unreachable.get('/me'))).toMatchObject({ code: 'network', messageKey: 'errors.networkError' });
    expect(consoleError.mock.calls).toEqual([[expect.objectContaining({ code: 'ECONNREFUSED', port })]]);
  });

  it('reads a timeout and a gateway error as network errors', async () => {
    const consoleError = spyOnPageConsole();
    expect(await expectApiError(client(300).get('/slow'))).toMatchObject({ code: 'network', messageKey: 'errors.networkError' });
    expect(await expectApiError(client().get('/gateway'))).toMatchObject({ code: 'network', messageKey: 'errors.networkError', status: 502 });
    // The timeout's abort is not a line of the page's console (spyOnPageConsole).
    expect(consoleError.mock.calls).toEqual([[`GET ${baseURL}/gateway 502 (Bad Gateway)`]]);
  });

  it('gives known server codes their own message and others "request failed"', async () => {
    const consoleError = spyOnPageConsole();
    expect(await expectApiError(client().post('/nodes/primary/purchase'))).toMatchObject({
      code: 'rejected',
      status: 409,
      serverCode: 'sold_out',
      messageKey: 'api.serverErrors.sold_out',
    });
    expect(await expectApiError(client().get('/teapot'))).toMatchObject({ code: 'rejected', status: 418, messageKey: 'errors.requestFailed' });
    expect(consoleError.mock.calls).toEqual([[`POST ${baseURL}/nodes/primary/purchase 409 (Conflict)`], [`GET ${baseURL}/teapot 418 (I'm a Teapot)`]]);
  });

  it('never lets the server text or a stack reach the message', async () => {
    const consoleError = spyOnPageConsole();
    const error = await expectApiError(client().get('/teapot'));
    expect(error.message).not.toContain('teapot');
    expect(consoleError.mock.calls).toEqual([[`GET ${baseURL}/teapot 418 (I'm a Teapot)`]]);
  });
});
