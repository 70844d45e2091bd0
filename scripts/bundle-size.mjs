#!/usr/bin/env node
// `npm run size [-- --mode localnet] [-- --verbose] [-- --check] [-- --write-budget]`: builds the
// app (mainnet by default, like production) into dist-size/ and reports the home route: every
// file a phone downloads for it, and their gzipped bytes:
//  - before first paint: the document itself, which holds the boot script and the first paint's
//    CSS inline (vite/prerender.ts, vite/inline-css.ts): the first paint needs no other request
//    (the boot script starts the app's modules after it). Its inline JS and CSS are measured on
//    their own too (each gzipped alone: an estimate of their share);
//  - entry: the app's entry script and the chunks it imports statically (the boot script's
//    data-modules, modulepreloaded together), which take over the prerendered screen, and the
//    entry's CSS whole (data-stylesheet), linked with them;
//  - the active language's catalogue (en_US, the prerendered one);
//  - wallet stack: dApp Kit, the wallets, the Sui SDK and client (the boot script's
//    data-wallet-modules), and its stylesheets (the entry's chunks have none of their own:
//    theirs are in the entry's CSS). Not part of a new visitor's home route: it loads
//    with a tap on Connect, right after the first paint for a returning wallet, or with a page
//    that needs it (src/main.tsx).
// It prints the totals (files and bytes: the home route of a visitor with no wallet, and with the
// wallet stack), each chunk by a stable name (its entry module, or the name the build gives it:
// not its hashed file name) and, with --verbose, each package's share.
// Everything goes to reports/bundle-size.json.
//  --check         fails (exit 1) when the home route or the wallet stack is over its budget
//                  (scripts/size-budget.json: bytes and files, scripts/size-budget.mjs), naming
//                  the chunks that grew against the budget's baseline;
//  --write-budget  writes the budget from this build: its figures plus a 2% margin.
// gzip level 9 (what Vite prints and what a static host with precompressed files serves).
// An operator's deploy fills the finance ids; here they are localnet's (VITE_ env overrides),
// so that the build is the one the app starts from and its home screen is prerendered.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { inlineTexts } from '../vite/csp.ts';
import { BUDGET_FILE, budgetFrom, checkBudget, measure, SCOPES } from './size-budget.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'dist-size');
const BASE = '/chain/';
const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? process.argv[modeIndex + 1] : 'mainnet';
const verbose = process.argv.includes('--verbose');
const LOCALE = 'en_US';

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
  return Object.fromEntries(Object.entries(own).filter(([key, value]) => value === '' && localnet[key] && !process.env[key]).map(([key]) => [key, localnet[key]]));
}

/** The app's output bundle, as the build hands it to its plugins (chunks with their modules). */
let bundle;
const collect = {
  name: 'suil-bundle-size',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, output) {
      if (Object.values(output).some((file) => file.fileName === 'index.html')) bundle = output;
    },
  },
};
Object.assign(process.env, operatorIds(mode));
await build({
  configFile: path.join(ROOT, 'vite.config.ts'),
  mode,
  logLevel: 'error',
  plugins: [collect],
  build: { outDir: OUT, emptyOutDir: true },
});
if (!bundle) throw new Error('bundle-size: the build handed over no bundle with index.html');

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(OUT, file)), { level: 9 }).length;
const raw = (file) => fs.statSync(path.join(OUT, file)).size;
const relative = (id) => path.relative(ROOT, id.replace(/^\0/, '').split('?')[0]).replaceAll(path.sep, '/');

/** node_modules/<package> (scoped or not) of a module id, else its app folder (src/<folder>). */
function packageOf(id) {
  const rel = relative(id);
  const nm = rel.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = rel.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = rel.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : rel;
}

// Stable chunk names: the entry module of a chunk that has one (a lazily loaded module), else
// the name the build gives it ('react-dom', 'sui-grpc', ...); a name two chunks share gets the
// largest module's path too.
const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
const largestModule = (chunk) =>
  Object.entries(chunk.modules ?? {}).sort(([, a], [, b]) => b.renderedLength - a.renderedLength)[0]?.[0] ?? chunk.fileName;
const baseName = (chunk) => (chunk.isEntry ? 'entry' : chunk.facadeModuleId ? relative(chunk.facadeModuleId) : chunk.name);
const nameCount = new Map();
for (const chunk of chunks) nameCount.set(baseName(chunk), (nameCount.get(baseName(chunk)) ?? 0) + 1);
const chunkName = new Map(
  chunks.map((chunk) => [chunk.fileName, nameCount.get(baseName(chunk)) > 1 ? `${baseName(chunk)}:${relative(largestModule(chunk))}` : baseName(chunk)]),
);

const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
const local = (url) => url.replace(BASE, '');
const dataList = (name) => (new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? '').split(' ').filter(Boolean).map(local);
/** The JS and CSS inline in index.html (the boot script; the boot spinner's style and the first paint's CSS), by element. */
const inline = { js: inlineTexts(html, 'script'), css: inlineTexts(html, 'style') };
const prerendered = html.includes('data-prerendered=');
const entryJs = dataList('data-modules');
const stackJs = dataList('data-wallet-modules');
if (entryJs.length === 0 || stackJs.length === 0) throw new Error('bundle-size: index.html lists no data-modules or data-wallet-modules');
/** The stylesheets the chunks bring (Vite loads them with the chunk; the entry's own, in its CSS file, no chunk lists any more). */
const cssOf = (files) => [...new Set(files.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]))];
const stackCss = cssOf(stackJs);
const catalogue = `locales/${LOCALE}/translation.json`;

const parts = [
  ['before first paint: index.html', 'html', ['index.html']],
  ['entry JS (+ modulepreloads)', 'entry', entryJs],
  ['entry CSS (after first paint)', 'entryCss', dataList('data-stylesheet')],
  [`${LOCALE} catalogue`, 'catalogue', fs.existsSync(path.join(OUT, catalogue)) ? [catalogue] : []],
  ['wallet stack JS (when needed)', 'walletStack', stackJs],
  ['wallet stack CSS', 'walletStackCss', stackCss],
];
const total = (list, measure) => list.reduce((sum, file) => sum + measure(file), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const fileRows = [];
for (const [, part, list] of parts) {
  for (const file of list) {
    const chunk = bundle[file]?.type === 'chunk' ? bundle[file] : undefined;
    // Hashed assets (a chunk's stylesheet) by their name without the hash: assets/<name>.css.
    const name = chunk ? chunkName.get(file) : file.replace(/-[\w-]{8}(\.\w+)$/, '$1');
    fileRows.push({ name, part, file, gzip: gz(file), raw: raw(file) });
  }
}
const scopeRows = (scope) => fileRows.filter((r) => SCOPES[scope].parts.includes(r.part));
const home = { ...measure(fileRows, 'home'), raw: total(scopeRows('home'), (r) => r.raw) };
const walletStack = { ...measure(fileRows, 'walletStack'), raw: total(scopeRows('walletStack'), (r) => r.raw) };
const withStack = { files: home.files + walletStack.files, gzip: home.gzip + walletStack.gzip, raw: home.raw + walletStack.raw };
const measureInline = (texts) => ({
  elements: texts.length,
  gzip: total(texts, (text) => zlib.gzipSync(text, { level: 9 }).length),
  raw: total(texts, (text) => Buffer.byteLength(text)),
});
const inlineRows = [
  ['  of it, the boot script (inline)', 'js', measureInline(inline.js)],
  ['  of it, CSS (inline <style>)', 'css', measureInline(inline.css)],
];

// Each package's share of the home route's JavaScript: a chunk's gzipped bytes split by its
// modules' rendered lengths (before minification: an estimate).
const packages = new Map();
for (const row of fileRows) {
  const chunk = bundle[row.file];
  if (chunk?.type !== 'chunk') continue;
  const modules = Object.entries(chunk.modules ?? {});
  const rendered = modules.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
  for (const [id, m] of modules) {
    const entry = packages.get(packageOf(id)) ?? { name: packageOf(id), gzip: 0, rendered: 0, chunks: new Set() };
    entry.gzip += (row.gzip * m.renderedLength) / rendered;
    entry.rendered += m.renderedLength;
    if (m.renderedLength > 0) entry.chunks.add(row.name);
    packages.set(entry.name, entry);
  }
}
const packageRows = [...packages.values()]
  .filter((p) => p.rendered > 0)
  .map((p) => ({ name: p.name, gzip: Math.round(p.gzip), rendered: p.rendered, chunks: [...p.chunks].sort() }))
  .sort((a, b) => b.gzip - a.gzip);

console.log(`\nHome route of the ${mode} build (gzip -9)${prerendered ? ', home screen prerendered' : ', NOT prerendered (invalid env?)'}:`);
const totalLine = (label, m) => console.log(`  ${label.padEnd(40)} ${kb(m.gzip).padStart(9)} gz  ${kb(m.raw).padStart(9)} raw  (${m.files} files)`);
for (const [label, part] of parts) {
  const rows = fileRows.filter((r) => r.part === part);
  totalLine(label, { files: rows.length, gzip: total(rows, (r) => r.gzip), raw: total(rows, (r) => r.raw) });
  if (part !== 'html') continue;
  for (const [inlineLabel, , m] of inlineRows) {
    console.log(`  ${inlineLabel.padEnd(40)} ${kb(m.gzip).padStart(9)} gz  ${kb(m.raw).padStart(9)} raw  (${m.elements} elements, each gz alone)`);
  }
}
const beforePaintBytes = total(inlineRows, ([, , m]) => m.gzip);
console.log(`  ${'JS and CSS before first paint (inline)'.padEnd(40)} ${kb(beforePaintBytes).padStart(9)} gz`);
totalLine('HOME ROUTE, A VISITOR WITH NO WALLET', home);
totalLine('WITH THE WALLET STACK', withStack);
console.log('\nIts chunks, largest first (gz):');
for (const row of [...fileRows].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.part.padEnd(14)} ${row.name}`);
console.log(`\nIts JavaScript by package (gz, estimated from rendered sizes)${verbose ? '' : ', the largest (--verbose for all)'}:`);
for (const p of verbose ? packageRows : packageRows.slice(0, 15)) {
  console.log(`  ${kb(p.gzip).padStart(9)}  ${p.name.padEnd(40)} ${verbose ? p.chunks.join(', ') : ''}`);
}

const summary = {
  mode,
  prerendered,
  home,
  walletStack,
  withStack,
  beforePaintJsCssGzip: beforePaintBytes,
  inline: Object.fromEntries(inlineRows.map(([, kind, m]) => [kind, m])),
  parts: Object.fromEntries(
    parts.map(([, part]) => {
      const rows = fileRows.filter((r) => r.part === part);
      return [part, { files: rows.length, gzip: total(rows, (r) => r.gzip), raw: total(rows, (r) => r.raw) }];
    }),
  ),
  chunks: fileRows,
  packages: packageRows,
};
fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'reports/bundle-size.json'), JSON.stringify(summary, null, 2));

const budgetPath = path.join(ROOT, BUDGET_FILE);
if (process.argv.includes('--write-budget')) {
  fs.writeFileSync(budgetPath, `${JSON.stringify(budgetFrom(summary), null, 2)}\n`);
  console.log(`\nWrote ${BUDGET_FILE}.`);
}
if (process.argv.includes('--check')) {
  const budget = JSON.parse(fs.readFileSync(budgetPath, 'utf8'));
  const problems = checkBudget(summary, budget);
  if (problems.length > 0) {
    console.error(`\nOver the size budget (${BUDGET_FILE}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error(`If the growth is wanted, write the new budget: npm run size -- --write-budget (and commit it).`);
    process.exit(1);
  }
  const within = Object.entries(SCOPES).map(([scope, { label }]) => {
    const now = measure(fileRows, scope);
    return `${label} ${now.files}/${budget[scope].files} files, ${kb(now.gzip)}/${kb(budget[scope].gzip)} gz`;
  });
  console.log(`\nWithin budget: ${within.join('; ')}.`);
}
