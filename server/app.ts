// The Hono app factory: everything but the listening socket, so tests drive it with
// app.request() and an in-memory database.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { chainClock, fixedSourceClock, readClockObjectMs } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { HealthResponse } from '../contract/api.ts';
import type { IndexerStatus, ServerContext } from './context.ts';
import { type Database, isDatabaseUnavailable, openDatabase } from './db/client.ts';
import { deadEventsSummary } from './db/dead-events.ts';
import { indexerPollState } from './db/indexer-state.ts';
import { voucherAnomalyCount } from './db/voucher-anomalies.ts';
import { ApiError, errorBody, iso } from './http.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { TokenService, loadTokenSecret } from './auth/tokens.ts';
import { AdminTokenService } from './admin/session.ts';
import { authRoutes } from './routes/auth.ts';
import { meRoutes } from './routes/me.ts';
import { contentRoutes } from './routes/content.ts';
import { nodeRoutes } from './routes/nodes.ts';
import { bankRoutes } from './routes/bank.ts';
import { indexerRoutes } from './routes/indexer.ts';
import { priceRoutes } from './routes/charts.ts';
import { adminRoutes } from './routes/admin.ts';
import { sponsorRoutes } from './routes/sponsor.ts';
import { mountProbes } from './probes.ts';
import { httpMetrics } from './metrics/registry.ts';
import { devOperatorRoutes, devOperatorRoutesEnabled } from './routes/dev-operator.ts';
import { errorField, log, mountRequestLogging } from './log.ts';
import { withdrawalsHealth } from './payouts/health.ts';
import { signersStatus } from './payouts/signers.ts';
import { auditHead } from './operator/audit.ts';
import { loadVapidKeys } from './notifications/vapid.ts';
import { pushKeyRoutes } from './routes/notifications.ts';

export interface CreateAppOptions {
  /** An open database (else one is opened from the config). */
  database?: Database;
  /** One clock for everything (tests); otherwise the config's clock and the wall clock. */
  now?: () => number;
}

export async function createServerContext(config: ServerConfig, options: CreateAppOptions = {}): Promise<ServerContext> {
  const database = options.database ?? (await openDatabase(config));
  const wallNow = options.now ?? Date.now;
  const secret = await loadTokenSecret(database.db, config.jwtSecret);
  const rl = config.rateLimit;
  const byAddress = { capacity: rl.capacity, refillPerSecond: rl.refillPerSecond };
  const byClient = { capacity: rl.perIpCapacity, refillPerSecond: rl.perIpRefillPerSecond };
  const chainClient = new SuiGrpcClient({ network: config.network as 'localnet', baseUrl: config.suiNodeUrl });
  const clock =
    options.now || config.clock === 'wall'
      ? fixedSourceClock(wallNow)
      : chainClock({
          readChainMs: () => readClockObjectMs(chainClient),
          onError: (error) => log.warn(errorField(error), 'could not read the chain clock; keeping the last offset'),
        });
  return {
    config,
    database,
    db: database.db,
    now: clock.now,
    clock,
    wallNow,
    tokens: new TokenService(database.db, secret, wallNow),
    adminTokens: new AdminTokenService(database.db, secret, wallNow),
    chainClient,
    limitByAddress: new RateLimiter(database.db, 'auth-address', byAddress),
    limitByClient: new RateLimiter(database.db, 'auth-ip', byClient),
    localLimitByAddress: new RateLimiter('local', 'login-address', byAddress),
    localLimitByClient: new RateLimiter('local', 'login-ip', byClient),
    limitSponsorByClient: new RateLimiter(database.db, 'sponsor-ip', config.sponsor.rate),
    limitSponsorByAddress: new RateLimiter(database.db, 'sponsor-address', config.sponsor.rate),
    indexerStatus: async (): Promise<IndexerStatus> => {
      const row = await indexerPollState(database.db);
      return { cursor: row?.cursor ?? null, lastPollAt: row?.last_poll_at ? new Date(row.last_poll_at) : null, lastError: row?.last_error ?? null };
    },
    instance: { id: config.instanceId, role: 'off' },
    lifecycle: { draining: false },
    pushKeys: await loadVapidKeys(database.db, config),
  };
}

/**
 * 413 payload_too_large for a body over `maxSize` bytes. A body with a Content-Length is judged
 * by it (Node's parser holds the body to that length), so the request is never built as a Web
 * Request just to look: hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server
 * build one for every request, a twentieth of a login's CPU time. A chunked body (no length)
 * goes through hono's bodyLimit, which counts it as it reads.
 */
function limitBody(maxSize: number): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', `the body is larger than ${maxSize} bytes`), 413);
  const counting = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    return counting(c, next);
  };
}

export function createApp(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', httpMetrics); // Prometheus: requests and latency by route template
  mountRequestLogging(app); // X-Request-Id, a JSON line per request
  mountProbes(app, ctx); // /livez, /readyz

  // nosniff, no framing at all (X-Frame-Options and frame-ancestors), a CSP that lets a JSON
  // answer load nothing, same-origin resource and opener policies, no referrer, HSTS.
  app.use(
    '/api/*',
    secureHeaders({
      xFrameOptions: 'DENY',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use('/api/*', limitBody(ctx.config.bodyLimitBytes));

  // Business time follows the chain on localnet: every request sees the clock as it is now.
  app.use('/api/*', async (_c, next) => {
    await ctx.clock.sync();
    await next();
  });

  app.get('/api/health', async (c) => {
    const status = await ctx.indexerStatus();
    const dead = await deadEventsSummary(ctx.db);
    const anomalies = await voucherAnomalyCount(ctx.db);
    const audit = await auditHead(ctx.db);
    return c.json({
      status: 'ok',
      network: ctx.config.network,
      time: iso(ctx.now()),
      instance: { ...ctx.instance },
      chain: { cursor: status.cursor, lastPollAt: status.lastPollAt ? iso(status.lastPollAt) : null, lastError: status.lastError, deadEvents: dead },
      voucherAnomalies: anomalies,
      withdrawals: await withdrawalsHealth(ctx),
      signers: signersStatus(ctx.config),
      audit: { seq: audit.seq.toString(), hash: audit.hash },
    } satisfies HealthResponse);
  });

  app.route('/api/auth', authRoutes(ctx));
  app.route('/api/me', meRoutes(ctx));
  app.route('/api/push', pushKeyRoutes(ctx));
  app.route('/api', contentRoutes(ctx));
  app.route('/api/nodes', nodeRoutes(ctx));
  app.route('/api/bank', bankRoutes(ctx));
  app.route('/api/sponsor', sponsorRoutes(ctx));
  app.route('/api/indexer', indexerRoutes(ctx));
  app.route('/api/price', priceRoutes(ctx));
  app.route('/api/admin', adminRoutes(ctx));
  // e2e only: localnet with OPERATOR_DEV_ROUTES=1, loopback clients (server/routes/dev-operator.ts).
  if (devOperatorRoutesEnabled(ctx.config)) app.route('/api/dev/operator', devOperatorRoutes(ctx));

  app.notFound((c) => c.json(errorBody('not_found', 'no such endpoint'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    // The database restarting or out of reach is an outage, not a bug: 503, and the client may try again.
    if (isDatabaseUnavailable(error)) {
      log.warn(errorField(error), 'database unavailable');
      c.header('Retry-After', '1');
      return c.json(errorBody('database_unavailable', 'the server cannot reach its database just now; try again shortly'), 503);
    }
    log.error(errorField(error), 'unhandled error');
    return c.json(errorBody('internal_error', 'something went wrong on the server'), 500);
  });
  return app;
}
