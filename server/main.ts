// `npm run server`: the /api server on 127.0.0.1:8787, following the node in its config.
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createApp, createServerContext } from './app.ts';
import { startIndexer } from './indexer/indexer.ts';

const config = loadConfig();
const ctx = await createServerContext(config);
const app = createApp(ctx);
const indexer = config.indexer.enabled ? startIndexer(ctx) : null;

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const db = config.databaseUrl ? 'postgres' : config.dataDir ? `pglite ${config.dataDir}` : 'pglite in memory';
  console.log(`server listening on http://${info.address}:${info.port} (${config.network}, node ${config.suiNodeUrl}, ${db})`);
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
