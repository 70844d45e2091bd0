// SERVER_WORKERS=N: one instance on N cores. The primary process forks N workers (node:cluster)
// that share the instance's port, each one the whole server as one instance of several on one
// PostgreSQL (its own pool, rate limits in the database, the indexer's leader election), so
// nothing is shared in memory that matters. The primary serves nothing but the instance's
// `/metrics` (the workers' figures merged) and its lifecycle: a worker that dies is replaced, a
// SIGTERM or SIGINT goes to every worker, each drains as a lone server does, and the primary
// exits once they all have (0 when every one of them exited 0).
import cluster, { type Worker } from 'node:cluster';
import type { ProcessConfig } from './process-config.ts';
import { errorField, log } from './log.ts';
import { startClusterMetricsServer } from './metrics/scrape.ts';

/** Why SERVER_WORKERS cannot be used with the embedded database. */
export const WORKERS_NEED_POSTGRES = 'SERVER_WORKERS above 1 needs PostgreSQL (DATABASE_URL): embedded PGlite is one process\'s database, and each worker is a process of its own';

/** A replacement for a worker that died is forked at most this often. */
const RESPAWN_DELAY_MS = 1_000;

export async function runPrimary(processConfig: ProcessConfig): Promise<void> {
  let stopping: NodeJS.Signals | null = null;
  let failed = false;
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < processConfig.workers; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      log.info({ worker: worker.process.pid, code, signal }, `worker ${worker.process.pid} stopped (${signal ?? code})`);
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish();
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, `worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESPAWN_DELAY_MS).unref();
  });

  const metrics = processConfig.metricsPort
    ? await startClusterMetricsServer(processConfig.metricsHost, processConfig.metricsPort).catch((error: unknown) => {
        log.error(errorField(error), `no metrics: could not listen on ${processConfig.metricsHost}:${processConfig.metricsPort} (METRICS_PORT)`);
        return null;
      })
    : null;
  if (metrics) log.info(`metrics of the ${processConfig.workers} workers on ${metrics.url}`);

  async function finish(): Promise<void> {
    await metrics?.close();
    log.info('stopped');
    process.exit(failed ? 1 : 0);
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    log.info({ signal }, `${signal}: stopping the ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) void finish();
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
