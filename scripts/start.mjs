#!/usr/bin/env node
// `npm start`: the whole local stack for trying the app in a browser: localnet on :9000
// (state kept in .localnet-data/), the server on :8787, Vite in localnet mode on :5173 and the
// operator console's Vite on :5174, reached through :5173 at /chain/admin/ (the app's origin,
// as deployed). Ctrl-C stops all of them. It prints the invite link of localnet's root
// account (the first account on a new chain binds with it: nobody else can invite it yet) and
// the console's URL, whose local wallet holds the two accounts the server allowlists here.
import fs from 'node:fs';
import { exists, portInUse, ROOT, run, stopAll, waitForHttp } from './stack.mjs';

const APP_URL = 'http://localhost:5173/chain/';
const CONSOLE_URL = 'http://localhost:5173/chain/admin/';

/** The root's invite link, from the address localnet's genesis wrote to .env.localnet. */
export function rootInviteLink(envText, appUrl = APP_URL) {
  const root = /^VITE_DEV_ROOT_ADDRESS=(0x[0-9a-f]{64})$/m.exec(envText)?.[1];
  return root ? `${appUrl}#/?inviter=${root}` : null;
}

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping...');
  await stopAll();
  process.exit(code);
}

async function main() {
  if (await portInUse(9000)) {
    console.log('[start] something already listens on :9000; using it as the local node');
  } else {
    const localnet = run('localnet', 'npx', ['tsx', 'localnet/main.ts', '--port', '9000', '--data', '.localnet-data']);
    await localnet.waitForLine(/listening on/);
  }

  if (exists('server/main.ts')) {
    // On Node directly, as in production. Its JSON log at warn (refusals and faults), not a line per
    // request, unless LOG_LEVEL says otherwise: the banner below says where everything runs.
    // CONSOLE_DEV_ACCOUNTS: the console's local operator and approver join its allowlist.
    const server = run('server', 'node', ['server/main.ts'], { env: { PORT: '8787', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', CONSOLE_DEV_ACCOUNTS: '1' } });
    // Ctrl-C stops every child with its group: their exit is then expected, not news.
    server.done.then((code) => {
      if (!stopping) console.log(`[start] server exited with code ${code}`);
    });
    await waitForHttp('http://127.0.0.1:8787/api/health');
  } else {
    console.log('[start] server/ does not exist yet: /api calls will fail until it does');
  }

  const vite = run('vite', 'npx', ['vite', '--mode', 'localnet'], { quiet: true });
  vite.done.then((code) => void shutdown(code));
  const consoleVite = run('console', 'npx', ['vite', '--config', 'vite.admin.config.ts', '--mode', 'localnet'], { quiet: true });
  consoleVite.done.then((code) => void shutdown(code));
  await waitForHttp(APP_URL);
  await waitForHttp(CONSOLE_URL);
  const invite = rootInviteLink(fs.readFileSync(`${ROOT}.env.localnet`, 'utf8'));
  console.log(`\n  SuiL is running: ${APP_URL}\n  (localnet http://127.0.0.1:9000, Ctrl-C to stop)\n`);
  if (invite) console.log(`  First account? Bind it with the local root's invite link:\n  ${invite}\n`);
  console.log(`  The operator console: ${CONSOLE_URL}\n  (its local wallet: the first account is an operator, the second an approver)\n`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === fs.realpathSync(process.argv[1])) {
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  main().catch((error) => {
    console.error(`[start] ${error.message}`);
    void shutdown(1);
  });
}
