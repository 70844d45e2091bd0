// Vite for the app: base /chain/, modes mainnet (default build) / test / localnet, the
// locale catalogues served and copied under /chain/locales/, the /api proxy for dev and
// preview, and a build target for phones of the last three years and in-app WebViews.
// Each plugin lives in vite/, one file per plugin; this file only puts them together.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { ADMIN_PATH } from './contract/admin.ts';
import { cspPlugin, previewPolicyHeaders } from './vite/csp.ts';
import { checkEnv } from './vite/env-check.ts';
import { localesPlugin, localesVersion } from './vite/locales.ts';
import { prerenderPlugin } from './vite/prerender.ts';
import { pwaPlugin } from './vite/pwa.ts';
import { reactVantStylesPlugin } from './vite/react-vant-styles.ts';
import { ADMIN_DEV_PORT, ADMIN_PREVIEW_PORT, API_TARGET, BASE, BUILD_TARGET } from './vite/shared.ts';

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
    plugins: [react(), localesPlugin(), reactVantStylesPlugin(), prerenderPlugin(mode, version), cspPlugin(env), pwaPlugin()],
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
