// Every /api answer says nosniff and may not be framed; answers with a user's data or a token
// are never stored by a cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from './test/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ token } = await server.signIn());
});
afterAll(async () => {
  await server.close();
});

function expectSecure(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
}

describe('security headers of /api', () => {
  it('public answers, errors and unknown paths: nosniff and no framing', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/nodes'],
      ['GET', '/api/notices?limit=0'],
      ['GET', '/api/nowhere'],
      ['POST', '/api/auth/nonce'],
    ] as const) {
      const res = await server.request(method, path, method === 'POST' ? { body: {} } : {});
      expectSecure(res);
    }
  });

  it('authenticated answers, refused or not, and the login that issues a token: Cache-Control no-store', async () => {
    const me = await server.request('GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expectSecure(me);
    expect(me.headers.get('cache-control')).toBe('no-store');

    const refused = await server.request('GET', '/api/me/income');
    expect(refused.status).toBe(401);
    expectSecure(refused);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const signedIn = await server.signIn();
    expect(signedIn.token).toBeTruthy();
    const login = await server.request('POST', '/api/auth/login', { body: { address: signedIn.address, message: 'x', signature: 'AAAA' } });
    expectSecure(login);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('public content may be cached: no no-store there', async () => {
    const res = await server.request('GET', '/api/nodes');
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });
});
