#!/usr/bin/env node
// Proves the local test wallet (src/wallet/local-test-wallet.ts) is absent from a build:
// greps every built file for the wallet's name and storage keys. It also greps for localnet's
// root address, which only localnet builds carry (the bind screen's offer, LOCALNET_ROOT_INVITER
// in src/config/env.ts), read from .env.localnet where localnet's genesis writes it, and for
// the local console accounts' public dev keys and addresses (the console's localnet wallet); and
// for the server's dev secrets (voucher key, root, sponsor), which no build carries, localnet's
// included.
//
//   node scripts/check-no-test-wallet.mjs                   builds the app --mode mainnet and test, and the
//                                                           operator console --mode mainnet, into temp dirs and checks each
//   node scripts/check-no-test-wallet.mjs --dir dist        checks an existing build (--console: a console build)
//   node scripts/check-no-test-wallet.mjs --mode localnet --expect-present
//                                                           the control: a localnet build must contain it,
//                                                           so a broken grep cannot pass silently
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_CONSOLE_ACCOUNTS, DEV_OPERATOR_SECRET_KEY_HEX, DEV_ROOT_SECRET_KEY_HEX, DEV_SPONSOR_SECRET_KEY_HEX } from '../localnet/packages/finance/dev-keys.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** localnet's root address (VITE_DEV_ROOT_ADDRESS in .env.localnet). */
function devRootAddress() {
  const text = fs.readFileSync(path.join(ROOT, '.env.localnet'), 'utf8');
  const address = /^VITE_DEV_ROOT_ADDRESS=(0x[0-9a-f]{64})$/m.exec(text)?.[1];
  if (!address) throw new Error('.env.localnet has no VITE_DEV_ROOT_ADDRESS: run `npm run localnet` once to write it');
  return address;
}

// Strings only the test wallet module contains (kept in step with local-test-wallet.ts), and
// the root address only localnet builds may carry.
export const MARKERS = ['SuiL Local Wallet', 'suil:local-wallet-keys', 'suil:disable-local-wallet', devRootAddress()];
/**
 * Secrets no build of the app or the console ever carries, localnet's included: the server's dev
 * voucher key and dev sponsor (the free bind is paid on the server, never in the browser) and
 * localnet's root.
 */
export const SERVER_SECRET_MARKERS = [DEV_OPERATOR_SECRET_KEY_HEX, DEV_ROOT_SECRET_KEY_HEX, DEV_SPONSOR_SECRET_KEY_HEX];
/** What only the console's localnet wallet carries: its two accounts' keys and addresses. */
export const CONSOLE_MARKERS = DEV_CONSOLE_ACCOUNTS.flatMap((account) => [account.secretKeyHex, account.address]);
// A string every build's wallet code has (the app's src/wallet/dapp-kit.ts; the console's
// admin/src/wallet/console-dapp-kit.ts): if it is missing, the build did not include the wallet
// at all and an empty grep would prove nothing.
const WALLET_CODE_MARKER = { app: 'sui-dapp-kit:wallet-connection-info', console: 'suil:admin-wallet-connection' };

function parseArgs(argv) {
  const args = { dir: null, program: 'app', modes: [], expectPresent: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir') args.dir = argv[++i];
    else if (argv[i] === '--mode') args.modes.push(argv[++i]);
    else if (argv[i] === '--console') args.program = 'console';
    else if (argv[i] === '--expect-present') args.expectPresent = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Returns the built files (relative) that contain a marker, with the markers found. */
export function findMarkers(dir, markers = MARKERS) {
  const hits = [];
  for (const file of filesUnder(dir)) {
    // Locale catalogues may name the wallet in its toasts; they are data, not the wallet.
    if (file.includes(`${path.sep}locales${path.sep}`)) continue;
    const text = fs.readFileSync(file, 'latin1');
    const found = markers.filter((marker) => text.includes(marker));
    if (found.length) hits.push({ file: path.relative(dir, file), found });
  }
  return hits;
}

function build(program, mode) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `suil-build-${program}-${mode}-`));
  const config = program === 'console' ? ['--config', 'vite.admin.config.ts'] : [];
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...config, '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return outDir;
}

export function check(label, dir, expectPresent, program = 'app') {
  const files = filesUnder(dir).length;
  const markers = program === 'console' ? [...MARKERS.slice(0, 3), ...CONSOLE_MARKERS] : MARKERS;
  const hits = findMarkers(dir, expectPresent ? markers : [...markers, ...SERVER_SECRET_MARKERS]);
  if (expectPresent) {
    const secrets = findMarkers(dir, SERVER_SECRET_MARKERS);
    if (secrets.length > 0) {
      for (const hit of secrets) console.error(`FAIL ${label}: ${hit.file} contains a server's dev secret ${hit.found.join(', ')}`);
      return false;
    }
    if (hits.length === 0) {
      console.error(`FAIL ${label}: expected the local test wallet in this build, found none of ${markers.join(', ')} in ${files} files`);
      return false;
    }
    const missing = markers.filter((marker) => !hits.some((hit) => hit.found.includes(marker)));
    if (missing.length > 0) {
      console.error(`FAIL ${label}: expected every localnet-only marker in this build, missing ${missing.join(', ')}`);
      return false;
    }
    console.log(`ok   ${label}: local test wallet present as expected (${hits.map((h) => h.file).join(', ')})`);
    return true;
  }
  const walletCode = WALLET_CODE_MARKER[program];
  const hasWalletCode = filesUnder(dir).some((file) => file.endsWith('.js') && fs.readFileSync(file, 'latin1').includes(walletCode));
  if (!hasWalletCode) {
    console.error(`FAIL ${label}: the build has no wallet code (${walletCode}); nothing was checked`);
    return false;
  }
  if (hits.length > 0) {
    for (const hit of hits) console.error(`FAIL ${label}: ${hit.file} contains ${hit.found.join(', ')}`);
    return false;
  }
  console.log(`ok   ${label}: ${files} built files, no trace of the local test wallet, ${program === 'console' ? 'the local console accounts' : "localnet's root address"} or the server's dev keys`);
  return true;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  let ok = true;
  if (args.dir) ok = check(args.dir, path.resolve(args.dir), args.expectPresent, args.program) && ok;
  // By default every shipped build: the app for mainnet and the test network, and the console.
  const builds =
    args.dir || args.modes.length > 0
      ? args.modes.map((mode) => [args.program, mode])
      : [['app', 'mainnet'], ['app', 'test'], ['console', 'mainnet']];
  for (const [program, mode] of builds) {
    const dir = build(program, mode);
    try {
      ok = check(`${program} --mode ${mode}`, dir, args.expectPresent, program) && ok;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  process.exit(ok ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
