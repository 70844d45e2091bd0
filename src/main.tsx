import './polyfills';
import 'react-vant/es/styles/index.js';
import './theme/theme.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installChunkReload } from './app/chunk-reload';
import { AppProvider } from './app/provider';
import { BootPlaceholder } from './app/loading-placeholder';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { useSettingsStore } from './stores/settings';
import { loadWalletStackAfterPaint } from './wallet/wallet-stack';

installChunkReload();
const router = createAppRouter();
const root = createRoot(document.getElementById('root')!);

const app = (
  <StrictMode>
    {/* The first catalogue download suspends every translated component. */}
    <Suspense fallback={<BootPlaceholder />}>
      <AppErrorBoundary>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </AppErrorBoundary>
    </Suspense>
  </StrictMode>
);

// The catalogue first, so that the first render is the whole page and replaces index.html's
// prerendered home screen (or boot spinner) in one go, with nothing in between; as a
// transition, so that rendering yields to input. Then the wallet stack.
void initI18n(useSettingsStore.getState().language)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => root.render(app));
    loadWalletStackAfterPaint();
  });
