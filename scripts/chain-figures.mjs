#!/usr/bin/env node
// `node scripts/chain-figures.mjs` (run it while the e2e stack is NOT running, e.g.
// `flock /tmp/suil-e2e.lock node scripts/chain-figures.mjs`): the two figures of issue 4.
//  1. gRPC requests to the node when each issue-4 screen loads, for a returning user whose
//     wallet is connected (auto-connect), bound and staked: a localnet build is served by
//     `vite preview`, localnet runs on :9000, the user is set up here with @mysten/sui and the
//     package's Move targets, and Chromium (playwright-core) opens every screen in a fresh tab
//     of one browser context; requests are counted until the node has been quiet for 2 s.
//  2. The JavaScript each screen adds to the app: the gzip -9 size of its lazy page chunk and
//     the chunks it imports statically that the entry does not already load (Vite manifest),
//     in the localnet build that is measured and in the mainnet build that ships.
// Both are printed and written to reports/chain-figures.json. Node requests include the app
// shell's own (the binding guard's finance::info view, the home page's node test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { chromium } from 'playwright-core';
import { portInUse, ROOT, run, runToEnd, stopAll, waitForHttp } from './stack.mjs';

// The e2e ports by default; FIGURES_NODE_PORT / FIGURES_PREVIEW_PORT move the whole stack (the
// build then lists that node) so the figures can be taken beside a running e2e stack.
const NODE_PORT = Number(process.env.FIGURES_NODE_PORT ?? 9000);
const PREVIEW_PORT = Number(process.env.FIGURES_PREVIEW_PORT ?? 4173);
const NODE = `http://127.0.0.1:${NODE_PORT}`;
const APP = `http://127.0.0.1:${PREVIEW_PORT}/chain/`;
// Built outside the work tree: nothing to ignore, and the e2e build in dist/ is left alone.
const OUT_DIR = path.join(os.tmpdir(), 'suil-chain-figures');
const QUIET_MS = 2_000;
const SUI = 1_000_000_000n;
const DAY_MS = 86_400_000;
/** The issue-4 screens, as routes. */
const SCREENS = ['/', 'pledge1', 'pledgeDetails1', 'flow', 'hashrate', 'exchange', 'suilPledge', 'not_bound'];
/** The app's local test wallet (src/wallet/local-test-wallet.ts) keeps its key here. */
const LOCAL_WALLET_KEY = 'suil:local-wallet-key';
const LOCAL_WALLET_NAME = 'SuiL Local Wallet';
const CHROMIUM = '/usr/bin/chromium';
/** Finance.root on localnet: DEV_ROOT_ADDRESS of localnet/packages/finance/dev-keys.ts (TypeScript, which plain node cannot import). */
const DEV_ROOT_ADDRESS = '0xc11c7979f02e7382fa2db1560d61b883a7e022104dfcd77eef04870f271f466c';

const ids = Object.fromEntries(
  fs
    .readFileSync(path.join(ROOT, '.env.localnet'), 'utf8')
    .split('\n')
    .map((line) => /^VITE_(\w+)=(.*)$/.exec(line.trim()))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);

/** Route path -> page file, from src/app/routes.ts. */
function pageRoutes() {
  const text = fs.readFileSync(path.join(ROOT, 'src/app/routes.ts'), 'utf8');
  return Object.fromEntries([...text.matchAll(/^\s*'?([\w/]+)'?:\s*'(features\/[^']+)'/gm)].map((m) => [m[1], `src/${m[2]}`]));
}

// ---------------------------------------------------------------- JS per screen

function jsPerScreen(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const routes = pageRoutes();
  const rows = {};
  for (const screen of SCREENS) {
    const key = routes[screen];
    if (!manifest[key]) throw new Error(`no chunk for ${screen} (${key}) in the manifest`);
    const own = [...closure(key)].filter((k) => !entry.has(k));
    const files = own.map((k) => manifest[k].file);
    rows[screen] = { gzipBytes: files.reduce((sum, f) => sum + gz(f), 0), chunks: files.map((f) => `${f} ${gz(f)}`) };
  }
  const entryGzip = [...entry].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  return { entryGzip, rows };
}

// ---------------------------------------------------------------- the user

async function post(pathname, body) {
  const res = await fetch(`${NODE}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
  return res.json();
}

/** A fresh user: funded, bound to the dev root, 100 SUI staked, a day of rewards pending. */
async function setUpUser() {
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: NODE });
  const user = new Ed25519Keypair();
  await post('/faucet', { address: user.toSuiAddress() });
  const send = async (tx) => {
    const result = await client.signAndExecuteTransaction({ transaction: tx, signer: user });
    if (result.$kind !== 'Transaction') throw new Error('setup transaction failed');
    await client.waitForTransaction({ digest: result.Transaction.digest });
  };
  const bind = new Transaction();
  bind.moveCall({ target: `${ids.PACKAGE_ID}::finance::bind_inviter`, arguments: [bind.object(ids.FINANCE_OBJECT), bind.pure.address(DEV_ROOT_ADDRESS)] });
  await send(bind);
  const stake = new Transaction();
  const [coin] = stake.splitCoins(stake.gas, [stake.pure.u64(100n * SUI)]);
  stake.moveCall({
    target: `${ids.PACKAGE_ID}::liquidity::stake`,
    arguments: [stake.object(ids.FINANCE_OBJECT), stake.object(ids.FINANCE_POOL), coin, stake.object('0x6')],
  });
  await send(stake);
  await post('/admin/advance-clock', { ms: DAY_MS });
  return user;
}

// ---------------------------------------------------------------- requests per screen

async function requestsPerScreen(user) {
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
    // No outside world (the Slush web wallet's metadata call is answered empty).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
    // Connect once through the UI with the app's local wallet holding the set-up user's key;
    // every screen after that is a returning user (auto-connect).
    const first = await context.newPage();
    await first.addInitScript(
      ([key, secret]) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', 'en_US');
        if (!localStorage.getItem(key)) localStorage.setItem(key, secret);
      },
      [LOCAL_WALLET_KEY, user.getSecretKey()],
    );
    await first.goto(APP);
    await first.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await first.getByRole('button', { name: LOCAL_WALLET_NAME }).click();
    await first.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'detached' });
    const stored = await first.evaluate(() => localStorage.getItem('currentAccount'));
    if (stored !== user.toSuiAddress()) throw new Error(`connected ${stored}, expected ${user.toSuiAddress()}`);
    await first.close();

    const results = {};
    for (const screen of SCREENS) {
      const page = await context.newPage();
      const methods = {};
      let last = Date.now();
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(NODE) || !url.includes('/sui.rpc.v2.')) return;
        const method = url.slice(url.lastIndexOf('/') + 1);
        methods[method] = (methods[method] ?? 0) + 1;
        last = Date.now();
      });
      const started = Date.now();
      await page.goto(`${APP}#/${screen === '/' ? '' : screen}`);
      await page.waitForLoadState('networkidle');
      while (Date.now() - last < QUIET_MS || Date.now() - started < QUIET_MS) await new Promise((r) => setTimeout(r, 200));
      const connected = (await page.evaluate(() => localStorage.getItem('currentAccount'))) === user.toSuiAddress();
      results[screen] = { total: Object.values(methods).reduce((a, b) => a + b, 0), methods, connected };
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  for (const [port, what] of [
    [NODE_PORT, 'localnet'],
    [PREVIEW_PORT, 'vite preview'],
  ]) {
    if (await portInUse(port)) throw new Error(`port ${port} (${what}) is in use: stop the e2e stack first`);
  }
  console.log('[figures] building the app (vite build --mode localnet, with manifest)');
  const code = await runToEnd('npx', ['vite', 'build', '--mode', 'localnet', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    env: NODE_PORT === 9000 ? {} : { VITE_NODES: NODE },
  });
  if (code !== 0) throw new Error(`vite build failed with code ${code}`);
  const js = jsPerScreen(OUT_DIR);
  console.log('[figures] building the app (vite build --mode mainnet, with manifest) for its sizes');
  const mainnetDir = `${OUT_DIR}-mainnet`;
  const mainnetCode = await runToEnd('npx', ['vite', 'build', '--mode', 'mainnet', '--outDir', mainnetDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
  if (mainnetCode !== 0) throw new Error(`vite build --mode mainnet failed with code ${mainnetCode}`);
  const jsMainnet = jsPerScreen(mainnetDir);

  const localnet = run('localnet', 'npx', ['tsx', 'localnet/main.ts', '--port', String(NODE_PORT), '--no-env'], { quiet: true });
  await localnet.waitForLine(/listening on/);
  run('preview', 'npx', ['vite', 'preview', '--mode', 'localnet', '--outDir', OUT_DIR, '--port', String(PREVIEW_PORT), '--strictPort'], { quiet: true });
  await waitForHttp(APP);

  const user = await setUpUser();
  const requests = await requestsPerScreen(user);

  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`\ngRPC requests to the node on load (connected, bound, staked user; quiet ${QUIET_MS} ms):`);
  for (const screen of SCREENS) {
    const r = requests[screen];
    const detail = Object.entries(r.methods)
      .map(([m, n]) => `${m} ${n}`)
      .join(', ');
    console.log(`  ${screen.padEnd(16)} ${String(r.total).padStart(3)}  ${r.connected ? '' : '(NOT connected) '}${detail}`);
  }
  console.log(`\nJS each screen adds to the entry, gzip -9 (entry: localnet ${kb(js.entryGzip)}, mainnet ${kb(jsMainnet.entryGzip)}):`);
  console.log(`  ${'screen'.padEnd(16)} ${'localnet'.padStart(9)} ${'mainnet'.padStart(9)}`);
  for (const screen of SCREENS) {
    const local = js.rows[screen];
    const main = jsMainnet.rows[screen];
    console.log(`  ${screen.padEnd(16)} ${kb(local.gzipBytes).padStart(9)} ${kb(main.gzipBytes).padStart(9)}  (${main.chunks.length} chunks)`);
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'reports/chain-figures.json'), JSON.stringify({ requests, js: { localnet: js, mainnet: jsMainnet } }, null, 2));
}

main()
  .then(
    () => 0,
    (error) => {
      console.error(`[figures] ${error.stack ?? error.message}`);
      return 1;
    },
  )
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
