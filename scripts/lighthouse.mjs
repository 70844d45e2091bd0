#!/usr/bin/env node
// `npm run lighthouse [-- --runs 3] [-- --no-build]`: first paint on a phone, SuiL beside the
// smallest useful dApp Kit React 2 app (bench/minimal-dapp-kit), in one run so that the
// figures compare on a busy machine.
//  - builds the mainnet app with the finance ids filled as an operator's deploy does (here
//    localnet's fixed ids, passed as VITE_ environment variables, which take precedence over
//    .env.mainnet; nothing is written to the repository) and the minimal app;
//  - serves each build gzipped (level 9), hashed assets `immutable`, from a small static server
//    on a free port (no port lock needed);
//  - runs Lighthouse (mobile profile, simulated throttling) in Debian's Chromium, alternating
//    the two apps, N runs each (3 by default), and prints the medians: JS and CSS before first
//    paint (gz, the requests that finished before the observed first contentful paint), all JS
//    of the home route (gz, everything the page loaded), the home route's own files and bytes (the
//    page's requests to its origin, without the service worker's precache, whose files are
//    counted apart) and their ratios to the minimal app's, performance, FCP, LCP, TBT,
//    accessibility. The reports land in reports/lighthouse/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'dist-lighthouse');
const REPORTS = path.join(ROOT, 'reports/lighthouse');
const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(argValue('--runs', '3'));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** .env.<mode> as key -> value (comments and blank lines skipped). */
function readEnvFile(file) {
  const entries = {};
  for (const line of fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    const match = /^\s*(VITE_[A-Z0-9_]+)=(.*)$/.exec(line);
    if (match) entries[match[1]] = match[2].trim();
  }
  return entries;
}

/** The ids .env.mainnet leaves for the operator, filled with localnet's fixed ones. */
function operatorIds() {
  const mainnet = readEnvFile('.env.mainnet');
  const localnet = readEnvFile('.env.localnet');
  const filled = {};
  for (const [key, value] of Object.entries(mainnet)) {
    if (value === '' && localnet[key]) filled[key] = localnet[key];
  }
  return filled;
}

function run(args, env = {}) {
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function build() {
  console.log('Building the mainnet app and the minimal dApp Kit app...');
  run(['vite', 'build', '--mode', 'mainnet', '--outDir', path.join(OUT, 'app'), '--emptyOutDir', '--logLevel', 'error'], operatorIds());
  run(['vite', 'build', '--config', 'bench/minimal-dapp-kit/vite.config.ts', '--outDir', path.join(OUT, 'bench'), '--emptyOutDir']);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map']);

/** Every file under `dir`, gzipped (level 9), by its path: compressed before the runs start. */
function gzipAll(dir) {
  const gzipped = new Map();
  for (const relative of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, relative);
    if (COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).isFile()) gzipped.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
  return gzipped;
}

/**
 * A static host as a CDN would be: `base` maps to `dir`, text served gzipped (compressed ahead,
 * so that no compression competes with the browser under test for this machine's two cores),
 * files under assets/ (content-hashed names) cacheable for a year and immutable, the rest
 * revalidated.
 */
function serve(dir, base) {
  const gzipped = gzipAll(dir);
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (!url.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    let relative = url.slice(base.length) || 'index.html';
    if (relative.endsWith('/')) relative += 'index.html';
    const file = path.join(dir, relative);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = gzipped.has(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    const body = gzip ? gzipped.get(file) : fs.readFileSync(file);
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details.items;
  const networkStartUs = audit('network-requests').details.debugData?.networkStartTimeTs;
  const fcpUs = audit('metrics').details.items[0].observedFirstContentfulPaintTs;
  const beforePaintMs = (fcpUs - networkStartUs) / 1000;
  const isCode = (r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet';
  const sum = (list) => list.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  // The home route: what the page itself requested from its own origin (not the service
  // worker's precache downloads, not the Sui nodes' or a wallet's APIs).
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const ownPage = requests.filter((r) => r.sessionTargetType !== 'worker' && r.url.startsWith(origin) && !r.url.startsWith('data:'));
  const worker = requests.filter((r) => r.sessionTargetType === 'worker');
  return {
    homeFiles: ownPage.length,
    homeBytes: sum(ownPage),
    workerFiles: worker.length,
    beforePaint: sum(requests.filter((r) => isCode(r) && r.networkEndTime <= beforePaintMs)),
    allJs: sum(requests.filter((r) => r.resourceType === 'Script')),
    transferred: sum(requests),
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
  };
}

const COLUMNS = [
  ['home files', 'homeFiles', String],
  ['home bytes', 'homeBytes', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['SW files', 'workerFiles', String],
  ['JS+CSS before paint', 'beforePaint', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['all JS', 'allJs', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['transferred', 'transferred', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['perf', 'performance', String],
  ['FCP', 'fcp', (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', 'lcp', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'tbt', (v) => `${Math.round(v)} ms`],
  ['a11y', 'accessibility', String],
];

function printTable(rows) {
  const header = ['', ...COLUMNS.map(([label]) => label)];
  const lines = [header, ...rows.map(([name, f]) => [name, ...COLUMNS.map(([, key, format]) => format(f[key]))])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const line of lines) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const apps = [
    { name: 'SuiL (mainnet build)', server: await serve(path.join(OUT, 'app'), '/chain/'), path: '/chain/' },
    { name: 'minimal dApp Kit app', server: await serve(path.join(OUT, 'bench'), '/'), path: '/' },
  ];
  fs.mkdirSync(REPORTS, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const results = apps.map(() => []);
  try {
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      for (const [i, app] of apps.entries()) {
        const url = `http://127.0.0.1:${app.server.address().port}${app.path}`;
        const { lhr, report } = await lighthouse(url, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const stem = path.join(REPORTS, `${i === 0 ? 'suil' : 'minimal'}-${runIndex + 1}`);
        fs.writeFileSync(`${stem}.html`, report[0]);
        fs.writeFileSync(`${stem}.json`, report[1]);
        const f = figures(lhr);
        results[i].push(f);
        console.log(`  run ${runIndex + 1} ${app.name}: perf ${f.performance}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms`);
      }
    }
  } finally {
    chrome.kill();
    for (const app of apps) app.server.close();
  }
  const medians = results.map((runs) => Object.fromEntries(COLUMNS.map(([, key]) => [key, median(runs.map((r) => r[key]))])));
  console.log(`\nLighthouse mobile, medians of ${RUNS} runs (sizes gzip as transferred):`);
  printTable(apps.map((app, i) => [app.name, medians[i]]));
  const [suil, minimal] = medians;
  const ratio = (key) => (minimal[key] > 0 ? (suil[key] / minimal[key]).toFixed(2) : 'n/a');
  console.log(`\nRatios SuiL / minimal (issue 37's targets): home route bytes ${ratio('homeBytes')} (<= 1.0), files ${suil.homeFiles} (<= 30; minimal ${minimal.homeFiles}), LCP ${ratio('lcp')} (<= 0.3)`);
  fs.writeFileSync(path.join(ROOT, 'reports/lighthouse.json'), JSON.stringify({ runs: RUNS, apps: apps.map((a, i) => ({ name: a.name, medians: medians[i], runs: results[i] })) }, null, 2));
}

await main();
