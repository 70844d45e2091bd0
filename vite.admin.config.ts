// Vite for the operator console (admin/): a program of its own under /chain/admin/, built from
// admin/index.html into dist-admin/ with the app's browser targets and /api proxy, and nothing
// else of the app's build (no prerender, service worker or locales), so the app's own build and
// what a user downloads (npm run size) are untouched. Deploy dist-admin/ at /chain/admin/ on the
// app's origin (the sign-in message names <origin>/chain/admin/). Locally the app's dev server
// (5173) and preview (4173) pass /chain/admin/ to this one's (5174, 4174), so it runs on the
// app's origin there too.
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { ADMIN_PATH } from './contract/admin.ts';
import { origins } from './vite/csp.ts';
import { ADMIN_DEV_PORT, ADMIN_PREVIEW_PORT, API_TARGET, BUILD_TARGET, CSP_FILE } from './vite/shared.ts';

export const ADMIN_OUT_DIR = path.resolve(import.meta.dirname, 'dist-admin');

/**
 * The console's Content-Security-Policy: scripts only from its own origin, connections to it
 * (/api), the mode's nodes and Slush's wallet metadata, images from it and data: URLs (wallet
 * icons), no framing. Styles also inline: Ant Design writes its CSS-in-JS into <style> elements
 * at run time, which a static host cannot give a nonce; scripts stay strict. `vite build` writes
 * it to dist-admin/content-security-policy.txt for the web server; `vite preview` sends it.
 */
export function consoleContentSecurityPolicy(env: Record<string, string>): string {
  const connect = new Set(["'self'", ...origins(env.VITE_NODES), ...origins(env.VITE_API_BASE), 'https://api.slush.app']);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function consoleCspPlugin(policy: string): Plugin {
  return {
    name: 'suil-console-csp',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) fs.writeFileSync(path.join(options.dir, CSP_FILE), `${policy}\n`);
    },
  };
}

export default defineConfig(({ mode }) => {
  // VITE_* variables in the environment win over the mode's file, as in the app's config.
  const policy = consoleContentSecurityPolicy(loadEnv(mode, import.meta.dirname, 'VITE_'));
  // SUIL_API_TARGET points dev and preview at a server on another port.
  const proxy = { '/api': { target: process.env.SUIL_API_TARGET ?? API_TARGET, changeOrigin: true } };
  return {
    root: path.resolve(import.meta.dirname, 'admin'),
    // The modes' .env files are the app's (network, nodes, faucet).
    envDir: import.meta.dirname,
    // Only public/zod-jitless.js, the classic script index.html runs before the modules.
    publicDir: path.resolve(import.meta.dirname, 'admin/public'),
    base: ADMIN_PATH,
    // Its own dependency cache: the app's dev server, running beside it under npm start, keeps
    // its pre-bundled dependencies in node_modules/.vite, and sharing that folder mixes the two.
    cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite-admin'),
    plugins: [react(), consoleCspPlugin(policy)],
    build: {
      outDir: ADMIN_OUT_DIR,
      emptyOutDir: true,
      target: BUILD_TARGET,
      sourcemap: true,
      // A desktop console: Ant Design and the wallet stack are large, and none of it reaches the app.
      chunkSizeWarningLimit: 2500,
    },
    // What the localnet wallet's chunk imports, bundled in the first dependency pass: found late,
    // dApp Kit and the wallet would each get their own copy of the wallet registry, and the local
    // wallet would register where dApp Kit never looks.
    optimizeDeps: {
      include: [
        '@mysten/wallet-standard',
        '@mysten/sui/keypairs/ed25519',
        '@mysten/sui/transactions',
        '@mysten/sui/utils',
        'i18next',
        'react-vant/es/dialog/index.js',
        'react-vant/es/notify/index.js',
        'react-vant/es/toast/index.js',
      ],
    },
    // Reached through the app's dev server on :5173 too: its page then opens the HMR socket here.
    server: { port: ADMIN_DEV_PORT, strictPort: true, host: '127.0.0.1', proxy, hmr: { clientPort: ADMIN_DEV_PORT } },
    preview: { port: ADMIN_PREVIEW_PORT, strictPort: true, host: '127.0.0.1', proxy, headers: { 'Content-Security-Policy': policy } },
  };
});
