// The console's Refine providers against the real reference server (in process, its own
// in-memory database, no node): the wallet sign-in through the server's checks and allowlist,
// the token in the session store and sent as Bearer, the data provider's reads and writes
// parsed by the contract, and a revoked token ending the session.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminNotice, Dashboard, Proposal } from '../../contract/admin.ts';
import { NO_NODE_URL, allow } from '../../server/test/admin.ts';
import { type TestServer, createTestServer } from '../../server/test/server.ts';
import { AdminApiError, createAdminClient } from './api/admin-client.ts';
import { createDataProvider, SINGLETON_ID } from './api/data-provider.ts';
import { type AdminSessionStore, createAdminSessionStore } from './auth/admin-session.ts';
import { type AdminWallet, createAuthProvider } from './auth/auth-provider.ts';

let server: TestServer;

class MemoryStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
}

/** One console tab: its wallet (a real key that signs), its session store, its providers. */
function consoleTab(keypair: Ed25519Keypair | null, options: { refuseToSign?: boolean } = {}) {
  let current = keypair;
  const sessions: AdminSessionStore = createAdminSessionStore(new MemoryStorage(), () => server.clock.now);
  const sent: { url: string; authorization: string | null }[] = [];
  const client = createAdminClient({
    token: () => sessions.read()?.access_token ?? null,
    fetchImpl: async (input, init) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return server.app.request(String(input), init);
    },
  });
  const wallet: AdminWallet = {
    currentAddress: () => current?.toSuiAddress() ?? null,
    async signPersonalMessage(message) {
      if (!current || options.refuseToSign) throw new Error('User rejected the request');
      return current.signPersonalMessage(message);
    },
  };
  return {
    sessions,
    sent,
    auth: createAuthProvider({ client, sessions, wallet }),
    data: createDataProvider(client),
    switchAccount: (next: Ed25519Keypair | null) => (current = next),
  };
}

async function signedIn(role: 'viewer' | 'operator' | 'approver') {
  const keypair = Ed25519Keypair.generate();
  await allow(server, keypair.toSuiAddress(), role);
  const tab = consoleTab(keypair);
  expect(await tab.auth.login({})).toEqual({ success: true, redirectTo: '/' });
  return { ...tab, keypair };
}

beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
});

afterAll(async () => {
  await server?.close();
});

describe('auth provider', () => {
  let operator: Awaited<ReturnType<typeof signedIn>>;

  beforeEach(async () => {
    operator = await signedIn('operator');
  });

  it('signs an allowlisted address in with the wallet: token stored, role as the server gave it, sent as Bearer', async () => {
    const session = operator.sessions.read();
    expect(session).toMatchObject({ address: operator.keypair.toSuiAddress(), role: 'operator' });
    expect(await operator.auth.check({})).toEqual({ authenticated: true });
    expect(await operator.auth.getPermissions?.({})).toBe('operator');
    expect(await operator.auth.getIdentity?.({})).toMatchObject({ address: operator.keypair.toSuiAddress(), role: 'operator' });
    await operator.data.getOne({ resource: 'dashboard', id: SINGLETON_ID });
    expect(operator.sent.at(-1)).toEqual({ url: '/api/admin/dashboard', authorization: `Bearer ${session!.access_token}` });
  });

  it('refuses an address off the allowlist, a tab with no wallet, and a wallet that does not sign', async () => {
    const stranger = consoleTab(Ed25519Keypair.generate());
    const refused = await stranger.auth.login({});
    expect(refused.success).toBe(false);
    expect(refused.error?.name).toBe('not_allowlisted');
    expect(stranger.sessions.read()).toBeNull();
    expect(await stranger.auth.check({})).toMatchObject({ authenticated: false, redirectTo: '/login' });

    expect((await consoleTab(null).auth.login({})).error?.name).toBe('no_wallet');

    const keypair = Ed25519Keypair.generate();
    await allow(server, keypair.toSuiAddress(), 'viewer');
    const unsigned = consoleTab(keypair, { refuseToSign: true });
    expect((await unsigned.auth.login({})).error?.name).toBe('rejected');
    expect(unsigned.sessions.read()).toBeNull();
  });

  it('ends the session when the wallet switches account, and on a 401 once the token is revoked', async () => {
    operator.switchAccount(Ed25519Keypair.generate());
    expect(await operator.auth.check({})).toMatchObject({ authenticated: false, logout: true });
    expect(operator.sessions.read()).toBeNull();

    const approver = await signedIn('approver');
    const token = approver.sessions.read()!.access_token;
    // Another tab of the same person signs out: the server revokes the token.
    await server.request('POST', '/api/admin/auth/logout', { token });
    const error = await approver.data.getList({ resource: 'notices' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).statusCode).toBe(401);
    expect(await approver.auth.onError(error)).toMatchObject({ logout: true, redirectTo: '/login' });
    expect(approver.sessions.read()).toBeNull();
  });

  it('signs out: the server forgets the token and the store is cleared', async () => {
    const token = operator.sessions.read()!.access_token;
    expect(await operator.auth.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(operator.sessions.read()).toBeNull();
    expect((await server.request('GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });
});

describe('data provider', () => {
  it('reads the dashboard as the contract says', async () => {
    const viewer = await signedIn('viewer');
    const { data } = await viewer.data.getOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID });
    expect(data).toMatchObject({ payoutReserve: null, openProposals: expect.any(Number), paused: { paused: false } });
  });

  it('creates, lists, edits, publishes and unpublishes a notice', async () => {
    const operator = await signedIn('operator');
    const texts = { en_US: { title: 'Maintenance', summary: 'Tonight', bodyHtml: '<p>Down at 22:00</p>' }, ja_JP: { title: 'メンテナンス', summary: '今夜', bodyHtml: '<p>22:00</p>' } };
    const created = (await operator.data.create<AdminNotice>({ resource: 'notices', variables: { category: 'notice', texts, reason: 'planned maintenance' } })).data;
    expect(created).toMatchObject({ category: 'notice', publishedAt: null, texts });

    const list = await operator.data.getList<AdminNotice>({ resource: 'notices' });
    expect(list.data.map((n) => n.id)).toContain(created.id);
    expect(list.total).toBe(list.data.length);
    expect((await operator.data.getOne<AdminNotice>({ resource: 'notices', id: created.id })).data.id).toBe(created.id);

    const edited = (
      await operator.data.update<AdminNotice>({ resource: 'notices', id: created.id, variables: { category: 'notice', texts: { en_US: { ...texts.en_US, title: 'Maintenance tonight' } }, reason: 'clearer title' } })
    ).data;
    expect(edited.texts.en_US?.title).toBe('Maintenance tonight');

    const published = (await operator.data.custom!<AdminNotice>({ url: `/notices/${created.id}/publish`, method: 'post', payload: { reason: 'ready' } })).data;
    expect(published.publishedAt).not.toBeNull();
    const unpublished = (await operator.data.custom!<AdminNotice>({ url: `/notices/${created.id}/unpublish`, method: 'post', payload: { reason: 'wrong date' } })).data;
    expect(unpublished.publishedAt).toBeNull();
  });

  it('refuses a body the contract refuses before sending it, and a viewer gets the server\'s 403', async () => {
    const operator = await signedIn('operator');
    const before = operator.sent.length;
    const error = await operator.data.create({ resource: 'notices', variables: { category: 'notice', texts: { en_US: { title: 'x', summary: '', bodyHtml: '' } }, reason: 'no' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect(operator.sent.length).toBe(before);

    const viewer = await signedIn('viewer');
    const forbidden = await viewer.data.create({ resource: 'notices', variables: { category: 'notice', texts: { en_US: { title: 'x', summary: '', bodyHtml: '' } }, reason: 'viewer tries' } }).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ statusCode: 403 });
    expect(await viewer.auth.onError(forbidden)).toEqual({});
  });

  it('proposes, lists by status, and approves naming the payload hash (another person)', async () => {
    const operator = await signedIn('operator');
    const approver = await signedIn('approver');
    const proposal = (
      await operator.data.create<Proposal>({ resource: 'proposals', variables: { kind: 'node_tier', payload: { tier: 'primary', autoReturnDays: 200 }, reason: 'longer return' } })
    ).data;
    expect(proposal).toMatchObject({ status: 'open', payloadHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const open = await approver.data.getList<Proposal>({ resource: 'proposals', filters: [{ field: 'status', operator: 'eq', value: 'open' }] });
    expect(open.data.map((p) => p.id)).toContain(proposal.id);
    expect(open.data.every((p) => p.status === 'open')).toBe(true);

    const stale = await approver.data.custom!({ url: `/proposals/${proposal.id}/approve`, method: 'post', payload: { payloadHash: '0'.repeat(64), reason: 'approve' } }).catch((e: unknown) => e);
    expect(stale).toMatchObject({ statusCode: 409, code: 'payload_changed' });

    const executed = (await approver.data.custom!<Proposal>({ url: `/proposals/${proposal.id}/approve`, method: 'post', payload: { payloadHash: proposal.payloadHash, reason: 'checked' } })).data;
    expect(executed).toMatchObject({ status: 'executed', approvedBy: approver.keypair.toSuiAddress() });
    expect((await approver.data.getOne<Proposal>({ resource: 'proposals', id: proposal.id })).data.status).toBe('executed');
  });

  it('cancels a proposal', async () => {
    const operator = await signedIn('operator');
    const proposal = (await operator.data.create<Proposal>({ resource: 'proposals', variables: { kind: 'node_tier', payload: { tier: 'advanced', autoReturnDays: 100 }, reason: 'try' } })).data;
    const cancelled = (await operator.data.custom!<Proposal>({ url: `/proposals/${proposal.id}/cancel`, method: 'post', payload: { reason: 'not now' } })).data;
    expect(cancelled.status).toBe('cancelled');
  });
});
