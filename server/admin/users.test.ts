// The console's user lookup and ending a user's sessions, end to end: the user's tokens issued
// before the revocation answer 401 token_revoked, a new sign-in works.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../contract/admin.ts';
import type { ErrorBody } from '../../contract/api.ts';
import { credit } from '../db/balances.ts';
import { sql } from '../db/client.ts';
import { readAudit } from '../operator/audit.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { NO_NODE_URL, adminSignIn } from '../test/admin.ts';
import { revokedBeforeFor } from './users.ts';

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL }, database);
});
afterEach(() => server.close());

const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const other = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('GET /api/admin/users/:address', () => {
  it('shows balances, team counts, the latest chain records and withdrawals, and the sessions', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    const { address } = await server.signIn();
    const db = server.ctx.db;
    await db.execute(sql`UPDATE users SET inviter = ${other(1)} WHERE address = ${address}`);
    // Two direct friends, one of whom has a friend: a team of three.
    await db.execute(sql`INSERT INTO users (address, inviter, created_at) VALUES (${other(2)}, ${address}, now()), (${other(3)}, ${address}, now()),
      (${other(4)}, ${other(2)}, now())`);
    await credit(db, address, 'SUI', 5n);
    await credit(db, address, 'INCOME', 700n);
    for (let i = 0; i < 22; i++) {
      await db.execute(sql`INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, data, created_at)
        VALUES (${`T${i}`}, 0, 'x::stake::Staked', 'stake', ${address}, 'SUI', ${String(i + 1)}, '{}'::jsonb, ${new Date(Date.parse('2026-11-20T00:00:00Z') + i * 1000).toISOString()})`);
    }
    await db.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at, reviewed_by, review_reason)
      VALUES (${address}, 40, NULL, 'pool', NULL, 'rejected', '2026-11-21T10:00:00Z', 'alice', 'too soon')`);

    const res = await server.request('GET', `/api/admin/users/${address.toUpperCase().replace('0X', '0x')}`, { token: viewer.token });
    expect(res.status).toBe(200);
    const found = (await res.json()) as AdminUser;
    expect(found).toMatchObject({
      address,
      known: true,
      inviter: other(1),
      createdAt: '2026-11-21T12:00:00.000Z',
      balances: { SUI: '5', USDC: '0', SUIL: '0', INCOME: '700' },
      team: { direct: 2, total: 3 },
      sessions: { lastSignInAt: '2026-11-21T12:00:00.000Z', revokedBefore: null },
    });
    expect(found.records).toHaveLength(20);
    expect(found.records[0]).toEqual({ kind: 'stake', amount: '22', coin: 'SUI', amountOut: null, coinOut: null, txDigest: 'T21', at: '2026-11-20T00:00:21.000Z' });
    expect(found.withdrawals).toEqual([
      expect.objectContaining({ address, amount: '40', status: 'rejected', nonce: null, reviewedBy: 'alice', reviewReason: 'too soon', createdAt: '2026-11-21T10:00:00.000Z' }),
    ]);
  });

  it('answers known: false for an address the server has never seen; 404 for a malformed one', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    const found = (await (await server.request('GET', `/api/admin/users/${other(77)}`, { token: viewer.token })).json()) as AdminUser;
    expect(found).toEqual({
      address: other(77), known: false, inviter: null, createdAt: null, balances: { SUI: '0', USDC: '0', SUIL: '0', INCOME: '0' },
      team: { direct: 0, total: 0 }, records: [], withdrawals: [], sessions: { lastSignInAt: null, revokedBefore: null },
    });
    expect((await server.request('GET', '/api/admin/users/0x2', { token: viewer.token })).status).toBe(404);
  });
});

describe('POST /api/admin/users/:address/revoke-sessions', () => {
  it("ends the user's sessions: their tokens answer 401 token_revoked; a new sign-in works; one audit row", async () => {
    const operator = await adminSignIn(server, 'operator');
    const user = await server.signIn();
    const second = await server.signIn(user.keypair);
    server.clock.advance(250);
    const res = await server.request('POST', `/api/admin/users/${user.address}/revoke-sessions`, { token: operator.token, body: { reason: 'stolen phone' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUser).sessions.revokedBefore).toBe('2026-11-21T12:00:01.000Z');
    for (const token of [user.token, second.token]) {
      const me = await server.request('GET', '/api/me', { token });
      expect([me.status, await codeOf(me)]).toEqual([401, 'token_revoked']);
    }
    server.clock.advance(1_000);
    const again = await server.signIn(user.keypair);
    expect((await server.request('GET', '/api/me', { token: again.token })).status).toBe(200);
    const [row] = (await readAudit(server.ctx.db)).filter((r) => r.action === 'revoke_sessions');
    expect(row).toMatchObject({
      operator: operator.address, subject: `user:${user.address}`, before: { revokedBefore: null }, after: { revokedBefore: '2026-11-21T12:00:01.000Z' }, reason: 'stolen phone',
    });
  });

  it('refuses a viewer (403 forbidden), a missing reason (400) and an unknown user (404); nothing changes', async () => {
    const viewer = await adminSignIn(server, 'viewer');
    const operator = await adminSignIn(server, 'operator');
    const user = await server.signIn();
    const forbidden = await server.request('POST', `/api/admin/users/${user.address}/revoke-sessions`, { token: viewer.token, body: { reason: 'just because' } });
    expect([forbidden.status, await codeOf(forbidden)]).toEqual([403, 'forbidden']);
    expect((await server.request('POST', `/api/admin/users/${user.address}/revoke-sessions`, { token: operator.token, body: {} })).status).toBe(400);
    const unknown = await server.request('POST', `/api/admin/users/${other(5)}/revoke-sessions`, { token: operator.token, body: { reason: 'who is this' } });
    expect([unknown.status, await codeOf(unknown)]).toEqual([404, 'not_found']);
    expect((await server.request('GET', '/api/me', { token: user.token })).status).toBe(200);
    expect((await readAudit(server.ctx.db)).filter((r) => r.action === 'revoke_sessions')).toEqual([]);
  });
});

describe('revokedBeforeFor', () => {
  it('is the next whole second: every token issued up to now (whole seconds) is before it', () => {
    expect(new Date(revokedBeforeFor(Date.parse('2026-11-21T12:00:00.000Z'))).toISOString()).toBe('2026-11-21T12:00:01.000Z');
    expect(new Date(revokedBeforeFor(Date.parse('2026-11-21T12:00:00.999Z'))).toISOString()).toBe('2026-11-21T12:00:01.000Z');
  });
});
