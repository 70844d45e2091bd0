// Test helpers: a server on an in-memory database (or a fresh schema of DATABASE_URL's
// Postgres), a settable clock, and sign-in with a real Ed25519 key.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Hono } from 'hono';
import { type ServerConfig, testConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { createApp, createServerContext } from './app.ts';
import type { LoginResponse, NonceResponse } from '../contract/api.ts';
import { dropSchema } from './db/client.ts';

export interface TestServer {
  app: Hono;
  ctx: ServerContext;
  clock: { now: number; advance(ms: number): void };
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  signIn(keypair?: Ed25519Keypair): Promise<{ token: string; address: string; keypair: Ed25519Keypair }>;
  close(): Promise<void>;
}

export async function createTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const clock = {
    now: Date.parse('2026-11-21T12:00:00.000Z'),
    advance(ms: number) {
      this.now += ms;
    },
  };
  // `clock: 'chain'` tests the chain-following clock against a real node (`suiNodeUrl`);
  // otherwise the settable clock drives everything.
  const ctx = await createServerContext(testConfig(overrides), overrides.clock === 'chain' ? {} : { now: () => clock.now });
  const app = createApp(ctx);
  const request: TestServer['request'] = (method, path, options = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
      }),
    );
  return {
    app,
    ctx,
    clock,
    request,
    async signIn(keypair = Ed25519Keypair.generate()) {
      const address = keypair.toSuiAddress();
      const nonce = (await (await request('POST', '/api/auth/nonce', { body: { address } })).json()) as NonceResponse;
      const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(nonce.message));
      const res = await request('POST', '/api/auth/login', { body: { address, message: nonce.message, signature } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const { access_token } = (await res.json()) as LoginResponse;
      return { token: access_token, address, keypair };
    },
    async close() {
      await ctx.database.close();
      const { databaseUrl, databaseSchema } = ctx.config;
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    },
  };
}

// ---- Synthetic chain transactions for route and income-rule tests (the integration test
// drives a real node). The bytes are the events' real BCS layouts.
import { FinanceIndexer } from './indexer/indexer.ts';
import { FINANCE_EVENT_LAYOUTS, FINANCE_EVENT_MODULES, type FinanceEventName } from './indexer/events.ts';

let digestCounter = 0;

export function financeEvent<N extends FinanceEventName>(
  ctx: ServerContext,
  name: N,
  fields: Parameters<(typeof FINANCE_EVENT_LAYOUTS)[N]['serialize']>[0],
): { eventType: string; bcs: Uint8Array } {
  const layout = FINANCE_EVENT_LAYOUTS[name] as unknown as { serialize(v: unknown): { toBytes(): Uint8Array } };
  return { eventType: `${ctx.config.financePackageId}::${FINANCE_EVENT_MODULES[name]}::${name}`, bcs: layout.serialize(fields).toBytes() };
}

export function chainTx(events: { eventType: string; bcs: Uint8Array }[], timestampMs = Date.parse('2026-11-21T11:00:00Z')) {
  digestCounter++;
  return { digest: `TestDigest${digestCounter.toString().padStart(6, '0')}`, timestampMs, events };
}

/** An indexer whose node is never asked: pages are handed to applyPage directly. */
export function offlineIndexer(ctx: ServerContext): FinanceIndexer {
  return new FinanceIndexer(ctx, {
    listAfter: () => Promise.reject(new Error('offline')),
    chainIdentifier: () => Promise.reject(new Error('offline')),
  });
}

/** An indexer reading these pages from a stand-in node; the cursor after page i is String(i + 1). */
export function pagedIndexer(ctx: ServerContext, pages: ReturnType<typeof chainTx>[][]): FinanceIndexer {
  return new FinanceIndexer(ctx, {
    listAfter: (cursor) => {
      const i = cursor === null ? 0 : Number(cursor);
      if (i >= pages.length) return Promise.resolve({ transactions: [], endCursor: null, hasNextPage: false });
      return Promise.resolve({ transactions: pages[i]!, endCursor: String(i + 1), hasNextPage: i + 1 < pages.length });
    },
    chainIdentifier: () => Promise.resolve('stand-in chain'),
  });
}
