// `npm run server`: the /api server on 127.0.0.1:8787, following the node in its config.
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createApp, createServerContext } from './app.ts';
import { startIndexer } from './indexer/indexer.ts';

let config: ReturnType<typeof loadConfig>;
let ctx: Awaited<ReturnType<typeof createServerContext>>;
try {
  config = loadConfig();
  ctx = await createServerContext(config);
} catch (error) {
  console.error(`server: not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`database: ${ctx.database.description}${ctx.database.kind === 'pglite' ? ' (set DATABASE_URL to use PostgreSQL)' : ''}`);
const app = createApp(ctx);
const indexer = config.indexer.enabled ? startIndexer(ctx) : null;

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const indexing = !config.indexer.enabled ? 'indexer off' : config.indexer.election ? 'indexer by leader election' : 'indexer on, no election';
  console.log(`server ${config.instanceId} listening on http://${info.address}:${info.port} (${config.network}, node ${config.suiNodeUrl}, ${indexing})`);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await indexer?.stop();
  server.close();
  await ctx.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
