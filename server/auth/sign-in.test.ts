// The sign-in of docs/api.md, and each attack on it refused with its own code.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorBody, type LoginResponse, type NonceResponse, buildSignInMessage, parseSignInMessage } from '../../contract/api.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({}, database);
});
afterEach(async () => {
  await server.close();
});

async function nonceFor(address: string, origin?: string): Promise<NonceResponse> {
  const res = await server.request('POST', '/api/auth/nonce', { body: { address }, headers: origin ? { origin } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as NonceResponse;
}

async function sign(keypair: Ed25519Keypair, message: string): Promise<string> {
  return (await keypair.signPersonalMessage(new TextEncoder().encode(message))).signature;
}

async function login(body: unknown): Promise<{ status: number; body: LoginResponse & ErrorBody }> {
  const res = await server.request('POST', '/api/auth/login', { body });
  return { status: res.status, body: (await res.json()) as LoginResponse & ErrorBody };
}

/** A message as issued but with some fields changed, signed by `keypair`. */
async function forged(keypair: Ed25519Keypair, issued: NonceResponse, change: Partial<ReturnType<typeof parseSignInMessage> & object>) {
  const fields = { ...parseSignInMessage(issued.message)!, ...change };
  const message = buildSignInMessage(fields);
  return { address: keypair.toSuiAddress(), message, signature: await sign(keypair, message) };
}

describe('POST /api/auth/nonce', () => {
  it('issues a fresh 24-character alphanumeric nonce in the exact message, valid for 5 minutes', async () => {
    const address = Ed25519Keypair.generate().toSuiAddress();
    const a = await nonceFor(address);
    const b = await nonceFor(address);
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.message).toBe(
      buildSignInMessage({
        domain: 'localhost:5173',
        address,
        uri: 'http://localhost:5173/chain/',
        chainId: 'sui:localnet',
        nonce: a.nonce,
        issuedAt: '2026-11-21T12:00:00.000Z',
        expirationTime: '2026-11-21T12:05:00.000Z',
      }),
    );
    expect(a.expiresAt).toBe('2026-11-21T12:05:00.000Z');
  });

  it('uses the request origin when it is one of the configured app origins, and only then', async () => {
    const address = Ed25519Keypair.generate().toSuiAddress();
    expect((await nonceFor(address, 'http://127.0.0.1:4173')).message).toMatch(/^127\.0\.0\.1:4173 wants you.*\nURI: http:\/\/127\.0\.0\.1:4173\/chain\//s);
    expect((await nonceFor(address, 'https://evil.example')).message).toMatch(/^localhost:5173 wants you/);
  });

  it('refuses a bad address or a missing field with 400 invalid_request', async () => {
    for (const body of [{}, { address: 'nope' }, { address: 7 }]) {
      const res = await server.request('POST', '/api/auth/nonce', { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_request');
    }
    const res = await server.request('POST', '/api/auth/nonce', { body: '{"address":' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the signed message and the token opens /api/me', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const { status, body } = await login({ address: keypair.toSuiAddress(), message: issued.message, signature: await sign(keypair, issued.message) });
    expect(status).toBe(200);
    expect(body.expiresAt).toBe('2026-11-22T12:00:00.000Z');
    const me = await server.request('GET', '/api/me', { token: body.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { address: string }).address).toBe(keypair.toSuiAddress());
  });

  it('refuses a reused nonce: nonce_used', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const body = { address: keypair.toSuiAddress(), message: issued.message, signature: await sign(keypair, issued.message) };
    expect((await login(body)).status).toBe(200);
    const again = await login(body);
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('nonce_used');
  });

  it('lets only one of two simultaneous logins with the same nonce through', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const body = { address: keypair.toSuiAddress(), message: issued.message, signature: await sign(keypair, issued.message) };
    const results = await Promise.all([login(body), login(body), login(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired nonce: expired', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const body = { address: keypair.toSuiAddress(), message: issued.message, signature: await sign(keypair, issued.message) };
    server.clock.advance(5 * 60 * 1000 + 1);
    const res = await login(body);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('expired');
  });

  it("refuses another address's nonce: nonce_unknown", async () => {
    const victim = Ed25519Keypair.generate();
    const attacker = Ed25519Keypair.generate();
    const issued = await nonceFor(victim.toSuiAddress());
    const res = await login(await forged(attacker, issued, { address: attacker.toSuiAddress() }));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('nonce_unknown');
  });

  it('refuses a nonce it never issued: nonce_unknown', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const res = await login(await forged(keypair, issued, { nonce: 'A'.repeat(24) }));
    expect(res.body.error.code).toBe('nonce_unknown');
  });

  it('refuses an altered message, even when it is properly signed: message_mismatch', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const later = await forged(keypair, issued, { expirationTime: '2026-11-28T12:00:00.000Z' });
    expect((await login(later)).body.error.code).toBe('message_mismatch');
    const extra = `${issued.message}\nResources: everything`;
    const res = await login({ address: keypair.toSuiAddress(), message: extra, signature: await sign(keypair, extra) });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('message_mismatch');
  });

  it('refuses a message for another site: domain_mismatch, uri_mismatch', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    expect((await login(await forged(keypair, issued, { domain: 'evil.example' }))).body.error.code).toBe('domain_mismatch');
    expect((await login(await forged(keypair, issued, { uri: 'https://evil.example/chain/' }))).body.error.code).toBe('uri_mismatch');
  });

  it('refuses a message for another chain: chain_mismatch', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const res = await login(await forged(keypair, issued, { chainId: 'sui:mainnet' }));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('chain_mismatch');
  });

  it('refuses a signature by another key, and a truncated one: bad_signature (the nonce stays usable)', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const good = await sign(keypair, issued.message);
    const other = await sign(Ed25519Keypair.generate(), issued.message);
    const byOther = await login({ address: keypair.toSuiAddress(), message: issued.message, signature: other });
    expect(byOther.status).toBe(401);
    expect(byOther.body.error.code).toBe('bad_signature');
    const truncated = await login({ address: keypair.toSuiAddress(), message: issued.message, signature: good.slice(0, 40) });
    expect(truncated.body.error.code).toBe('bad_signature');
    expect((await login({ address: keypair.toSuiAddress(), message: issued.message, signature: good })).status).toBe(200);
  });

  it('refuses a message naming another address than the body: address_mismatch', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const res = await login({ address: Ed25519Keypair.generate().toSuiAddress(), message: issued.message, signature: await sign(keypair, issued.message) });
    expect(res.body.error.code).toBe('address_mismatch');
  });

  it('refuses a missing field with 400 invalid_request', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const res = await login({ address: keypair.toSuiAddress(), message: issued.message });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('refuses an oversized body with 413 payload_too_large', async () => {
    const keypair = Ed25519Keypair.generate();
    const res = await server.request('POST', '/api/auth/login', {
      body: { address: keypair.toSuiAddress(), message: 'x'.repeat(20_000), signature: 'AA' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large');
  });

  it('over HTTP, refuses an oversized body by its Content-Length and a chunked one as it reads (413), and takes one at the limit', async () => {
    const listening = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const send = (body: string, chunked: boolean) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
          const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          });
          req.on('error', reject);
          // Chunked: two writes, no length known up front.
          if (chunked) req.write(body.slice(0, 10));
          req.end(chunked ? body.slice(10) : body);
        });
      const limit = server.ctx.config.bodyLimitBytes;
      const sized = (bytes: number) => {
        const body = (message: string) => JSON.stringify({ address: '0x1', message, signature: 'AA' });
        return body('x'.repeat(bytes - body('').length));
      };
      for (const chunked of [false, true]) {
        const over = await send(sized(limit + 1), chunked);
        expect(over.status).toBe(413);
        expect((JSON.parse(over.body) as ErrorBody).error.code).toBe('payload_too_large');
        // At the limit the body is read and judged: a malformed address, 400.
        expect((await send(sized(limit), chunked)).status).toBe(400);
      }
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe('tokens', () => {
  it('refuses a revoked token after logout: token_revoked', async () => {
    const { token } = await server.signIn();
    const out = await server.request('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    const me = await server.request('GET', '/api/me', { token });
    expect(me.status).toBe(401);
    expect(((await me.json()) as ErrorBody).error.code).toBe('token_revoked');
  });

  it('refuses an expired token (24 h), a forged one and none at all', async () => {
    const { token } = await server.signIn();
    const [head, body] = token.split('.');
    const forgedToken = `${head}.${body}.${'A'.repeat(43)}`;
    expect(((await (await server.request('GET', '/api/me', { token: forgedToken })).json()) as ErrorBody).error.code).toBe('unauthorized');
    expect((await server.request('GET', '/api/me')).status).toBe(401);
    server.clock.advance(24 * 3600 * 1000 + 1000);
    const me = await server.request('GET', '/api/me', { token });
    expect(me.status).toBe(401);
    expect(((await me.json()) as ErrorBody).error.code).toBe('token_expired');
  });
});

describe('rate limits', () => {
  // The limits' windows follow Date (rate-limiter-flexible): frozen here, moved by hand.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 rate_limited when one address asks for nonces too fast, and recovers', async () => {
    const address = Ed25519Keypair.generate().toSuiAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await server.request('POST', '/api/auth/nonce', { body: { address } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // 10 per 10 seconds (a burst of 10, 1 per second): the next window opens after 10 s.
    vi.setSystemTime(Date.now() + 10_001);
    expect((await server.request('POST', '/api/auth/nonce', { body: { address } })).status).toBe(200);
  });

  it('limits logins per address as well: refused logins count, and once over the limit the answer is 429', async () => {
    const keypair = Ed25519Keypair.generate();
    const issued = await nonceFor(keypair.toSuiAddress());
    const wrong = { address: keypair.toSuiAddress(), message: issued.message, signature: 'AAAA' };
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(wrong)).body.error.code);
    // The nonce and nine refusals fill the window of 10; the tenth refusal and all after are 429.
    expect(codes.slice(0, 9).every((c) => c === 'bad_signature')).toBe(true);
    expect(codes.slice(9)).toEqual(['rate_limited', 'rate_limited']);
    // Even with the right signature now: over the limit, refused before any check.
    const right = { ...wrong, signature: await sign(keypair, issued.message) };
    expect((await login(right)).body.error.code).toBe('rate_limited');
  });

  it('does not charge a successful login to the shared limits: its nonce was charged when issued', async () => {
    const keypair = Ed25519Keypair.generate();
    const address = keypair.toSuiAddress();
    // 5 nonces and 5 logins: 5 of the address's 10 (if logins counted, the 6th nonce would be refused).
    for (let i = 0; i < 5; i++) {
      const issued = await nonceFor(address);
      expect((await login({ address, message: issued.message, signature: await sign(keypair, issued.message) })).status).toBe(200);
    }
    for (let i = 0; i < 5; i++) await nonceFor(address);
    expect((await server.request('POST', '/api/auth/nonce', { body: { address } })).status).toBe(429);
  });

  it('counts refused logins on every instance together (the database), each instance also in its own memory', async () => {
    const other = await createTestServer({}, database);
    try {
      const keypair = Ed25519Keypair.generate();
      const issued = await nonceFor(keypair.toSuiAddress());
      const wrong = { address: keypair.toSuiAddress(), message: issued.message, signature: 'AAAA' };
      const codes: string[] = [];
      // Alternately on two instances of one database: the shared count still stops at 10.
      for (let i = 0; i < 10; i++) {
        const target = i % 2 === 0 ? server : other;
        codes.push((((await (await target.request('POST', '/api/auth/login', { body: wrong })).json()) as ErrorBody).error.code));
      }
      expect(codes.slice(0, 9).every((c) => c === 'bad_signature')).toBe(true);
      expect(codes[9]).toBe('rate_limited');
    } finally {
      await other.close();
    }
  });

  it('limits one client across many addresses too', async () => {
    const limited = await createTestServer({ rateLimit: { capacity: 10, refillPerSecond: 1, perIpCapacity: 5, perIpRefillPerSecond: 1 } }, database);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const address = Ed25519Keypair.generate().toSuiAddress();
        statuses.push((await limited.request('POST', '/api/auth/nonce', { body: { address } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
