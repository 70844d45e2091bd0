// Vite for the operator console (admin/): a program of its own under /chain/admin/, built from
// admin/index.html into dist-admin/ with the app's browser targets and /api proxy, and nothing
// else of the app's build (no prerender, service worker or locales), so the app's own build and
// what a user downloads (npm run size) are untouched. Deploy dist-admin/ at /chain/admin/ on the
// app's origin (the sign-in message names <origin>/chain/admin/).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ADMIN_PATH } from './contract/admin.ts';
import { API_TARGET, BUILD_TARGET } from './vite.config.ts';

export const ADMIN_OUT_DIR = path.resolve(import.meta.dirname, 'dist-admin');

// SUIL_API_TARGET points dev and preview at a server on another port.
const proxy = { '/api': { target: process.env.SUIL_API_TARGET ?? API_TARGET, changeOrigin: true } };

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'admin'),
  // The modes' .env files are the app's (network, nodes, faucet).
  envDir: import.meta.dirname,
  publicDir: false,
  base: ADMIN_PATH,
  plugins: [react()],
  build: {
    outDir: ADMIN_OUT_DIR,
    emptyOutDir: true,
    target: BUILD_TARGET,
    sourcemap: true,
    // A desktop console: Ant Design and the wallet stack are large, and none of it reaches the app.
    chunkSizeWarningLimit: 2500,
  },
  server: { port: 5174, strictPort: true, host: 'localhost', proxy },
  preview: { port: 4174, strictPort: true, host: '127.0.0.1', proxy },
});
