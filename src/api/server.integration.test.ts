// The app's API layer against the real reference server (server/main.ts, in-memory database,
// no indexer) started as a child process: every fetcher reads what the server really answers,
// sign-in goes through the server's checks, and a revoked token ends the session.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../auth/login';
import { useAuthStore } from '../stores/auth';
import { expectApiError, spyOnPageConsole } from '../test/local-api';
import { startReferenceServer, type ReferenceServer } from '../test/reference-server';
import { ApiError } from './api-error';
import { requestNonce, revokeToken, submitLogin } from './auth';
import { createBankSubscription } from './create-bank-subscription';
import { createWithdrawal } from './create-withdrawal';
import { getBalanceRecords } from './get-balance-records';
import { getBankProducts } from './get-bank-products';
import { getBankSubscriptions } from './get-bank-subscriptions';
import { getContentPage } from './get-content-page';
import { getHashrate } from './get-hashrate';
import { getIncome } from './get-income';
import { getMe } from './get-me';
import { getMyNodes } from './get-my-nodes';
import { getNodes } from './get-nodes';
import { getNotice } from './get-notice';
import { getNotices } from './get-notices';
import { getRecords } from './get-records';
import { getTeam } from './get-team';
import { getWithdrawals } from './get-withdrawals';

let server: ReferenceServer;
let origin: string;
const keypair = new Ed25519Keypair();
const address = keypair.toSuiAddress();

beforeAll(async () => {
  // The app calls /api on its own origin: the server is the page's origin here.
  server = await startReferenceServer();
  origin = server.origin;
}, 60_000);

afterAll(() => {
  server?.stop();
  useAuthStore.getState().clearSession();
});

describe('the API layer against the reference server', () => {
  it('signs in through the server checks', async () => {
    const session = await login(address, { requestNonce, submitLogin, signPersonalMessage: (bytes) => keypair.signPersonalMessage(bytes) });
    expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    useAuthStore.getState().setSession(session.accessToken, address);
  });

  it('refuses a signature by another key at the login step', async () => {
    const consoleError = spyOnPageConsole();
    const other = new Ed25519Keypair();
    const error = await login(address, { requestNonce, submitLogin, signPersonalMessage: (bytes) => other.signPersonalMessage(bytes) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ step: 'login', messageKey: 'errors.loginFailed' });
    expect((error as { reason: ApiError }).reason).toMatchObject({ code: 'unauthorized', status: 401 });
    // A refused sign-in is not an expired session.
    expect(useAuthStore.getState().accessToken).not.toBeNull();
    expect(consoleError.mock.calls).toEqual([[`POST ${origin}/api/auth/login 401 (Unauthorized)`]]);
  });

  it('reads the signed-in user and their (empty) records as bigints', async () => {
    const me = await getMe();
    expect(me).toMatchObject({ address, inviter: null, teamSize: 0, communityPerformance: 0n });
    expect(me.balances).toEqual({ sui: 0n, usdc: 0n, suil: 0n, withdrawableIncome: 0n, heldIncome: 0n });
    expect(await getIncome('all', null)).toEqual({ items: [], nextCursor: null, totals: { sui: 0n, suil: 0n } });
    expect(await getIncome('direct', null)).toMatchObject({ items: [] });
    expect(await getTeam('direct', null)).toMatchObject({ items: [], directCount: 0, communityPerformance: 0n });
    expect(await getRecords('all', null)).toEqual({ items: [], nextCursor: null });
    expect(await getHashrate('all', null)).toMatchObject({ items: [], total: 0n, remaining: 0n });
    const nodes = await getMyNodes(null);
    expect(nodes).toMatchObject({ items: [], nextCursor: null });
    expect(Number.isNaN(Date.parse(nodes.asOf))).toBe(false);
    expect(await getBalanceRecords('transfer', null)).toEqual({ items: [], nextCursor: null });
    expect(await getBalanceRecords('node', null)).toEqual({ items: [], nextCursor: null });
    expect(await getWithdrawals(null)).toEqual({ items: [], nextCursor: null });
    expect(await getBankSubscriptions(null)).toEqual({ items: [], nextCursor: null });
  });

  it('reads the public content: nodes, notices, pages, bank products', async () => {
    const nodes = await getNodes();
    expect(nodes.map((tier) => tier.tier)).toEqual(['primary', 'intermediate', 'advanced']);
    expect(typeof nodes[0]!.price).toBe('bigint');
    const notices = await getNotices('notice', 'en_US', null);
    // The server seeds a welcome notice; its detail comes in the asked language or en_US.
    expect(notices.items.length).toBeGreaterThan(0);
    const notice = await getNotice(notices.items[0]!.id, 'zh_CN');
    expect(notice.id).toBe(notices.items[0]!.id);
    expect(notice.bodyHtml.length).toBeGreaterThan(0);
    expect(await getContentPage('ecology', 'en_US')).toMatchObject({ slug: 'ecology' });
    const products = await getBankProducts('en_US');
    expect(products.length).toBeGreaterThan(0);
    expect(typeof products[0]!.minAmount).toBe('bigint');
  });

  it('gets the server reasons for refused actions as message keys', async () => {
    const consoleError = spyOnPageConsole();
    const [product] = await getBankProducts('en_US');
    expect(await expectApiError(createBankSubscription(product!.id, product!.minAmount))).toMatchObject({
      code: 'rejected',
      messageKey: 'api.serverErrors.insufficient_balance',
    });
    expect(await expectApiError(createWithdrawal(1n))).toMatchObject({ code: 'rejected', messageKey: 'api.serverErrors.insufficient_balance' });
    expect(consoleError.mock.calls).toEqual([[`POST ${origin}/api/bank/subscriptions 409 (Conflict)`], [`POST ${origin}/api/me/withdrawals 409 (Conflict)`]]);
  });

  it('ends the session when the server has revoked the token', async () => {
    const consoleError = spyOnPageConsole();
    await revokeToken(useAuthStore.getState().accessToken!);
    expect(await expectApiError(getMe())).toMatchObject({ code: 'unauthorized', messageKey: 'errors.loginExpired' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, currentAccount: null });
    expect(consoleError.mock.calls).toEqual([[`GET ${origin}/api/me 401 (Unauthorized)`]]);
  });
});
