#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: builds the app and the operator console in localnet
// mode, starts localnet, the server and `vite preview` of both (the console under the app's
// origin at /chain/admin/), runs Playwright, stops everything (on failure and on Ctrl-C too)
// and exits with Playwright's code.
import { exists, portInUse, run, runToEnd, stopAll, waitForHttp } from './stack.mjs';

const LOCALNET_PORT = 9000;
const SERVER_PORT = 8787;
const PREVIEW_PORT = 4173;
const CONSOLE_PREVIEW_PORT = 4174;
const playwrightArgs = process.argv.slice(2);
export const E2E_NODES = `http://127.0.0.1:${LOCALNET_PORT},http://localhost:${LOCALNET_PORT}`;

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

async function main() {
  for (const [port, what] of [
    [LOCALNET_PORT, 'localnet'],
    [PREVIEW_PORT, 'vite preview'],
    [CONSOLE_PREVIEW_PORT, "the console's vite preview"],
  ]) {
    if (await portInUse(port)) throw new Error(`port ${port} (${what}) is already in use: stop whatever listens there first`);
  }

  console.log('[e2e] building the app (vite build --mode localnet)');
  // The same local node under a second name, so that switching nodes can be tested end to end.
  const buildCode = await runToEnd('npx', ['vite', 'build', '--mode', 'localnet', '--logLevel', 'warn'], {
    env: { VITE_NODES: E2E_NODES },
  });
  if (buildCode !== 0) throw new Error(`vite build failed with code ${buildCode}`);
  console.log('[e2e] building the operator console (vite build --config vite.admin.config.ts --mode localnet)');
  const consoleBuildCode = await runToEnd('npx', ['vite', 'build', '--config', 'vite.admin.config.ts', '--mode', 'localnet', '--logLevel', 'warn'], {
    env: { VITE_NODES: E2E_NODES },
  });
  if (consoleBuildCode !== 0) throw new Error(`the console's vite build failed with code ${consoleBuildCode}`);

  if (exists('localnet/main.ts')) {
    // --no-env: the committed .env.localnet already holds the fixed genesis ids.
    const localnet = run('localnet', 'npx', ['tsx', 'localnet/main.ts', '--port', String(LOCALNET_PORT), '--no-env']);
    await localnet.waitForLine(/listening on/);
  } else {
    console.warn('[e2e] localnet/main.ts does not exist yet: running without a local node');
  }

  if (exists('server/main.ts')) {
    if (await portInUse(SERVER_PORT)) throw new Error(`port ${SERVER_PORT} (server) is already in use`);
    // In-memory database: each run starts from the fresh localnet's genesis, and a developer's
    // .server-data (npm start) is left alone.
    // OPERATOR_DEV_ROUTES: /api/dev/operator/* (pause, resume, approve, reject, limits, the sponsor's pause and resume) for the specs of the
    // operator's states; CONSOLE_DEV_ACCOUNTS: the console's local operator and approver on its allowlist.
    // On Node directly (type stripping); LOG_LEVEL warn: refusals and faults, not every request.
    run('server', 'node', ['server/main.ts'], {
      // SPONSOR_IP_RATE_BURST: every spec's browser is the same loopback client; the per-IP limit
      // of free binds is the server suite's to test.
      env: { PORT: String(SERVER_PORT), SERVER_DB: 'memory', OPERATOR_DEV_ROUTES: '1', CONSOLE_DEV_ACCOUNTS: '1', SPONSOR_IP_RATE_BURST: '1000', LOG_LEVEL: 'warn' },
    });
    await waitForHttp(`http://127.0.0.1:${SERVER_PORT}/api/health`);
  }

  // The console's preview behind the app's: /chain/admin/ on the app's origin, as deployed.
  run('console-preview', 'npx', ['vite', 'preview', '--config', 'vite.admin.config.ts', '--mode', 'localnet']);
  run('preview', 'npx', ['vite', 'preview', '--mode', 'localnet', '--port', String(PREVIEW_PORT), '--strictPort']);
  await waitForHttp(`http://127.0.0.1:${PREVIEW_PORT}/chain/`);
  await waitForHttp(`http://127.0.0.1:${PREVIEW_PORT}/chain/admin/`);

  return runToEnd('npx', ['playwright', 'test', ...playwrightArgs], {
    env: { E2E_BASE_URL: `http://127.0.0.1:${PREVIEW_PORT}` },
  });
}

main().then(
  (code) => shutdown(code),
  (error) => {
    console.error(`[e2e] ${error.message}`);
    void shutdown(1);
  },
);
