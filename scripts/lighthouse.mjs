#!/usr/bin/env node
// `npm run lighthouse [-- --runs 3] [-- --no-build] [-- --no-lighthouse]`: first paint on a
// phone, and the first taps, SuiL beside the smallest useful dApp Kit React 2 app
// (bench/minimal-dapp-kit), in one run so that the figures compare on a busy machine.
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
//  - then times two interactions in the same Chromium binary, driven by Playwright, on an
//    emulated mid-range phone: a 375x812 viewport (device scale 1.75, touch, Lighthouse's mobile
//    user agent), the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) and Lighthouse's slow
//    4G applied to the page's requests (CDP Network.emulateNetworkConditions: 150 ms latency,
//    1.6 Mbps down, 750 kbps up), alternating the two apps, N runs each, medians printed beside
//    the Lighthouse figures (their ratios too) and written to reports/lighthouse.json:
//     - "tap -> sheet" (Connect tap at first sight -> wallet sheet): a fresh browser context
//       (cold cache, no service worker) opens the page; at the first animation frame in which
//       the Connect button is on screen and enabled, it is tapped at once (CDP touch events at
//       its centre); measured from the tap (the touch event's own timestamp, so that a busy
//       main thread's input delay counts) to the first animation frame in which the wallet
//       sheet is on screen (some of it inside the viewport, not display:none or
//       visibility:hidden; SuiL's sheet slides up, this is its first frame in view). SuiL: the
//       header's button[data-intent=connect] named `wallet.connect` (en_US catalogue; the
//       prerendered one while the app has not run, whose tap the boot script keeps as an
//       intent), and the react-vant popup whose heading is `wallet.connectTitle`. The minimal
//       app: dApp Kit's <mysten-dapp-kit-connect-button>'s inner <button> (open shadow roots)
//       and its modal's <dialog open>. No wallet is installed: each app shows the sheet it
//       shows without one. Printed beside it, "open -> sheet": the same run measured from the
//       navigation's start (performance.timeOrigin) to the sheet, what a visitor who taps
//       Connect as soon as it shows waits in all (for the minimal app, whose button appears
//       only once all of its JavaScript has run, nearly all of the wait comes before the tap);
//       and "tap -> handler", from the tap to the page's first listener of it (the probe's
//       pointerdown, capturing on window): the input delay, of which the browser's own
//       delivery of an emulated touch to a 4x slower page is some 20 ms even when it is idle.
//     - "repeat -> Connect" (repeat visit -> Connect visible): in one browser context, a first
//       visit (not throttled, not measured) waits for the page to be idle: for SuiL, until
//       navigator.serviceWorker.ready (its worker precaches while installing, so it has
//       finished then), then network idle. The page is closed and a new one opens the same URL
//       (a user reopening the app later: SuiL's worker stopped first, ServiceWorker.stopAllWorkers,
//       so it starts cold); measured from its navigation
//       start (performance.timeOrigin) to the first animation frame in which the Connect button
//       is on screen.
//    Both are read in the page by an init script (a requestAnimationFrame loop from the
//    document's start, performance.now()), which tells the harness through bindings (Connect
//    tappable, Connect on screen, the sheet on screen): a waitForFunction would inject
//    Playwright's utility script (330 kB, 20-30 ms of a 4x slower CPU) into the page while it
//    loads or handles the tap, and count it.
//    `--no-lighthouse` skips the Lighthouse runs and times the interactions only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'dist-lighthouse');
const REPORTS = path.join(ROOT, 'reports/lighthouse');
const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(argValue('--runs', '3'));
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
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

/** The timings (ms, from the page's clock), beside Lighthouse's figures. */
const TIMING_COLUMNS = [
  ['repeat -> Connect', 'repeatConnect', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tap -> sheet', 'tapToSheet', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tap -> handler', 'tapToHandler', (v) => `${Math.round(v)} ms`],
  ['open -> sheet', 'openToSheet', (v) => `${(v / 1000).toFixed(2)} s`],
];

function printTable(rows, columns = COLUMNS) {
  const header = ['', ...columns.map(([label]) => label)];
  const cell = (value, format) => (typeof value === 'number' && !Number.isNaN(value) ? format(value) : 'n/a');
  const lines = [header, ...rows.map(([name, f]) => [name, ...columns.map(([, key, format]) => cell(f[key], format))])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const line of lines) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

// ---- Timed interactions on an emulated phone (Playwright) ----

/** A mid-range phone: the viewport the issue names, Lighthouse's device scale and user agent. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'en-US',
};
/** Lighthouse's slow 4G (rttMs 150, throughputKbps 1.6 * 1024, 750 kbps up), in CDP's units (bytes/s). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 90_000;

/** The accessible names to look for: the English catalogue's (the emulated phone's language). */
const WALLET_TEXT = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en_US/translation.json'), 'utf8')).wallet;

/**
 * The init script of every page: from the document's start, a requestAnimationFrame loop notes
 * (performance.now(), from the navigation's start) the first frame in which the Connect button
 * is on screen (then calls the `__benchConnectVisible` binding when the page has one), and the
 * first in which it is also enabled (then reports its centre to the `__benchConnectReady`
 * binding when the page has one); a tap is noted by its event's timestamp, and then the first
 * frame in which the wallet sheet is on screen (then calls `__benchSheetShown`). Runs in the page:
 * no closure.
 */
function probe({ app, connectLabel, sheetTitle }) {
  if (window !== window.top) return;
  const state = { connectVisibleAt: null, connectReadyAt: null, tapAt: null, tapHandledAt: null, sheetAt: null, sheetHeading: null };
  const onScreen = (element) => {
    if (!element || !element.isConnected) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  };
  const kitButton = () => document.querySelector('mysten-dapp-kit-connect-button')?.shadowRoot;
  const findConnect = () =>
    app === 'suil'
      ? Array.from(document.querySelectorAll('header button[data-intent="connect"]')).find((b) => b.textContent.trim() === connectLabel)
      : kitButton()?.querySelector('internal-button')?.shadowRoot?.querySelector('button');
  const findSheet = () =>
    app === 'suil'
      ? Array.from(document.querySelectorAll('.rv-popup')).find((p) => p.querySelector('h2')?.textContent.trim() === sheetTitle)
      : kitButton()?.querySelector('mysten-dapp-kit-connect-modal')?.shadowRoot?.querySelector('dialog[open]');
  Object.defineProperty(window, '__bench', { value: { state, findConnect } });
  /** Calls the harness's binding `name` when the page has it (only the runs that wait for it do). */
  const report = (name, value) => {
    if (typeof window[name] === 'function') window[name](value);
  };
  const tapped = (event) => {
    if (state.sheetAt === null && (state.tapAt === null || event.timeStamp < state.tapAt)) state.tapAt = event.timeStamp;
    state.tapHandledAt ??= performance.now();
  };
  window.addEventListener('pointerdown', tapped, { capture: true, passive: true });
  window.addEventListener('touchstart', tapped, { capture: true, passive: true });
  const frame = () => {
    const now = performance.now();
    if (state.connectReadyAt === null) {
      const button = findConnect();
      if (onScreen(button)) {
        if (state.connectVisibleAt === null) {
          state.connectVisibleAt = now;
          report('__benchConnectVisible');
        }
        if (!button.disabled) {
          state.connectReadyAt = now;
          const box = button.getBoundingClientRect();
          report('__benchConnectReady', { x: box.left + box.width / 2, y: box.top + box.height / 2 });
        }
      }
    }
    if (state.tapAt !== null && state.sheetAt === null) {
      const sheet = findSheet();
      if (onScreen(sheet)) {
        state.sheetAt = now;
        state.sheetHeading = sheet.querySelector('h2')?.textContent.trim() ?? null;
        report('__benchSheetShown');
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A page of `context` on the emulated phone's CPU and network. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, cdp };
}

async function newPhoneContext(browser, app) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(probe, { app: app.key, connectLabel: WALLET_TEXT.connect, sheetTitle: WALLET_TEXT.connectTitle });
  return context;
}

/**
 * Exposes the binding `name` to `page`; `called` settles when the probe calls it, with the value it
 * passes (the probe's reports). An object, not the promise itself, which `await` would wait for.
 */
async function binding(page, name) {
  let resolve;
  const called = new Promise((settle) => (resolve = settle));
  await page.exposeBinding(name, (_source, value) => resolve(value));
  return { called };
}

/** Resolves with `promise`, or rejects after `ms` saying what did not happen. */
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Cold load, Connect tapped as soon as it is on screen and enabled, until the wallet sheet is on screen. */
async function tapToSheet(browser, app, url) {
  const context = await newPhoneContext(browser, app);
  try {
    const { page, cdp } = await throttledPage(context);
    const connectReady = (await binding(page, '__benchConnectReady')).called;
    const sheetShown = (await binding(page, '__benchSheetShown')).called;
    void page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS }).catch(() => {});
    const { x, y } = await within(connectReady, TIMEOUT_MS, `${app.name}: Connect button on screen and enabled`);
    // Both touch events at once: awaited one by one, a busy main thread could hold the first
    // long enough for the gesture to become a long press.
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    await within(sheetShown, TIMEOUT_MS, `${app.name}: wallet sheet on screen after the tap on Connect`);
    const state = await page.evaluate(() => window.__bench.state);
    return {
      connectReadyAt: state.connectReadyAt,
      tapAt: state.tapAt,
      tapToSheet: state.sheetAt - state.tapAt,
      tapToHandler: state.tapHandledAt - state.tapAt,
      openToSheet: state.sheetAt,
      sheetHeading: state.sheetHeading,
    };
  } finally {
    await context.close();
  }
}

/** A first visit left to settle (the worker installed), then the app reopened: until Connect is on screen. */
async function repeatVisit(browser, app, url) {
  const context = await newPhoneContext(browser, app);
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    if (app.serviceWorker) {
      await within(
        first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)),
        TIMEOUT_MS,
        `${app.name}: service worker ready`,
      );
    }
    // The Sui nodes may not answer from this machine: idle or not after 30 s, the visit ends.
    await first.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    // A user reopening the app later finds its worker stopped: the repeat visit starts it cold.
    if (app.serviceWorker) {
      const cdp = await context.newCDPSession(first);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    await first.close();

    const { page } = await throttledPage(context);
    const connectVisible = (await binding(page, '__benchConnectVisible')).called;
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await within(connectVisible, TIMEOUT_MS, `${app.name}: Connect button on screen in the repeat visit`);
    const { connectVisibleAt, controlled } = await page.evaluate(() => ({
      connectVisibleAt: window.__bench.state.connectVisibleAt,
      controlled: navigator.serviceWorker?.controller != null,
    }));
    // The in-page finder must find what a user (and Playwright's role query) calls Connect.
    const sameButton = await page
      .getByRole('button', { name: WALLET_TEXT.connect, exact: true })
      .first()
      .evaluate((button) => button === window.__bench.findConnect(), null, { timeout: 10_000 })
      .catch(() => false);
    if (!sameButton) console.warn(`  warning: ${app.name}: the button timed is not the one named '${WALLET_TEXT.connect}'`);
    return { repeatConnect: connectVisibleAt, controlled };
  } finally {
    await context.close();
  }
}

/** N runs of each timing, the apps alternating; a failed run is reported and left out. */
async function runTimings(apps) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const timings = apps.map(() => []);
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  try {
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      for (const [i, app] of apps.entries()) {
        const url = `http://127.0.0.1:${app.server.address().port}${app.path}`;
        const timing = {};
        try {
          Object.assign(timing, await tapToSheet(browser, app, url));
          console.log(
            `  run ${runIndex + 1} ${app.name}: Connect tappable ${seconds(timing.connectReadyAt)} after navigation, tap -> sheet ('${timing.sheetHeading}') ${seconds(timing.tapToSheet)} (tap -> handler ${Math.round(timing.tapToHandler)} ms), open -> sheet ${seconds(timing.openToSheet)}`,
          );
        } catch (error) {
          console.warn(`  run ${runIndex + 1} ${app.name}: tap -> sheet failed: ${error.message}`);
        }
        timings[i].push(timing);
      }
      for (const [i, app] of apps.entries()) {
        const url = `http://127.0.0.1:${app.server.address().port}${app.path}`;
        try {
          const { repeatConnect, controlled } = await repeatVisit(browser, app, url);
          Object.assign(timings[i][runIndex], { repeatConnect, controlled });
          console.log(`  run ${runIndex + 1} ${app.name}: repeat visit -> Connect ${seconds(repeatConnect)}${controlled ? ' (service worker)' : ''}`);
        } catch (error) {
          console.warn(`  run ${runIndex + 1} ${app.name}: repeat visit failed: ${error.message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return timings;
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const apps = [
    { key: 'suil', name: 'SuiL (mainnet build)', server: await serve(path.join(OUT, 'app'), '/chain/'), path: '/chain/', serviceWorker: true },
    { key: 'minimal', name: 'minimal dApp Kit app', server: await serve(path.join(OUT, 'bench'), '/'), path: '/', serviceWorker: false },
  ];
  fs.mkdirSync(REPORTS, { recursive: true });
  const results = apps.map(() => []);
  let timings;
  try {
    if (LIGHTHOUSE) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
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
      }
    }
    console.log(`Timing the first taps on a phone (CPU ${CPU_SLOWDOWN}x slower, slow 4G), ${RUNS} runs each...`);
    timings = await runTimings(apps);
  } finally {
    for (const app of apps) app.server.close();
  }
  const lighthouseMedians = results.map((runs) => (runs.length ? Object.fromEntries(COLUMNS.map(([, key]) => [key, median(runs.map((r) => r[key]))])) : {}));
  const timingMedians = timings.map((runs) => Object.fromEntries(TIMING_COLUMNS.map(([, key]) => [key, median(runs.map((r) => r[key]).filter((v) => typeof v === 'number'))])));
  const medians = apps.map((_, i) => ({ ...lighthouseMedians[i], ...timingMedians[i] }));
  const columns = [...(LIGHTHOUSE ? COLUMNS : []), ...TIMING_COLUMNS];
  console.log(
    `\n${LIGHTHOUSE ? 'Lighthouse mobile (sizes gzip as transferred) and ' : ''}the first taps on a phone (${CPU_SLOWDOWN}x CPU, slow 4G), medians of ${RUNS} runs:`,
  );
  printTable(apps.map((app, i) => [app.name, medians[i]]), columns);
  const [suil, minimal] = medians;
  const ratio = (key) => (Number.isFinite(suil[key]) && minimal[key] > 0 ? (suil[key] / minimal[key]).toFixed(2) : 'n/a');
  const lighthouseRatios = LIGHTHOUSE ? `home route bytes ${ratio('homeBytes')} (<= 1.0), files ${suil.homeFiles} (<= 30; minimal ${minimal.homeFiles}), LCP ${ratio('lcp')} (<= 0.3), ` : '';
  console.log(
    `\nRatios SuiL / minimal (issue 37's targets): ${lighthouseRatios}repeat visit -> Connect visible ${ratio('repeatConnect')} (<= 0.5), Connect tap -> wallet sheet ${ratio('tapToSheet')} (<= 0.4; open -> sheet with the tap at first sight ${ratio('openToSheet')})`,
  );
  fs.writeFileSync(
    path.join(ROOT, 'reports/lighthouse.json'),
    JSON.stringify(
      {
        runs: RUNS,
        lighthouse: LIGHTHOUSE,
        phone: { ...PHONE, cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G },
        apps: apps.map((a, i) => ({ name: a.name, medians: medians[i], runs: results[i], timings: timings[i] })),
      },
      null,
      2,
    ),
  );
}

await main();
