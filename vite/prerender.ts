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

/**
 * The home route's first screen as the app renders it, and the wallet sheet a tap on its Connect
 * opens (src/app/prerender.tsx), or undefined when the env is invalid.
 */
async function prerenderHome(mode: string): Promise<{ home: string; connectSheet: string } | undefined> {
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
    return (await renderHomeScreen(PRERENDER_LANGUAGE, catalogue)) as { home: string; connectSheet: string };
  } finally {
    await server.close();
  }
}

/**
 * The boot script's element: a classic script with its code inline (as a file, it was one more
 * request that the first paint waited for), and what the build tells it as data-* attributes,
 * which it reads from document.currentScript (an inline script's element too). vite/csp.ts
 * allows it by the sha256 of its text.
 */
export function bootScriptElement(code: string, data: Record<string, string>): string {
  if (/<\/script|<!--/i.test(code)) throw new Error("prerender: the boot script holds '</script' or '<!--', which would end its inline element early or change how it is parsed");
  return `<script${dataAttributes(data)}>${code}</script>`;
}

/** `data` as the boot script's data-* attributes, each with a leading space. */
function dataAttributes(data: Record<string, string>): string {
  return Object.entries(data)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
}

/** The boot script's start tag: the inline <script> that carries data-catalogue (bootScriptElement). */
const BOOT_SCRIPT_TAG = /<script(?=[^>]*\sdata-catalogue=)/;

/**
 * The page with `data` added to the boot script's element as data-* attributes, which it reads
 * (vite/defer-head-links.ts's deferred links, vite/inline-css.ts's stylesheet). `plugin` names the
 * caller in the error when the page has no boot script.
 */
export function addBootScriptData(html: string, data: Record<string, string>, plugin: string): string {
  if (!BOOT_SCRIPT_TAG.test(html)) throw new Error(`${plugin}: index.html has no boot script to carry ${Object.keys(data).join(', ')}`);
  return html.replace(BOOT_SCRIPT_TAG, () => `<script${dataAttributes(data)}`);
}

/**
 * The first paint needs no JavaScript (docs/architecture.md, "Boot"): the build renders the home
 * route's first screen (src/app/prerender.tsx) into index.html's #root, in a container marked
 * data-prerendered, before the boot spinner; and it adds the boot script
 * (src/app/boot-script.ts, bundled on its own as a classic, render-blocking script, inline:
 * bootScriptElement) that starts the catalogue download and keeps the prerendered screen only
 * when it is what the app will render. main.tsx hydrates it once the catalogue is there (or
 * renders the app in #root instead, when the screen was not kept).
 */
export function prerenderPlugin(mode: string, version: string): Plugin {
  let boot: string | undefined;
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
      boot = result.output[0].code.trim();
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
        const script = bootScriptElement(boot, { catalogue, prerender: PRERENDER_LANGUAGE, modules: modules.join(' '), 'wallet-modules': wallet.join(' ') });
        // A function, not a string: the script's own '$' signs are no replacement patterns.
        html = html.replace('</title>', () => `</title>\n    ${script}`);
        const markup = await prerenderHome(mode);
        if (!markup) return html;
        // The container main.tsx hydrates: its children are exactly the app's markup. Beside it,
        // hidden, the wallet sheet that the boot script shows at a tap on Connect (the app's
        // first render replaces both). Functions, not strings: '$' in the text is no pattern.
        const prerendered = `<div data-prerendered="${PRERENDER_LANGUAGE}">${markup.home}</div><div data-prerendered-sheet hidden>${markup.connectSheet}</div>`;
        return html.replace('<div id="root">', () => `<div id="root">${prerendered}`);
      },
    },
  };
}
