// Vite for the app: base /chain/, modes mainnet (default build) / test / localnet, the
// locale catalogues served and copied under /chain/locales/, the /api proxy for dev and
// preview, and a build target for phones of the last three years and in-app WebViews.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as rolldownBuild } from 'rolldown';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { createServer, defineConfig, loadEnv, type Connect, type Plugin, type Rollup } from 'vite';
import { ADMIN_PATH } from './contract/admin.ts';
import { EnvError, parseEnv } from './src/config/parse-env.ts';

export const BASE = '/chain/';
const LOCALES_DIR = path.resolve(import.meta.dirname, 'locales');
/** Where dev and preview proxy /api (the server's default port); the console's config shares it. */
export const API_TARGET = 'http://127.0.0.1:8787';
/**
 * The operator console's own dev server and preview (vite.admin.config.ts). The app's dev server
 * and preview pass /chain/admin/ to them, so the console runs on the app's origin as deployed
 * (its sign-in message names that origin, which the server accepts).
 */
export const ADMIN_DEV_PORT = 5174;
export const ADMIN_PREVIEW_PORT = 4174;

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

/** Serves locales/<lng>/<ns>.json at /chain/locales/ in dev and preview, copies them into dist. */
function localesPlugin(): Plugin {
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

/** The language of the home screen prerendered into index.html (the fallback language). */
const PRERENDER_LANGUAGE = 'en_US';

/** The home route's first screen as the app renders it, or undefined when the env is invalid. */
async function prerenderHome(mode: string): Promise<string | undefined> {
  if (envError(mode)) return undefined; // the app refuses to start (checkEnv says so): nothing to prerender
  const server = await createServer({
    configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Their ES modules import stylesheets, which only Vite (not Node) can load.
    ssr: { noExternal: ['react-vant', '@react-vant/icons'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderHomeScreen } = await server.ssrLoadModule('/src/app/prerender.tsx');
    const catalogue = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, PRERENDER_LANGUAGE, 'translation.json'), 'utf8'));
    return (await renderHomeScreen(PRERENDER_LANGUAGE, catalogue)) as string;
  } finally {
    await server.close();
  }
}

/**
 * The wallet stack's entry modules (src/wallet/wallet-stack.tsx loads them after the first
 * paint), and the two guards that the app mounts as soon as the stack is there (the wallet
 * session's and the inviter binding's): their chunks download with the stack's, before its
 * evaluation, instead of during the app's re-render with it.
 */
const WALLET_STACK_ENTRIES = /[\\/]src[\\/](wallet[\\/](dapp-kit\.ts|connect-sheet\.tsx|wallet-session\.tsx)|features[\\/]not-bound[\\/]hooks[\\/]use-not-bound-guard\.ts)$/;

/**
 * The URLs of every chunk the wallet stack's modules import, directly or not (the build lists
 * them on the boot script as data-wallet-modules): they are preloaded all at once, by the boot
 * script alongside the app's when the stack is needed soon, else by the app after hydration
 * (src/wallet/wallet-stack.tsx), so that the wallet stack's modules, evaluated one by one, are
 * already there (no chain of downloads, one per step).
 */
export function walletStackChunks(bundle: Rollup.OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || found.has(fileName)) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId && WALLET_STACK_ENTRIES.test(chunk.facadeModuleId));
  if (entries.length !== 4) throw new Error(`prerender: expected the wallet stack's four entry chunks, found ${entries.length}`);
  for (const chunk of entries) visit(chunk.fileName);
  return [...found].map((fileName) => `${BASE}${fileName}`);
}

/** The wallet stack's heavy modules, which the boot path must not evaluate (docs/architecture.md, "Boot"). */
const WALLET_STACK_PACKAGES =
  /[\\/]node_modules[\\/](@mysten[\\/]sui[\\/]dist[\\/](bcs|grpc|transactions|cryptography|keypairs)[\\/]|@mysten[\\/](dapp-kit-core|dapp-kit-react|slush-wallet)[\\/]|@protobuf-ts[\\/]|@noble[\\/])/;

/**
 * Fails the build when the entry's chunks carry a wallet-stack package: a chunk shared with a
 * lazily loaded module can drag it into the boot path (it happened with a dynamic import of
 * '@mysten/sui/utils', whose chunk the entry then imported, with all of the SDK's BCS types).
 */
export function checkBootPath(bundle: Rollup.OutputBundle, urls: string[]): void {
  for (const url of urls) {
    const chunk = bundle[url.slice(BASE.length)];
    const module = chunk?.type === 'chunk' ? chunk.moduleIds.find((id) => WALLET_STACK_PACKAGES.test(id)) : undefined;
    if (module) throw new Error(`prerender: the boot path's chunk ${url} carries ${module}, which only the wallet stack needs`);
  }
}

/**
 * The first paint needs no JavaScript (docs/architecture.md, "Boot"): the build renders the home
 * route's first screen (src/app/prerender.tsx) into index.html's #root, in a container marked
 * data-prerendered, before the boot spinner; and it adds the boot script
 * (src/app/boot-script.ts, bundled on its own as a classic, render-blocking, external script:
 * no inline script for a CSP to allow) that starts the catalogue download and keeps the
 * prerendered screen only when it is what the app will render. main.tsx hydrates it once the
 * catalogue is there (or renders the app in #root instead, when the screen was not kept).
 */
function prerenderPlugin(mode: string, version: string): Plugin {
  let boot: { fileName: string; code: string } | undefined;
  return {
    name: 'suil-prerender',
    apply: 'build',
    async buildStart() {
      const result = await rolldownBuild({
        input: path.resolve(import.meta.dirname, 'src/app/boot-script.ts'),
        write: false,
        logLevel: 'silent',
        output: { format: 'iife', minify: true },
      });
      const code = result.output[0].code;
      boot = { fileName: `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code };
    },
    generateBundle() {
      if (boot) this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!boot) return html;
        const catalogue = `${BASE}locales/{{lng}}/translation.json?v=${version}`;
        // The app's JavaScript starts downloading, and the entry module runs, after the first
        // paint (the boot script adds them, see there): the first paint needs none of it, and
        // on a slow network it would share the bandwidth with the page and its stylesheets.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html);
        if (!entry) throw new Error('prerender: no entry script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)];
        html = html.replace(entry[0], '');
        for (const preload of preloads) html = html.replace(preload[0], '');
        const modules = [entry[1], ...preloads.map((preload) => preload[1])];
        if (ctx.bundle) checkBootPath(ctx.bundle, modules);
        const wallet = ctx.bundle ? walletStackChunks(ctx.bundle).filter((file) => !modules.includes(file)) : [];
        const script = `<script src="${BASE}${boot.fileName}" data-catalogue="${catalogue}" data-prerender="${PRERENDER_LANGUAGE}" data-modules="${modules.join(' ')}" data-wallet-modules="${wallet.join(' ')}"></script>`;
        html = html.replace('</title>', `</title>\n    ${script}`);
        const markup = await prerenderHome(mode);
        if (!markup) return html;
        // The container main.tsx hydrates: its children are exactly the app's markup.
        return html.replace('<div id="root">', `<div id="root"><div data-prerendered="${PRERENDER_LANGUAGE}">${markup}</div>`);
      },
    },
  };
}

/** CSP sources for the page's inline <style> elements (the boot spinner's), by their sha256. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

export function origins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^https?:\/\//.test(item))
    .map((item) => new URL(item).origin);
}

/**
 * The Content-Security-Policy the built app runs under, for the page `html` and the mode's
 * env: scripts only from the app's own origin (no inline script), styles from it plus the
 * page's own inline <style> by hash (React and react-vant set style properties through the
 * CSSOM, which CSP does not restrict), style attributes for the prerendered home screen's
 * markup (style-src-attr 'unsafe-inline'), images from it and data: URLs
 * (the invite QR code, wallet icons), connections to it (/api, the catalogues), the mode's
 * nodes and faucet and Slush's wallet metadata, and no framing. `vite preview` serves it;
 * `vite build` writes it to dist/content-security-policy.txt for the deployment's web server.
 */
export function contentSecurityPolicy(html: string, env: Record<string, string>): string {
  const connect = new Set(["'self'", ...origins(env.VITE_NODES), ...origins(env.VITE_FAUCET_URL), ...origins(env.VITE_API_BASE), 'https://api.slush.app']);
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...inlineStyleHashes(html)].join(' '),
    // The home screen prerendered into index.html carries React's style attributes (an icon's
    // size, a bar's z-index); attributes only, never <style> elements or scripts.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    // The web app manifest (and through it the icons, under img-src) from the app's origin.
    "manifest-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** iOS 16+ Safari and WebViews, Android Chrome/WebView 109+ (2023), current desktops. */
export const BUILD_TARGET = ['es2020', 'safari16', 'ios16', 'chrome109', 'edge109', 'firefox115'];

export const CSP_FILE = 'content-security-policy.txt';

/** The dark blue theme's page colour (src/theme/theme.css --suil-color-primary, index.html's theme-color). */
const THEME_COLOR = '#0b1b3f';

/** The web app manifest (vite-plugin-pwa writes manifest.webmanifest and links it from index.html). */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: BASE,
  name: 'SuiL',
  short_name: 'SuiL',
  description: 'SuiL: liquidity pool and hashrate mining on Sui',
  start_url: BASE,
  scope: BASE,
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Writes the build's policy next to its index.html. */
function cspPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'suil-csp',
    apply: 'build',
    // After Vite has written index.html, whose inline style PostCSS has rewritten by then.
    writeBundle(options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || !options.dir) return;
      fs.writeFileSync(path.join(options.dir, CSP_FILE), `${contentSecurityPolicy(String(page.source), env)}\n`);
    },
  };
}

function envError(mode: string): EnvError | undefined {
  try {
    parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
    return undefined;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error;
  }
}

/** Checks the mode's .env file while building, so a typo shows up before deploy too. */
function checkEnv(mode: string, command: string): void {
  const error = envError(mode);
  if (error) {
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n${error.message}\nThe ${mode} ${command === 'build' ? 'build' : 'app'} will refuse to start until .env.${mode} (or .env.${mode}.local) is fixed.\n${bar}\n`);
  }
}

export default defineConfig(({ mode, command, isPreview }) => {
  checkEnv(mode, command);
  const api = { target: API_TARGET, changeOrigin: true };
  const consoleAt = (port: number) => ({ target: `http://127.0.0.1:${port}`, changeOrigin: false });
  const version = localesVersion();
  // VITE_* variables in the environment win over the mode's file (the e2e build lists two nodes).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  // Preview serves the built page with the policy written for it by the build.
  const builtPolicy = path.resolve(import.meta.dirname, 'dist', CSP_FILE);
  const previewHeaders = isPreview && fs.existsSync(builtPolicy) ? { 'Content-Security-Policy': fs.readFileSync(builtPolicy, 'utf8').trim() } : undefined;
  if (isPreview && !previewHeaders) console.warn(`[vite] dist/${CSP_FILE} is missing: previewing without a Content-Security-Policy (build first)`);
  return {
    base: BASE,
    plugins: [
      react(),
      localesPlugin(),
      reactVantStylesPlugin(),
      prerenderPlugin(mode, version),
      cspPlugin(env),
      // A returning visitor gets the app from the cache at once, even on a bad network: the
      // service worker precaches the build (the catalogues too) and serves index.html for the
      // app's navigations. A new deploy's worker takes over at once; a page still running the
      // old build reloads when it misses a chunk (src/app/chunk-reload.ts). Registered by the
      // app once it has started (src/app/service-worker.ts), not by a script in the page: its
      // precaching would otherwise compete with the app's start.
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        // The web app manifest: added to a phone's home screen, the app opens standalone on
        // its own icon (issue 24). Icons: public/icons, drawn by scripts/make-app-icons.mjs.
        manifest: WEB_APP_MANIFEST,
        workbox: {
          // The manifest and its icons are precached by the plugin itself (includeManifestIcons).
          globPatterns: ['**/*.{js,css,html,svg,json}'],
          navigateFallback: `${BASE}index.html`,
          // The operator console (vite.admin.config.ts) is another program under /chain/admin/:
          // the app's worker must not answer its navigations with the app.
          navigateFallbackDenylist: [new RegExp(`^${ADMIN_PATH}`)],
          cleanupOutdatedCaches: true,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // The catalogues' ?v= (a cache buster for hosts without the worker) is covered by
          // the precache's own revisions.
          ignoreURLParametersMatching: [/^v$/],
        },
      }),
    ],
    define: { __LOCALES_VERSION__: JSON.stringify(version) },
    build: {
      target: BUILD_TARGET,
      sourcemap: true,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          // The boot path's largest libraries in chunks of their own: the boot script
          // evaluates its chunks one per task (and the browser compiles each on its own).
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/ },
              { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
              { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true, host: 'localhost', proxy: { '/api': api, [ADMIN_PATH]: consoleAt(ADMIN_DEV_PORT) } },
    preview: {
      port: 4173,
      strictPort: true,
      host: '127.0.0.1',
      proxy: { '/api': api, [ADMIN_PATH]: consoleAt(ADMIN_PREVIEW_PORT) },
      ...(previewHeaders ? { headers: previewHeaders } : {}),
    },
  };
});
