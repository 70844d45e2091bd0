// The users and allowlist screens' calls against the real server in process (its own in-memory
// database, no node), through the console's data provider as the screens make them: the user
// answer parsed by the contract and formatted in full, revoking sessions, and an allowlist
// change built and checked by the screen, proposed by one person and approved by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AllowlistEntry, Proposal } from '../../../../contract/admin.ts';
import { NO_NODE_URL, addAdmin, randomAddress, type TestAdmin } from '../../../../server/test/admin.ts';
import { credit } from '../../../../server/db/balances.ts';
import { type TestServer, createTestServer } from '../../../../server/test/server.ts';
import { createAdminClient } from '../../api/admin-client.ts';
import { createDataProvider } from '../../api/data-provider.ts';
import { allowlistChangeProblem, buildAllowlistProposal } from '../allowlist/allowlist-change.ts';
import { parseLookupAddress } from './lookup-address.ts';
import { BALANCES, formatBalance } from './user-amounts.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
});

afterAll(async () => {
  await server?.close();
});

/** The console's data provider as `admin`, sending to the server in process. */
function consoleAs(admin: TestAdmin) {
  const client = createAdminClient({ token: () => admin.token, fetchImpl: async (input, init) => server.app.request(String(input), init) });
  return { data: createDataProvider(client) };
}

describe('users screen', () => {
  it('reads a user the app knows, with every balance in full, and an address it does not know', async () => {
    const user = await server.signIn();
    await credit(server.ctx.db, user.address, 'SUI', 1n);
    await credit(server.ctx.db, user.address, 'INCOME', 1_234_567_890_123n);
    const viewer = consoleAs(await addAdmin(server, 'viewer'));

    const typed = parseLookupAddress(` ${user.address.toUpperCase().replace('0X', '0x')} `);
    expect(typed).toEqual({ ok: true, address: user.address });
    const found = (await viewer.data.custom!<AdminUser>({ url: `/users/${user.address}`, method: 'get' })).data;
    expect(found).toMatchObject({ address: user.address, known: true, inviter: null });
    expect(found.sessions.lastSignInAt).not.toBeNull();
    expect(BALANCES.map((b) => formatBalance(found.balances, b.name))).toEqual(['0.000000001 SUI', '0 USDC', '0 SUIL', '1,234.567890123 SUI']);

    const stranger = randomAddress();
    const unknown = (await viewer.data.custom!<AdminUser>({ url: `/users/${stranger}`, method: 'get' })).data;
    expect(unknown).toMatchObject({ address: stranger, known: false, createdAt: null, records: [], withdrawals: [] });
  });

  it('revokes sessions as an operator (the user token stops working); a viewer gets 403, an unknown address 404', async () => {
    const user = await server.signIn();
    const viewer = consoleAs(await addAdmin(server, 'viewer'));
    const operator = consoleAs(await addAdmin(server, 'operator'));
    const url = `/users/${user.address}/revoke-sessions`;

    expect(await viewer.data.custom!({ url, method: 'post', payload: { reason: 'lost phone' } }).catch((e: unknown) => e)).toMatchObject({ statusCode: 403 });
    const after = (await operator.data.custom!<AdminUser>({ url, method: 'post', payload: { reason: 'lost phone' } })).data;
    expect(after.sessions.revokedBefore).not.toBeNull();
    expect((await server.request('GET', '/api/me', { token: user.token })).status).toBe(401);

    const unknown = await operator.data.custom!({ url: `/users/${randomAddress()}/revoke-sessions`, method: 'post', payload: { reason: 'who is this' } }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('allowlist screen', () => {
  it('proposes an address with a role as the screen builds it; another approver approves; the list shows it', async () => {
    const operatorAdmin = await addAdmin(server, 'operator');
    const operator = consoleAs(operatorAdmin);
    const approver = consoleAs(await addAdmin(server, 'approver'));
    const newcomer = randomAddress();

    const list = (await operator.data.custom!<AllowlistEntry[]>({ url: '/allowlist', method: 'get' })).data;
    expect(list.map((entry) => entry.address)).toContain(operatorAdmin.address);
    expect(allowlistChangeProblem(newcomer, 'viewer', list)).toBeNull();

    const body = buildAllowlistProposal({ address: newcomer.toUpperCase().replace('0X', '0x'), change: 'viewer', reason: ' new support hire ' });
    const proposal = (await operator.data.custom!<Proposal>({ url: '/proposals', method: 'post', payload: body })).data;
    expect(proposal).toMatchObject({ kind: 'allowlist', status: 'open', payload: { address: newcomer, role: 'viewer' }, before: { address: newcomer, role: null } });

    const executed = (await approver.data.custom!<Proposal>({ url: `/proposals/${proposal.id}/approve`, method: 'post', payload: { payloadHash: proposal.payloadHash, reason: 'checked' } })).data;
    expect(executed.status).toBe('executed');
    const now = (await operator.data.custom!<AllowlistEntry[]>({ url: '/allowlist', method: 'get' })).data;
    expect(now.find((entry) => entry.address === newcomer)?.role).toBe('viewer');
    expect(allowlistChangeProblem(newcomer, 'viewer', now)).toBe('That address is already viewer.');

    // The server refuses what the screen refuses: a change that changes nothing.
    const same = await operator.data.custom!({ url: '/proposals', method: 'post', payload: body }).catch((e: unknown) => e);
    expect(same).toMatchObject({ statusCode: 409, code: 'invalid_change' });
  });
});
