// Vite for the app: base /chain/, modes mainnet (default build) / test / localnet, the
// locale catalogues served and copied under /chain/locales/, the /api proxy for dev and
// preview, and a build target for phones of the last three years and in-app WebViews.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import { EnvError, parseEnv } from './src/config/parse-env.ts';

export const BASE = '/chain/';
const LOCALES_DIR = path.resolve(import.meta.dirname, 'locales');
const API_TARGET = 'http://127.0.0.1:8787';

function localeFiles(): string[] {
  if (!fs.existsSync(LOCALES_DIR)) return [];
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(LOCALES_DIR, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

function localesVersion(): string {
  const hash = createHash('sha256');
  for (const file of localeFiles()) hash.update(file).update(fs.readFileSync(path.join(LOCALES_DIR, file)));
  return hash.digest('hex').slice(0, 10);
}

/**
 * Serves locales/<lng>/<ns>.json at /chain/locales/ in dev and preview, copies them into dist,
 * and lets index.html start downloading a returning user's catalogue at once, in parallel with
 * the app's JavaScript, instead of after it (the URL matches i18next-http-backend's request).
 */
function localesPlugin(version: string): Plugin {
  const prefix = `${BASE}locales/`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!url.startsWith(prefix)) return next();
    const relative = decodeURIComponent(url.slice(prefix.length));
    if (!/^[A-Za-z_]+\/[A-Za-z_-]+\.json$/.test(relative)) return next();
    const file = path.join(LOCALES_DIR, relative);
    if (!fs.existsSync(file)) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(fs.readFileSync(file));
  };
  return {
    name: 'suil-locales',
    configureServer(server) {
      server.middlewares.use(serve);
      server.watcher.add(LOCALES_DIR);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    transformIndexHtml() {
      const languages = fs.existsSync(LOCALES_DIR) ? fs.readdirSync(LOCALES_DIR).filter((d) => /^[a-z]{2}_[A-Z]{2}$/.test(d)) : [];
      const preload = `try{var l=localStorage.getItem('language');if(${JSON.stringify(languages)}.indexOf(l)>=0){var k=document.createElement('link');k.rel='preload';k.as='fetch';k.crossOrigin='anonymous';k.href='${prefix}'+l+'/translation.json?v=${version}';document.head.appendChild(k)}}catch(e){}`;
      return [{ tag: 'script', children: preload, injectTo: 'head' }];
    },
    generateBundle() {
      for (const file of localeFiles()) {
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: fs.readFileSync(path.join(LOCALES_DIR, file)) });
      }
    },
  };
}

/**
 * react-vant's per-component entry files (es/<component>/index.js) only re-export the
 * component and import its stylesheet, and its package.json does not list them as having
 * side effects; the bundler then skips them and the component ships without its CSS (nav bar,
 * toast, dialog, cell...). Marking them as side-effectful keeps the stylesheet import.
 */
function reactVantStylesPlugin(): Plugin {
  return {
    name: 'suil-react-vant-styles',
    transform: {
      filter: { id: /react-vant[\\/]es[\\/][^\\/]+[\\/]index\.js$/ },
      handler(code) {
        return { code, moduleSideEffects: true, map: null };
      },
    },
  };
}

/** Checks the mode's .env file while building, so a typo shows up before deploy too. */
function checkEnv(mode: string, command: string): void {
  try {
    parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n${error.message}\nThe ${mode} ${command === 'build' ? 'build' : 'app'} will refuse to start until .env.${mode} (or .env.${mode}.local) is fixed.\n${bar}\n`);
  }
}

export default defineConfig(({ mode, command }) => {
  checkEnv(mode, command);
  const proxy = { '/api': { target: API_TARGET, changeOrigin: true } };
  const version = localesVersion();
  return {
    base: BASE,
    plugins: [react(), localesPlugin(version), reactVantStylesPlugin()],
    define: { __LOCALES_VERSION__: JSON.stringify(version) },
    build: {
      // iOS 16+ Safari and WebViews, Android Chrome/WebView 109+ (2023), current desktops.
      target: ['es2020', 'safari16', 'ios16', 'chrome109', 'edge109', 'firefox115'],
      sourcemap: true,
      chunkSizeWarningLimit: 800,
    },
    server: { port: 5173, strictPort: true, host: 'localhost', proxy },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1', proxy },
  };
});
