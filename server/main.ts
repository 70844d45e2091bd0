// `npm run server`: the /api server on 127.0.0.1:8787, following the node in its config.
// SERVER_WORKERS=N (PostgreSQL only): this process forks N workers that run what follows and
// share the port (server/workers.ts).
import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { allowDevConsoleAccounts } from './admin/allowlist.ts';
import { createApp, createServerContext } from './app.ts';
import { startIndexer } from './indexer/indexer.ts';
import { PushDispatcher } from './notifications/push-dispatcher.ts';
import { loadProcessConfig } from './process-config.ts';
import { type SignersAtStart, checkSignersAtStart, closeSigners } from './payouts/signers.ts';
import { createLogger, errorField, log, setLogger } from './log.ts';
import { setMetricsSource, shareMetricsWithPrimary, startMetricsServer } from './metrics/scrape.ts';
import { WORKERS_NEED_POSTGRES, runPrimary } from './workers.ts';

let config: ReturnType<typeof loadConfig>;
let processConfig: ReturnType<typeof loadProcessConfig>;
try {
  config = loadConfig();
  processConfig = loadProcessConfig();
  // A worker is one instance of several: its own name (an INSTANCE_ID given is the instance's).
  if (cluster.isWorker && process.env.INSTANCE_ID) config = { ...config, instanceId: `${config.instanceId}-w${cluster.worker!.id}` };
  // LOG_LEVEL or info, even when started by a test runner (log.ts quiets in-process tests only).
  setLogger(createLogger({ level: processConfig.logLevel, fields: { instance: config.instanceId } }));
  if (processConfig.workers > 1 && !config.databaseUrl) throw new Error(WORKERS_NEED_POSTGRES);
} catch (error) {
  log.fatal(errorField(error), 'server not started');
  process.exit(1);
}
if (processConfig.workers > 1 && cluster.isPrimary) {
  await runPrimary(processConfig);
} else {
  await runServer();
}

async function runServer(): Promise<void> {
  let ctx: Awaited<ReturnType<typeof createServerContext>>;
  let signers: SignersAtStart;
  try {
    ctx = await createServerContext(config);
    // The keys before anything else: a key the chain would refuse, a token out of reach, or the
    // env key off localnet without the operator's acknowledgement is no server to run.
    signers = await checkSignersAtStart(config, ctx.chainClient).catch(async (error: unknown) => {
      await ctx.database.close();
      throw error;
    });
    if (config.consoleDevAccounts) {
      const added = await allowDevConsoleAccounts(ctx.db, ctx.now());
      if (added.length > 0) log.info({ added }, `the local console accounts joined the allowlist: ${added.join(', ')}`);
    }
  } catch (error) {
    log.fatal(errorField(error), 'server not started');
    process.exit(1);
  }
  log.info({ database: ctx.database.description }, `database: ${ctx.database.description}${ctx.database.kind === 'pglite' ? ' (set DATABASE_URL to use PostgreSQL)' : ''}`);
  const keyLine = (key: { kind: string; publicKey: string }) => `${key.kind === 'pkcs11' ? 'in a PKCS#11 token' : 'in memory (env)'}, public key ${key.publicKey}`;
  log.info(
    { signers },
    `voucher key ${keyLine(signers.voucher)}${signers.chainChecked ? ", the chain's operator_pubkey" : " (the chain's operator_pubkey could not be read: it is checked before each voucher)"}; ` +
      `sponsor ${signers.sponsor ? keyLine(signers.sponsor) : 'none'}`,
  );
  if (signers.voucher.kind === 'env' && config.network !== 'localnet') {
    log.warn(`the voucher key is in this process's memory on ${config.network} (VOUCHER_SIGNER_ENV_ACKNOWLEDGED): put it in an HSM, VOUCHER_SIGNER=pkcs11`);
  }
  const app = createApp(ctx);
  const indexer = config.indexer.enabled ? startIndexer(ctx) : null;
  // The push outbox, sent after the transactions that queued it (server/notifications/push-dispatcher.ts).
  const pushSender = ctx.pushKeys ? new PushDispatcher(ctx, ctx.pushKeys).start() : null;
  log.info(ctx.pushKeys ? `push notifications on (VAPID public key ${ctx.pushKeys.publicKey})` : 'push notifications off: no VAPID keys (npm run server:push-keys)');

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const indexing = !config.indexer.enabled ? 'indexer off' : config.indexer.election ? 'indexer by leader election' : 'indexer on, no election';
    log.info(
      { network: config.network, node: config.suiNodeUrl, indexer: indexing, runtime: `node ${process.version}` },
      `server ${config.instanceId} listening on http://${info.address}:${info.port} (${config.network}, node ${config.suiNodeUrl}, ${indexing})`,
    );
  });

  // A worker's figures go to the primary, which serves the instance's metrics (server/workers.ts).
  // A metrics port already taken (a second instance on the same host with the default) costs the
  // metrics, not the API: said loudly, and the server goes on.
  if (cluster.isWorker) {
    setMetricsSource(ctx);
    shareMetricsWithPrimary();
  }
  const metrics =
    processConfig.metricsPort && !cluster.isWorker
      ? await startMetricsServer(ctx, processConfig.metricsHost, processConfig.metricsPort).catch((error: unknown) => {
          log.error(errorField(error), `no metrics: could not listen on ${processConfig.metricsHost}:${processConfig.metricsPort} (METRICS_PORT)`);
          return null;
        })
      : null;
  if (metrics) log.info(`metrics on ${metrics.url}`);

  /** Stops listening and resolves once every open request has been answered (false: the timeout came first). */
  function closeServer(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      server.close(() => {
        clearTimeout(timer);
        resolve(true);
      });
      // Idle keep-alive connections would hold close() open; busy ones close after their answer
      // (probes.ts sets `Connection: close` while draining).
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
  }

  /**
   * SIGTERM: readiness fails first (the load balancer stops sending), requests keep being served
   * for SHUTDOWN_DRAIN_MS, then the listener closes and in-flight requests finish; then the
   * indexer stops (its leader lock goes with its session), the pool closes, and the process
   * exits 0. SIGINT (Ctrl-C) does the same without the drain wait.
   */
  let stopping = false;
  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    ctx.lifecycle.draining = true;
    const drainMs = signal === 'SIGTERM' ? processConfig.shutdown.drainMs : 0;
    log.info({ signal, drainMs }, `${signal}: draining (not ready; closing in ${drainMs} ms)`);
    if (drainMs > 0) await sleep(drainMs);
    const finished = await closeServer(processConfig.shutdown.timeoutMs);
    if (!finished) {
      log.error(`requests still open after ${processConfig.shutdown.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); closing them`);
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
    await indexer?.stop();
    await pushSender?.stop();
    await metrics?.close();
    closeSigners();
    await ctx.database.close();
    log.info('stopped');
    process.exit(finished ? 0 : 1);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
