// Vite for the app: base /chain/, modes mainnet (default build) / test / localnet, the
// locale catalogues served and copied under /chain/locales/, the /api proxy for dev and
// preview, and a build target for phones of the last three years and in-app WebViews.
// Each plugin lives in vite/, one file per plugin; this file only puts them together.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { ADMIN_PATH } from './contract/admin.ts';
import { cspPlugin, previewPolicyHeaders } from './vite/csp.ts';
import { deferHeadLinksPlugin } from './vite/defer-head-links.ts';
import { checkEnv } from './vite/env-check.ts';
import { iconPathsPlugin } from './vite/icon-paths.ts';
import { inlineCssPlugin } from './vite/inline-css.ts';
import { localesPlugin, localesVersion } from './vite/locales.ts';
import { prerenderPlugin } from './vite/prerender.ts';
import { pwaPlugin } from './vite/pwa.ts';
import { reactVantStylesPlugin } from './vite/react-vant-styles.ts';
import { ADMIN_DEV_PORT, ADMIN_PREVIEW_PORT, API_TARGET, BASE, BUILD_TARGET } from './vite/shared.ts';

/** A module id under node_modules/<one of the packages>/. */
const packages = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);

/**
 * The wallet stack's chunks (what src/wallet/wallet-stack.tsx loads after the first paint, in
 * WALLET_STACK_PARTS' order): its three entry modules keep chunks of their own (vite/boot-path.ts
 * finds the stack through them).
 */
const WALLET_STACK_GROUPS = [
  { name: 'sui-bcs', test: packages('@mysten[\\\\/](bcs|utils)|@noble[\\\\/]hashes|@mysten[\\\\/]sui[\\\\/]dist[\\\\/](bcs|utils)') },
  { name: 'sui-cryptography', test: packages('@noble[\\\\/]curves|@scure|@mysten[\\\\/]sui[\\\\/]dist[\\\\/](cryptography|keypairs|multisig|verify|zklogin)') },
  { name: 'sui-transactions', test: packages('@mysten[\\\\/]sui[\\\\/]dist[\\\\/](transactions|client)|valibot') },
  { name: 'sui-grpc', test: packages('@mysten[\\\\/]sui[\\\\/]dist[\\\\/]grpc|@protobuf-ts') },
  { name: 'dapp-kit', test: packages('@mysten[\\\\/](dapp-kit-core|dapp-kit-react|slush-wallet|wallet-standard|window-wallet-core)|@wallet-standard|nanostores|@nanostores|jose') },
];

/** The wallet stack's three entry modules, which keep chunks of their own (vite/boot-path.ts finds the stack through them). */
const WALLET_STACK_ENTRIES = [
  'src/wallet/dapp-kit.ts',
  'src/wallet/wallet-session.tsx',
  'src/features/not-bound/hooks/use-not-bound-guard.ts',
].map((file) => path.resolve(import.meta.dirname, file));

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const walletAppModules = new WeakMap<ChunkingContext, Set<string>>();

/**
 * 'wallet-app' for the app's own modules that the wallet stack's entries import statically
 * (the chain client, views, events, the /api client, auth...): one chunk, not one per module
 * that a lazy page shares with them. What the entry imports is the 'app' group's already.
 */
function walletAppChunk(id: string, ctx: ChunkingContext): string | null {
  let modules = walletAppModules.get(ctx);
  if (!modules) {
    const found = new Set<string>();
    const visit = (moduleId: string) => {
      for (const dep of ctx.getModuleInfo(moduleId)?.importedIds ?? []) {
        if (found.has(dep) || /[\\/]node_modules[\\/]/.test(dep)) continue;
        found.add(dep);
        visit(dep);
      }
    };
    WALLET_STACK_ENTRIES.forEach(visit);
    modules = found;
    walletAppModules.set(ctx, modules);
  }
  return modules.has(id) && !WALLET_STACK_ENTRIES.includes(id) ? 'wallet-app' : null;
}

export default defineConfig(({ mode, command, isPreview }) => {
  checkEnv(mode, command);
  const api = { target: API_TARGET, changeOrigin: true };
  const consoleAt = (port: number) => ({ target: `http://127.0.0.1:${port}`, changeOrigin: false });
  const version = localesVersion();
  // VITE_* variables in the environment win over the mode's file (the e2e build lists two nodes).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const previewHeaders = isPreview ? previewPolicyHeaders() : undefined;
  return {
    base: BASE,
    plugins: [react(), iconPathsPlugin(), localesPlugin(), reactVantStylesPlugin(), prerenderPlugin(mode, version), inlineCssPlugin(), deferHeadLinksPlugin(), cspPlugin(env), pwaPlugin()],
    define: { __LOCALES_VERSION__: JSON.stringify(version) },
    build: {
      target: BUILD_TARGET,
      sourcemap: true,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          // A few chunks per route (issue 37), each evaluated in a task of its own by the boot
          // script (the entry's) or src/wallet/wallet-stack.tsx (the wallet stack's): the boot
          // path's largest libraries; then the rest of what the entry imports statically, its
          // packages ('vendor') and the app's modules (the entry chunk itself); then the wallet
          // stack, which only dynamic imports reach, in a few parts. Without the two catch-all
          // groups ('$initial': statically imported by the entry), rolldown left each module that
          // a lazy page shares with the entry (feedback.ts, config/constants.ts, config/locales.ts,
          // react-vant's icon base...) in a tiny common chunk of its own: its merge of common
          // chunks into the entry gave up once the inbox's lazy route (issue 39) arrived.
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
              { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
              { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
              { name: 'app', tags: ['$initial'] },
              ...WALLET_STACK_GROUPS,
              { name: walletAppChunk, debugName: 'wallet-app' },
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
