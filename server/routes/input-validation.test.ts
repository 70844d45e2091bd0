// Every string a request carries (body field, query field, path parameter) of every route, sent
// malformed (NUL, control characters, a lone surrogate, 10 000 characters, SQL, paths...): the
// server answers 400 invalid_request (404 for a path that names nothing), never 500, and
// nothing reaches SQL. The table must name every route the app serves, so a new route without
// cases fails here.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AdminLoginRequestSchema,
  AdminNonceRequestSchema,
  AdminWithdrawalsQuerySchema,
  AuditQuerySchema,
  NoticeWriteSchema,
  PauseSchema,
  ProposalApproveSchema,
  ProposalCancelSchema,
  ProposalEditSchema,
  ProposalKindSchema,
  ProposalsQuerySchema,
  PublishSchema,
  ReasonSchema,
  RejectSchema,
  RevokeSessionsSchema,
} from '../../contract/admin.ts';
import { addAdmin } from '../test/admin.ts';
import {
  NotificationsQuerySchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
  RowIdSchema,
  BalanceRecordsQuerySchema,
  BankProductsQuerySchema,
  HashrateQuerySchema,
  IncomeDailyQuerySchema,
  SuilPriceQuerySchema,
  IncomeQuerySchema,
  LoginRequestSchema,
  NonceRequestSchema,
  NoticeQuerySchema,
  NoticesQuerySchema,
  PageQuerySchema,
  RecordsQuerySchema,
  SponsorBindRequestSchema,
  SponsorExecuteRequestSchema,
  SubscriptionRequestSchema,
  TeamQuerySchema,
  TransferRequestSchema,
  WithdrawalRequestSchema,
} from '../../contract/api.ts';
import { testConfig } from '../test/config.ts';
import { type TestServer, createTestServer } from '../test/server.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_ROOT_ADDRESS } from '../../localnet/packages/finance/dev-keys.ts';

type Shape = z.ZodObject<z.ZodRawShape>;
interface RouteCases {
  auth?: boolean;
  /** A console route: sent with an approver's admin token. */
  admin?: boolean;
  /** The schema and a valid value of it: each field in turn is replaced by a bad one. */
  body?: { schema: Shape; valid: Record<string, unknown> };
  /**
   * Fields of free text (an operator's reason): any printable text is a possible value, so the
   * odd ones may pass; the malformed ones are still refused with 400.
   */
  freeText?: string[];
  query?: { schema: Shape; valid: Record<string, string> };
  /** The path with `{}` where the parameter goes, and a valid value of it. */
  param?: { path: string; valid: string };
}

const A = `0x${'a1'.repeat(32)}`;
const B = `0x${'b2'.repeat(32)}`;
/** A row id that names nothing: the console's writes answer 404 or 409 after their checks. */
const NONE = '999999';
const REASON = { reason: 'checked by two people' };
/** The create body's fields, for the field-by-field cases (the schema itself is a union by kind). */
const ProposalCreateFields = z.object({ kind: ProposalKindSchema, payload: z.unknown(), reason: ReasonSchema });
const NOTICE = { category: 'notice', texts: { en_US: { title: 'Title', summary: 'Summary', bodyHtml: '<p>Body</p>' } }, ...REASON };
const AUDIT_QUERY = { operator: 'alice', action: 'pause', subject: 'withdrawals', from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z', before: '5', limit: '5' };

const PUSH_SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }, locale: 'ja_JP' };

const ROUTES: Record<string, RouteCases> = {
  'GET /api/health': {},
  'GET /livez': {},
  'GET /readyz': {},
  'GET /api/indexer': {},
  'POST /api/auth/nonce': { body: { schema: NonceRequestSchema, valid: { address: A } } },
  'POST /api/auth/login': {
    body: { schema: LoginRequestSchema, valid: { address: A, message: 'not issued', signature: 'AAAA' } },
  },
  'POST /api/auth/logout': { auth: true },
  'GET /api/me': { auth: true },
  'GET /api/me/income': { auth: true, query: { schema: IncomeQuerySchema, valid: { type: 'direct', cursor: '5', limit: '5' } } },
  'GET /api/me/hashrate': { auth: true, query: { schema: HashrateQuerySchema, valid: { type: 'fee', cursor: '5', limit: '5' } } },
  'GET /api/me/income/daily': { auth: true, query: { schema: IncomeDailyQuerySchema, valid: { days: '7', tz: 'Asia/Shanghai' } } },
  'GET /api/me/hashrate/history': { auth: true },
  'GET /api/price/suil': { query: { schema: SuilPriceQuerySchema, valid: { interval: 'hour', points: '24' } } },
  'GET /api/me/records': { auth: true, query: { schema: RecordsQuerySchema, valid: { kind: 'topup', cursor: '5', limit: '5' } } },
  'GET /api/me/team': { auth: true, query: { schema: TeamQuerySchema, valid: { depth: 'direct', cursor: '5', limit: '5' } } },
  'GET /api/me/nodes': { auth: true, query: { schema: PageQuerySchema, valid: { cursor: '5', limit: '5' } } },
  'POST /api/me/withdrawals': { auth: true, body: { schema: WithdrawalRequestSchema, valid: { amount: '1000' } } },
  'GET /api/me/withdrawals': { auth: true, query: { schema: PageQuerySchema, valid: { cursor: '5', limit: '5' } } },
  'GET /api/me/withdrawals/policy': { auth: true },
  'POST /api/me/transfers': { auth: true, body: { schema: TransferRequestSchema, valid: { to: B, coin: 'SUI', amount: '1000' } } },
  // Its path parameter is the transfer's `to`: malformed is 400 as in the transfer (server/routes/transfers.test.ts).
  'GET /api/me/transfers/recipient/:address': { auth: true },
  'GET /api/me/notifications': { auth: true, query: { schema: NotificationsQuerySchema, valid: { locale: 'ja_JP', cursor: '5', limit: '5' } } },
  'GET /api/me/notifications/unread-count': { auth: true },
  // Its body is one of two forms (contract/api.ts): the field-by-field cases are the ids form's.
  'POST /api/me/notifications/read': { auth: true, body: { schema: z.object({ ids: z.array(RowIdSchema) }), valid: { ids: ['5'] } } },
  'POST /api/me/push-subscriptions': { auth: true, body: { schema: PushSubscriptionRequestSchema as unknown as Shape, valid: PUSH_SUBSCRIPTION } },
  'POST /api/me/push-subscriptions/remove': { auth: true, body: { schema: PushUnsubscribeRequestSchema, valid: { endpoint: PUSH_SUBSCRIPTION.endpoint } } },
  'GET /api/push/key': {},
  'GET /api/me/balance-records': { auth: true, query: { schema: BalanceRecordsQuerySchema, valid: { group: 'node', cursor: '5', limit: '5' } } },
  'GET /api/notices': { query: { schema: NoticesQuerySchema, valid: { category: 'notice', locale: 'ja_JP', cursor: '5', limit: '5' } } },
  'GET /api/notices/:id': { query: { schema: NoticeQuerySchema, valid: { locale: 'ja_JP' } }, param: { path: '/api/notices/{}', valid: '1' } },
  'GET /api/pages/:slug': { query: { schema: NoticeQuerySchema, valid: { locale: 'ja_JP' } }, param: { path: '/api/pages/{}', valid: 'sui' } },
  'GET /api/nodes': {},
  'POST /api/nodes/:tier/purchase': { auth: true, param: { path: '/api/nodes/{}/purchase', valid: 'primary' } },
  'GET /api/bank/products': { query: { schema: BankProductsQuerySchema, valid: { locale: 'ja_JP' } } },
  'POST /api/bank/subscriptions': { auth: true, body: { schema: SubscriptionRequestSchema, valid: { productId: 'sui-7', amount: '10000000000' } } },
  'GET /api/bank/subscriptions': { auth: true, query: { schema: PageQuerySchema, valid: { cursor: '5', limit: '5' } } },
  'POST /api/bank/subscriptions/:id/redeem': { auth: true, param: { path: '/api/bank/subscriptions/{}/redeem', valid: '1' } },
  // The free bind: a valid request is issued (localnet's root is a valid inviter); bytes nobody issued are 409.
  'POST /api/sponsor/bind': { auth: true, body: { schema: SponsorBindRequestSchema, valid: { inviter: DEV_ROOT_ADDRESS } } },
  'POST /api/sponsor/execute': { auth: true, body: { schema: SponsorExecuteRequestSchema, valid: { txBytes: 'AAAA', signature: 'AAAA' } } },
  // The operator console (contract/admin.ts)
  'POST /api/admin/auth/nonce': { body: { schema: AdminNonceRequestSchema, valid: { address: A } } },
  'POST /api/admin/auth/login': { body: { schema: AdminLoginRequestSchema, valid: { address: A, message: 'not issued', signature: 'AAAA' } } },
  'POST /api/admin/auth/logout': { admin: true },
  'GET /api/admin/auth/me': { admin: true },
  'GET /api/admin/dashboard': { admin: true },
  'GET /api/admin/allowlist': { admin: true },
  'GET /api/admin/notices': { admin: true },
  'POST /api/admin/notices': { admin: true, body: { schema: NoticeWriteSchema as unknown as Shape, valid: NOTICE }, freeText: ['reason'] },
  'PUT /api/admin/notices/:id': { admin: true, body: { schema: NoticeWriteSchema as unknown as Shape, valid: NOTICE }, freeText: ['reason'], param: { path: '/api/admin/notices/{}', valid: NONE } },
  'POST /api/admin/notices/:id/publish': { admin: true, body: { schema: PublishSchema, valid: REASON }, freeText: ['reason'], param: { path: '/api/admin/notices/{}/publish', valid: NONE } },
  'POST /api/admin/notices/:id/unpublish': { admin: true, body: { schema: PublishSchema, valid: REASON }, freeText: ['reason'], param: { path: '/api/admin/notices/{}/unpublish', valid: NONE } },
  'GET /api/admin/users/:address': { admin: true, param: { path: '/api/admin/users/{}', valid: B } },
  'POST /api/admin/users/:address/revoke-sessions': { admin: true, body: { schema: RevokeSessionsSchema, valid: REASON }, freeText: ['reason'], param: { path: '/api/admin/users/{}/revoke-sessions', valid: B } },
  'GET /api/admin/proposals': { admin: true, query: { schema: ProposalsQuerySchema, valid: { status: 'open' } } },
  'GET /api/admin/proposals/:id': { admin: true, param: { path: '/api/admin/proposals/{}', valid: NONE } },
  'POST /api/admin/proposals': {
    admin: true,
    body: { schema: ProposalCreateFields, valid: { kind: 'approve_withdrawal', payload: { withdrawalId: NONE }, ...REASON } },
    freeText: ['reason'],
  },
  'PUT /api/admin/proposals/:id': { admin: true, body: { schema: ProposalEditSchema, valid: { payload: {}, ...REASON } }, freeText: ['reason'], param: { path: '/api/admin/proposals/{}', valid: NONE } },
  'POST /api/admin/proposals/:id/approve': {
    admin: true,
    body: { schema: ProposalApproveSchema, valid: { payloadHash: '0'.repeat(64), ...REASON } },
    freeText: ['reason'],
    param: { path: '/api/admin/proposals/{}/approve', valid: NONE },
  },
  'POST /api/admin/proposals/:id/cancel': { admin: true, body: { schema: ProposalCancelSchema, valid: REASON }, freeText: ['reason'], param: { path: '/api/admin/proposals/{}/cancel', valid: NONE } },
  'GET /api/admin/withdrawals': { admin: true, query: { schema: AdminWithdrawalsQuerySchema, valid: { status: 'pending', cursor: '5' } } },
  'GET /api/admin/withdrawals/anomalies': { admin: true, query: { schema: PageQuerySchema, valid: { cursor: '5', limit: '5' } } },
  'POST /api/admin/withdrawals/pause': { admin: true, body: { schema: PauseSchema, valid: REASON }, freeText: ['reason'] },
  'GET /api/admin/bank-products': { admin: true },
  'GET /api/admin/sponsor': { admin: true },
  'POST /api/admin/sponsor/pause': { admin: true, body: { schema: PauseSchema, valid: REASON }, freeText: ['reason'] },
  'POST /api/admin/withdrawals/:id/reject': { admin: true, body: { schema: RejectSchema, valid: REASON }, freeText: ['reason'], param: { path: '/api/admin/withdrawals/{}/reject', valid: NONE } },
  // The operator and subject filters are words of an audit row: any such word may be asked for.
  'GET /api/admin/audit': { admin: true, query: { schema: AuditQuerySchema, valid: AUDIT_QUERY }, freeText: ['operator', 'subject'] },
  'GET /api/admin/audit/csv': { admin: true, query: { schema: AuditQuerySchema, valid: AUDIT_QUERY }, freeText: ['operator', 'subject'] },
  'GET /api/admin/audit/check': { admin: true },
};

/** Malformed in any field: refused by every schema. */
const MALFORMED = [
  '\u0000',
  'sui-7\u0000',
  `${A}\u0000`,
  '\u0001\u001f',
  '\ud800',
  '\u202etxet',
  '💸',
  'a'.repeat(10_000),
  '1'.repeat(10_000),
];
/** Printable but wrong for the field: SQL, paths, blanks, escapes, near-misses of ids. */
const ODD = ["x'; DROP TABLE users; --", '../../etc/passwd', '   ', '', '%00', '0x123', '-1', '1e3', 'SUI-7', '{}'];

let net: Localnet;
let server: TestServer;
let token: string;
let adminToken: string;
beforeAll(async () => {
  // A node, for the free bind's valid request; the other routes never need it.
  net = await startLocalnet({ port: 0 });
  server = await createTestServer({ suiNodeUrl: net.url, sponsor: { ...testConfig().sponsor, rate: { capacity: 10_000, refillPerSecond: 10_000 } } });
  ({ token } = await server.signIn(Ed25519Keypair.generate()));
  adminToken = (await addAdmin(server, 'approver')).token;
});
afterAll(async () => {
  await server.close();
  await net?.close();
});

function split(route: string): { method: string; path: string } {
  const [method, path] = route.split(' ');
  return { method: method!, path: path! };
}

async function send(route: string, cases: RouteCases, parts: { body?: Record<string, unknown>; query?: Record<string, string>; param?: string }) {
  const { method, path } = split(route);
  const url = (cases.param ? cases.param.path.replace('{}', encodeURIComponent(parts.param ?? cases.param.valid)) : path) + (parts.query ? `?${new URLSearchParams(parts.query)}` : '');
  const bearer = cases.admin ? adminToken : cases.auth ? token : undefined;
  return server.request(method, url, { ...(parts.body ? { body: parts.body } : {}), ...(bearer ? { token: bearer } : {}) });
}

describe('every string of every request is checked before it reaches SQL', () => {
  it('has cases for every route the app serves', () => {
    const served = new Set(server.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...served].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, cases] of Object.entries(ROUTES)) {
    if (!cases.body && !cases.query && !cases.param) continue;

    it(`${route}: its valid request passes the schema`, async () => {
      const res = await send(route, cases, { body: cases.body?.valid, query: cases.query?.valid });
      expect(res.status, await res.clone().text()).not.toBe(400);
      expect(res.status).toBeLessThan(500);
    });

    for (const where of ['body', 'query'] as const) {
      const part = cases[where];
      if (!part) continue;
      for (const field of Object.keys(part.schema.shape)) {
        it(`${route}: a malformed or odd ${where} field "${field}" answers 400`, async () => {
          for (const bad of [...MALFORMED, ...(cases.freeText?.includes(field) ? [] : ODD)]) {
            // An empty query field reads as absent: that is the field's default, not a bad value.
            if (where === 'query' && bad === '' && field !== 'limit') continue;
            const res = await send(route, cases, {
              body: cases.body?.valid,
              query: cases.query?.valid as Record<string, string> | undefined,
              [where]: { ...part.valid, [field]: bad },
            });
            const text = await res.text();
            if (MALFORMED.includes(bad)) {
              expect({ bad: bad.slice(0, 40), status: res.status }, text.slice(0, 200)).toEqual({ bad: bad.slice(0, 40), status: 400 });
              expect(JSON.parse(text).error.code).toBe('invalid_request');
            } else {
              // Printable and maybe well-formed for the field ("0x123" is a possible product
              // id, any printable text a possible sign-in message): refused, never a 2xx or 5xx.
              expect({ bad, status: res.status >= 400 && res.status < 500 }, text.slice(0, 200)).toEqual({ bad, status: true });
            }
          }
        });
      }
    }

    if (cases.param) {
      it(`${route}: a malformed or odd path parameter answers 404`, async () => {
        // A lone surrogate cannot be written in a URL at all.
        for (const bad of [...MALFORMED, ...ODD].filter((b) => b !== '' && b !== '\ud800' && b.length < 5000)) {
          const res = await send(route, cases, { body: cases.body?.valid, query: cases.query?.valid, param: bad });
          expect({ bad: bad.slice(0, 40), status: res.status }).toEqual({ bad: bad.slice(0, 40), status: 404 });
        }
      });
    }
  }
});

describe('addresses are exactly 0x and 64 hex digits', () => {
  const SHORT_OR_LONG = ['0x123', '0x2', `0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, `0X${'a'.repeat(64)}`, 'a'.repeat(64), `0x${'g'.repeat(64)}`];

  it('POST /api/auth/nonce refuses short, long, unprefixed and non-hex addresses instead of padding them', async () => {
    for (const address of SHORT_OR_LONG) {
      const res = await server.request('POST', '/api/auth/nonce', { body: { address } });
      expect({ address, status: res.status }).toEqual({ address, status: 400 });
    }
  });

  it('POST /api/auth/nonce takes any case and signs the lowercase address', async () => {
    // A server of its own: the cases above have spent the sign-in rate limit of this client.
    const fresh = await createTestServer();
    const res = await fresh.request('POST', '/api/auth/nonce', { body: { address: A.toUpperCase().replace('0X', '0x') } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message.split('\n')[1]).toBe(A);
    await fresh.close();
  });

  it('POST /api/auth/login and POST /api/me/transfers refuse them too', async () => {
    for (const address of SHORT_OR_LONG) {
      const login = await server.request('POST', '/api/auth/login', { body: { address, message: 'x', signature: 'AAAA' } });
      const transfer = await server.request('POST', '/api/me/transfers', { token, body: { to: address, coin: 'SUI', amount: '1' } });
      expect({ address, login: login.status, transfer: transfer.status }).toEqual({ address, login: 400, transfer: 400 });
    }
  });
});
