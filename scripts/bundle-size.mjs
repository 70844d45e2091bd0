#!/usr/bin/env node
// `npm run size [-- --mode localnet]`: builds the app (mainnet by default, like production)
// into dist-size/ with a manifest and reports the gzipped JavaScript and CSS of the home route:
//  - before first paint: what the browser needs before it paints index.html's prerendered home
//    screen: the document itself, its render-blocking boot script and its stylesheets (the
//    boot script starts the app's modules after the first paint);
//  - entry: the app's entry script and its static imports (modulepreloaded together), which
//    take over the prerendered screen (and paint it for visitors it does not fit);
//  - wallet stack: what the app loads right after the first paint (dApp Kit, the wallets, the
//    Sui SDK and client: src/wallet/dapp-kit.ts and its imports, not already in the entry);
//  - home route: all of it, and the active language's catalogue.
// gzip level 9 (what Vite prints and what a static host with precompressed files serves).
// An operator's deploy fills the finance ids; here they are localnet's (VITE_ env overrides),
// so that the build is the one the app starts from and its home screen is prerendered.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'dist-size');
const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? process.argv[modeIndex + 1] : 'mainnet';
const WALLET_STACK = 'src/wallet/dapp-kit.ts';

/** The ids .env.<mode> leaves for the operator, filled with localnet's fixed ones. */
function operatorIds(buildMode) {
  const read = (file) =>
    Object.fromEntries(
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line) => /^\s*(VITE_[A-Z0-9_]+)=(.*)$/.exec(line))
        .filter(Boolean)
        .map((m) => [m[1], m[2].trim()]),
    );
  const own = read(`.env.${buildMode}`);
  const localnet = read('.env.localnet');
  return Object.fromEntries(Object.entries(own).filter(([key, value]) => value === '' && localnet[key]).map(([key]) => [key, localnet[key]]));
}

const build = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...operatorIds(mode) },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(OUT, file)), { level: 9 }).length;
const raw = (file) => fs.statSync(path.join(OUT, file)).size;

/** The chunk and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

function total(list, measure) {
  return list.reduce((sum, f) => sum + measure(f), 0);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const stackKey = Object.keys(manifest).find((k) => k.endsWith(WALLET_STACK));
if (!entryKey || !stackKey) throw new Error('entry or wallet stack chunk not found in the manifest');

const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
const base = '/chain/';
const local = (url) => url.replace(base, '');
const beforePaint = {
  html: ['index.html'],
  js: [...html.matchAll(/<script (?![^>]*(?:type="module"|defer|async))[^>]*src="([^"]+)"/g)].map((m) => local(m[1])),
  css: [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1])),
};
const prerendered = html.includes('data-prerendered=');
const entryKeys = closure(entryKey);
const entry = files(entryKeys);
const stack = files([...closure(stackKey)].filter((k) => !entryKeys.has(k)));
const locale = 'locales/en_US/translation.json';

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [
  ['before first paint: index.html', beforePaint.html],
  ['before first paint: JS (boot script)', beforePaint.js],
  ['before first paint: CSS', beforePaint.css],
  ['entry JS (+ modulepreloads)', entry.js],
  ['wallet stack JS (after first paint)', stack.js],
  ['wallet stack CSS', stack.css],
  ['en_US catalogue', fs.existsSync(path.join(OUT, locale)) ? [locale] : []],
];
console.log(`\nHome route of the ${mode} build (gzip -9)${prerendered ? ', home screen prerendered' : ', NOT prerendered (invalid env?)'}:`);
for (const [label, list] of rows) {
  console.log(`  ${label.padEnd(40)} ${kb(total(list, gz)).padStart(9)} gz  ${kb(total(list, raw)).padStart(9)} raw  (${list.length} files)`);
}
const homeJs = [...beforePaint.js, ...entry.js, ...stack.js];
const summary = {
  mode,
  prerendered,
  beforePaintJsGzip: total(beforePaint.js, gz),
  beforePaintCssGzip: total(beforePaint.css, gz),
  beforePaintHtmlGzip: total(beforePaint.html, gz),
  entryJsGzip: total(entry.js, gz),
  walletStackJsGzip: total(stack.js, gz),
  homeRouteJsGzip: total(homeJs, gz),
  files: { beforePaint, entry, stack },
};
console.log(`  ${'JS and CSS before first paint'.padEnd(40)} ${kb(summary.beforePaintJsGzip + summary.beforePaintCssGzip).padStart(9)} gz`);
console.log(`  ${'home route JS total'.padEnd(40)} ${kb(summary.homeRouteJsGzip).padStart(9)} gz`);
fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'reports/bundle-size.json'), JSON.stringify(summary, null, 2));
