#!/usr/bin/env node
// `npm run size [-- --mode localnet]`: builds the app (mainnet by default, like production)
// into dist-size/ with a manifest and reports the gzipped JavaScript and CSS of the home route:
//  - blocking: what index.html loads before the app can render: the entry script and its
//    static imports (which Vite modulepreloads) and the linked stylesheets. Of these only the
//    stylesheets block the browser's first paint (module scripts are deferred; index.html
//    paints a boot spinner meanwhile), but no app content shows before all of them ran;
//  - home route: that plus the lazily loaded home page chunk and its static imports, i.e.
//    everything needed to paint the home page, and the active language's catalogue.
// gzip level 9 (what Vite prints and what a static host with precompressed files serves).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'dist-size');
const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? process.argv[modeIndex + 1] : 'mainnet';
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

const build = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
  cwd: ROOT,
  stdio: 'inherit',
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
const homeKey = Object.keys(manifest).find((k) => k.endsWith(HOME_PAGE));
if (!entryKey || !homeKey) throw new Error('entry or home page chunk not found in the manifest');

const blockingKeys = closure(entryKey);
const blocking = files(blockingKeys);
const homeOnly = files([...closure(homeKey)].filter((k) => !blockingKeys.has(k)));
const locale = 'locales/en_US/translation.json';

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [
  ['blocking JS (entry + modulepreloads)', blocking.js],
  ['blocking CSS (blocks first paint)', blocking.css],
  ['home page chunk JS (+ its imports)', homeOnly.js],
  ['home page CSS', homeOnly.css],
  ['en_US catalogue', fs.existsSync(path.join(OUT, locale)) ? [locale] : []],
];
console.log(`\nHome route of the ${mode} build (gzip -9):`);
for (const [label, list] of rows) {
  console.log(`  ${label.padEnd(40)} ${kb(total(list, gz)).padStart(9)} gz  ${kb(total(list, raw)).padStart(9)} raw  (${list.length} files)`);
}
const homeJs = [...blocking.js, ...homeOnly.js];
const summary = {
  mode,
  blockingJsGzip: total(blocking.js, gz),
  blockingCssGzip: total(blocking.css, gz),
  homeRouteJsGzip: total(homeJs, gz),
  homeRouteCssGzip: total([...blocking.css, ...homeOnly.css], gz),
  files: { blocking, homeOnly },
};
console.log(`  ${'home route JS total'.padEnd(40)} ${kb(summary.homeRouteJsGzip).padStart(9)} gz`);
console.log(`  ${'of which loads before the app renders'.padEnd(40)} ${kb(summary.blockingJsGzip).padStart(9)} gz`);
fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'reports/bundle-size.json'), JSON.stringify(summary, null, 2));
