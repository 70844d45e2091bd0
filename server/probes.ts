// Probes for a load balancer or an orchestrator, on the server's own port, outside /api:
// `/livez` says the process answers (restart it when it does not), `/readyz` says it should get
// traffic: the database answers, every migration this code knows is applied, and it is not
// shutting down. `/api/health` stays the status page for people.
import type { Hono } from 'hono';
import type { ServerContext } from './context.ts';
import { latestAppliedMigration, migrationFiles } from './db/migrate.ts';

/** A database that does not answer in this long is taken for unreachable. */
const READY_QUERY_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  /** `behind`: this code knows migrations the database does not have. */
  migrations: 'current' | 'behind' | 'unknown';
  draining: boolean;
}

let latestMigration: string | undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function readiness(ctx: ServerContext): Promise<Readiness> {
  latestMigration ??= migrationFiles().at(-1)?.version ?? '';
  const draining = ctx.lifecycle.draining;
  try {
    const latest = await withTimeout(latestAppliedMigration(ctx.db), READY_QUERY_TIMEOUT_MS);
    const migrations = (latest ?? '') >= latestMigration ? 'current' : 'behind';
    return { ready: !draining && migrations === 'current', database: 'ok', migrations, draining };
  } catch {
    return { ready: false, database: 'unreachable', migrations: 'unknown', draining };
  }
}

export function mountProbes(app: Hono, ctx: ServerContext): void {
  // While draining, every answer closes its connection, so no client keeps sending on a
  // keep-alive connection the server is about to close.
  app.use('*', async (c, next) => {
    await next();
    if (ctx.lifecycle.draining) c.header('Connection', 'close');
  });
  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = await readiness(ctx);
    return c.json(state, state.ready ? 200 : 503);
  });
}
