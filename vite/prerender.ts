import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build as rolldownBuild } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { checkBootPath, walletStackChunks } from './boot-path.ts';
import { envError } from './env-check.ts';
import { LOCALES_DIR } from './locales.ts';
import { BASE, ROOT } from './shared.ts';

/** The language of the home screen prerendered into index.html (the fallback language). */
const PRERENDER_LANGUAGE = 'en_US';

/** The home route's first screen as the app renders it, or undefined when the env is invalid. */
async function prerenderHome(mode: string): Promise<string | undefined> {
  if (envError(mode)) return undefined; // the app refuses to start (checkEnv says so): nothing to prerender
  const server = await createServer({
    configFile: path.resolve(ROOT, 'vite.config.ts'),
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
 * The first paint needs no JavaScript (docs/architecture.md, "Boot"): the build renders the home
 * route's first screen (src/app/prerender.tsx) into index.html's #root, in a container marked
 * data-prerendered, before the boot spinner; and it adds the boot script
 * (src/app/boot-script.ts, bundled on its own as a classic, render-blocking, external script:
 * no inline script for a CSP to allow) that starts the catalogue download and keeps the
 * prerendered screen only when it is what the app will render. main.tsx hydrates it once the
 * catalogue is there (or renders the app in #root instead, when the screen was not kept).
 */
export function prerenderPlugin(mode: string, version: string): Plugin {
  let boot: { fileName: string; code: string } | undefined;
  return {
    name: 'suil-prerender',
    apply: 'build',
    async buildStart() {
      const result = await rolldownBuild({
        input: path.resolve(ROOT, 'src/app/boot-script.ts'),
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
