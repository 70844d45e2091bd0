// The console's sign-in (server/admin/sign-in.ts, routes/auth.ts): an allowlisted address gets a
// token from its own single-use, two-minute, domain-bound message; every other attempt is refused
// with its own code, and the console's tokens and the app's never open each other's routes.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SIGN_IN_STATEMENT,
  type AdminLoginResponse,
  type AdminNonceResponse,
  type AdminSession,
} from '../../contract/admin.ts';
import { type ErrorBody, type NonceResponse, buildSignInMessage, parseSignInMessage } from '../../contract/api.ts';
import { rows, sql } from '../db/client.ts';
import { readAudit } from '../operator/audit.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { NO_NODE_URL, adminSignIn, allow, signedAdminMessage } from '../test/admin.ts';

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL }, database);
});
afterEach(() => server.close());

const sign = async (keypair: Ed25519Keypair, message: string) => (await keypair.signPersonalMessage(new TextEncoder().encode(message))).signature;
const login = async (body: unknown) => {
  const res = await server.request('POST', '/api/admin/auth/login', { body });
  return { status: res.status, body: (await res.json()) as AdminLoginResponse & ErrorBody };
};
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;

/** A console message as issued but with some fields changed, signed by `keypair`. */
async function forged(keypair: Ed25519Keypair, message: string, change: Partial<NonNullable<ReturnType<typeof parseSignInMessage>>>) {
  const fields = { ...parseSignInMessage(message, ADMIN_SIGN_IN_STATEMENT)!, ...change };
  const changed = buildSignInMessage(fields, ADMIN_SIGN_IN_STATEMENT);
  return { address: keypair.toSuiAddress(), message: changed, signature: await sign(keypair, changed) };
}

describe('POST /api/admin/auth/nonce', () => {
  it("issues the users' message format with the console's statement and URI, valid for 2 minutes", async () => {
    const keypair = Ed25519Keypair.generate();
    const address = keypair.toSuiAddress();
    await allow(server, address, 'viewer');
    const res = await server.request('POST', '/api/admin/auth/nonce', { body: { address } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const issued = (await res.json()) as AdminNonceResponse;
    expect(issued.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(issued.expiresAt).toBe('2026-11-21T12:02:00.000Z');
    expect(issued.message).toBe(
      [
        `localhost:5173 wants you to sign in with your Sui account:`,
        address,
        '',
        'Sign in to the SuiL operator console.',
        '',
        'URI: http://localhost:5173/chain/admin/',
        'Version: 1',
        'Chain ID: sui:localnet',
        `Nonce: ${issued.nonce}`,
        'Issued At: 2026-11-21T12:00:00.000Z',
        'Expiration Time: 2026-11-21T12:02:00.000Z',
      ].join('\n'),
    );
    const stored = await rows<{ address: string; message: string }>(server.ctx.db, sql`SELECT address, message FROM admin_sign_in_nonces`);
    expect(stored).toEqual([{ address, message: issued.message }]);
    // The users' nonces are the users'.
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM sign_in_nonces`)).toEqual([]);
  });

  it('refuses an address off the allowlist: 403 not_allowlisted, no nonce stored', async () => {
    const res = await server.request('POST', '/api/admin/auth/nonce', { body: { address: Ed25519Keypair.generate().toSuiAddress() } });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('not_allowlisted');
    expect(await rows(server.ctx.db, sql`SELECT 1 FROM admin_sign_in_nonces`)).toEqual([]);
    expect((await server.request('POST', '/api/admin/auth/nonce', { body: { address: '0x2' } })).status).toBe(400);
  });

  it("is rate-limited like the users' sign-in (10 per address per 10 s): 429 rate_limited, also before the allowlist is read", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const keypair = Ed25519Keypair.generate();
      await allow(server, keypair.toSuiAddress(), 'viewer');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await server.request('POST', '/api/admin/auth/nonce', { body: { address: keypair.toSuiAddress() } })).status);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
      const stranger = Ed25519Keypair.generate().toSuiAddress();
      const probes: number[] = [];
      for (let i = 0; i < 11; i++) probes.push((await server.request('POST', '/api/admin/auth/nonce', { body: { address: stranger } })).status);
      expect(probes).toEqual([...Array<number>(10).fill(403), 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('charges refused logins to the limits: once over, even a good signature is refused with 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const keypair = Ed25519Keypair.generate();
      await allow(server, keypair.toSuiAddress(), 'viewer');
      const right = await signedAdminMessage(server, keypair);
      const wrong = { ...right, signature: 'AAAA' };
      const codes: string[] = [];
      for (let i = 0; i < 11; i++) codes.push((await login(wrong)).body.error.code);
      // The nonce and nine refusals fill the window of 10.
      expect(codes.slice(0, 9).every((c) => c === 'bad_signature')).toBe(true);
      expect(codes.slice(9)).toEqual(['rate_limited', 'rate_limited']);
      expect((await login(right)).body.error.code).toBe('rate_limited');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/admin/auth/login', () => {
  it('gives an allowlisted address a console token with its role, writes the admin_sign_in audit row, and /me answers', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'operator');
    const body = await signedAdminMessage(server, keypair);
    const { status, body: answer } = await login(body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ address: body.address, role: 'operator', expiresAt: '2026-11-21T12:30:00.000Z' });
    const audit = await readAudit(server.ctx.db);
    expect(audit.map((r) => [r.operator, r.action, r.subject, r.before, r.after, r.reason])).toEqual([
      [body.address, 'admin_sign_in', null, null, { role: 'operator' }, 'console sign-in'],
    ]);
    const me = await server.request('GET', '/api/admin/auth/me', { token: answer.access_token });
    expect(me.status).toBe(200);
    expect((await me.json()) as AdminSession).toEqual({ address: body.address, role: 'operator', expiresAt: '2026-11-21T12:30:00.000Z' });
  });

  it('refuses a replayed sign-in: nonce_used (one audit row only)', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const body = await signedAdminMessage(server, keypair);
    expect((await login(body)).status).toBe(200);
    const again = await login(body);
    expect([again.status, again.body.error.code]).toEqual([401, 'nonce_used']);
    expect((await readAudit(server.ctx.db)).length).toBe(1);
  });

  it('lets only one of two simultaneous logins with the same nonce through', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const body = await signedAdminMessage(server, keypair);
    const results = await Promise.all([login(body), login(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired sign-in after 2 minutes: expired', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const body = await signedAdminMessage(server, keypair);
    server.clock.advance(2 * 60_000 + 1);
    const { status, body: answer } = await login(body);
    expect([status, answer.error.code]).toEqual([401, 'expired']);
  });

  it('refuses a message for another domain or URI: domain_mismatch, uri_mismatch', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const { message } = await signedAdminMessage(server, keypair);
    const domain = await login(await forged(keypair, message, { domain: 'evil.example' }));
    expect([domain.status, domain.body.error.code]).toEqual([401, 'domain_mismatch']);
    // The app's URI in a console message is refused too.
    const uri = await login(await forged(keypair, message, { uri: 'http://localhost:5173/chain/' }));
    expect([uri.status, uri.body.error.code]).toEqual([401, 'uri_mismatch']);
    // The nonce is still good: only a valid signature of the issued message spends it.
    expect((await login({ ...(await signedAdminMessage(server, keypair)) })).status).toBe(200);
  });

  it('issues the message for the request origin when it is one of the configured app origins', async () => {
    const origin = 'https://console.example';
    const s = await createTestServer({ suiNodeUrl: NO_NODE_URL, publicOrigins: ['http://localhost:5173', origin] }, database);
    try {
      const keypair = Ed25519Keypair.generate();
      await allow(s, keypair.toSuiAddress(), 'viewer');
      const body = await signedAdminMessage(s, keypair, { origin });
      expect(body.message).toMatch(/^console\.example wants you/);
      expect(body.message).toContain('URI: https://console.example/chain/admin/');
      expect((await s.request('POST', '/api/admin/auth/login', { body })).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("refuses a message signed for the users' sign-in on the console, and a console message on the users' login: message_mismatch", async () => {
    const keypair = Ed25519Keypair.generate();
    const address = keypair.toSuiAddress();
    await allow(server, address, 'approver');
    // The app's message, properly signed, at the console's login.
    const userNonce = (await (await server.request('POST', '/api/auth/nonce', { body: { address } })).json()) as NonceResponse;
    const userBody = { address, message: userNonce.message, signature: await sign(keypair, userNonce.message) };
    const onConsole = await login(userBody);
    expect([onConsole.status, onConsole.body.error.code]).toEqual([401, 'message_mismatch']);
    // The console's message, properly signed, at the app's login.
    const consoleBody = await signedAdminMessage(server, keypair);
    const onApp = await server.request('POST', '/api/auth/login', { body: consoleBody });
    expect(onApp.status).toBe(401);
    expect(await codeOf(onApp)).toBe('message_mismatch');
    // Neither was spent: each still signs in where it belongs.
    expect((await server.request('POST', '/api/auth/login', { body: userBody })).status).toBe(200);
    expect((await login(consoleBody)).status).toBe(200);
  });

  it('refuses a signature by another key: bad_signature', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const body = await signedAdminMessage(server, keypair);
    const { status, body: answer } = await login({ ...body, signature: await sign(Ed25519Keypair.generate(), body.message) });
    expect([status, answer.error.code]).toEqual([401, 'bad_signature']);
  });

  it('refuses an address taken off the allowlist after its nonce was issued: 403 not_allowlisted, no audit row', async () => {
    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const body = await signedAdminMessage(server, keypair);
    await server.ctx.db.execute(sql`DELETE FROM admin_allowlist WHERE address = ${body.address}`);
    const { status, body: answer } = await login(body);
    expect([status, answer.error.code]).toEqual([403, 'not_allowlisted']);
    expect(await readAudit(server.ctx.db)).toEqual([]);
  });
});

describe('console tokens and app tokens', () => {
  it("refuses a user's token on a console route (401) and a console token on the app's routes (/api/me: 401)", async () => {
    const user = await server.signIn();
    for (const path of ['/api/admin/auth/me', '/api/admin/dashboard', '/api/admin/notices']) {
      const res = await server.request('GET', path, { token: user.token });
      expect([path, res.status, await codeOf(res)]).toEqual([path, 401, 'unauthorized']);
    }
    const admin = await adminSignIn(server, 'approver', user.keypair);
    const me = await server.request('GET', '/api/me', { token: admin.token });
    expect([me.status, await codeOf(me)]).toEqual([401, 'unauthorized']);
    expect((await server.request('GET', '/api/me', { token: user.token })).status).toBe(200);
    expect((await server.request('GET', '/api/admin/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('refuses a console token once its address is off the allowlist (403 not_allowlisted), and follows a role change at the next request', async () => {
    const admin = await adminSignIn(server, 'operator');
    await allow(server, admin.address, 'viewer');
    const me = (await (await server.request('GET', '/api/admin/auth/me', { token: admin.token })).json()) as AdminSession;
    expect(me.role).toBe('viewer');
    await server.ctx.db.execute(sql`DELETE FROM admin_allowlist WHERE address = ${admin.address}`);
    const res = await server.request('GET', '/api/admin/dashboard', { token: admin.token });
    expect([res.status, await codeOf(res)]).toEqual([403, 'not_allowlisted']);
  });

  it('logout revokes the console token: token_revoked; a token 30 minutes old has expired: token_expired', async () => {
    const admin = await adminSignIn(server, 'viewer');
    expect((await server.request('POST', '/api/admin/auth/logout', { token: admin.token })).status).toBe(200);
    const after = await server.request('GET', '/api/admin/auth/me', { token: admin.token });
    expect([after.status, await codeOf(after)]).toEqual([401, 'token_revoked']);
    const other = await adminSignIn(server, 'viewer');
    server.clock.advance(30 * 60_000);
    const expired = await server.request('GET', '/api/admin/auth/me', { token: other.token });
    expect([expired.status, await codeOf(expired)]).toEqual([401, 'token_expired']);
    const none = await server.request('GET', '/api/admin/auth/me');
    expect([none.status, await codeOf(none)]).toEqual([401, 'unauthorized']);
  });
});
