import './polyfills';
import 'react-vant/es/styles/index.js';
import './theme/theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { installChunkReload } from './app/chunk-reload';
import { createAppRouter } from './app/router';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { i18n, initI18n } from './i18n/i18n';
import { useSettingsStore } from './stores/settings';
import { hasConnectIntent } from './wallet/connect-intent';
import { yieldToBrowser } from './wallet/module-preload';
import { rememberedWallet } from './wallet/remembered-wallet';
import { loadWalletStackAfterPaint } from './wallet/wallet-stack';

/**
 * index.html's prerendered home screen (vite/prerender.ts), when the app's first render is that
 * very screen: shown (the boot script hides it for another route, language or a returning
 * wallet), in the catalogue's language, and its Connect not tapped (the app opens the wallet
 * sheet at once then).
 */
function prerenderedScreen(): HTMLElement | null {
  const prerendered = document.querySelector<HTMLElement>('#root > [data-prerendered]');
  const shown = prerendered && !document.documentElement.classList.contains('suil-no-prerender');
  return shown && prerendered.dataset.prerendered === i18n.language && !hasConnectIntent() ? prerendered : null;
}

/** After hydration the prerendered screen is the app's: the boot script lets go of it (and of its hidden wallet sheet). */
function takeOverPrerender(prerendered: HTMLElement): void {
  prerendered.removeAttribute('data-prerendered');
  document.documentElement.classList.remove('suil-no-prerender');
  document.querySelector('#root > .boot')?.remove();
  document.querySelector('#root > [data-prerendered-sheet]')?.remove();
}

// Each step in a task of its own, so that none keeps a tap waiting long: the modules'
// evaluation, the catalogue (its download started with the page), the router, then the first
// render; as a transition, so
// that rendering yields to input too. It hydrates the prerendered home screen (no DOM is
// rebuilt, nothing changes on screen), or replaces the boot spinner. Then the wallet stack, for
// a returning wallet only (auto-connect restores it): a visitor with none to restore loads it
// with a tap on Connect, or a page that needs it (issue 37: the home screen alone is lighter
// than a bare dApp Kit app). Last the service worker.
async function start(): Promise<void> {
  installChunkReload();
  await yieldToBrowser();
  const catalogue = initI18n(useSettingsStore.getState().language).catch(() => undefined);
  await yieldToBrowser();
  const router = createAppRouter();
  await catalogue;
  await yieldToBrowser();
  const prerendered = prerenderedScreen();
  startTransition(() => {
    if (prerendered) hydrateRoot(prerendered, <AppRoot router={router} onMounted={() => takeOverPrerender(prerendered)} />);
    else createRoot(document.getElementById('root')!).render(<AppRoot router={router} />);
  });
  if (rememberedWallet()) await loadWalletStackAfterPaint();
  registerServiceWorkerWhenIdle();
}
void start();
