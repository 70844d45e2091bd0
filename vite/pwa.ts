// A returning visitor gets the app from the cache at once, even on a bad network: the
// service worker precaches the build (the catalogues too) and serves index.html for the
// app's navigations. A new deploy's worker takes over at once; a page still running the
// old build reloads when it misses a chunk (src/app/chunk-reload.ts). Registered by the
// app once it has started (src/app/service-worker.ts), not by a script in the page: its
// precaching would otherwise compete with the app's start.
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { BASE } from './shared.ts';

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

export function pwaPlugin() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    // Our own worker (src/app/sw.ts): the precache and navigation fallback the plugin would
    // generate, and the push notifications' handlers (issue 39). It answers the app's
    // navigations with index.html, never the operator console's (/chain/admin/, another
    // program), and drops outdated caches.
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    // The web app manifest: added to a phone's home screen, the app opens standalone on
    // its own icon (issue 24). Icons: public/icons, drawn by scripts/make-app-icons.mjs.
    manifest: WEB_APP_MANIFEST,
    injectManifest: {
      // The manifest and its icons are precached by the plugin itself (includeManifestIcons).
      globPatterns: ['**/*.{js,css,html,svg,json}'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
