import './polyfills';
import 'react-vant/es/styles/index.js';
import './theme/theme.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { AppProvider } from './app/provider';
import { BootPlaceholder } from './app/loading-placeholder';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { useSettingsStore } from './stores/settings';

void initI18n(useSettingsStore.getState().language);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The first catalogue download suspends every translated component. */}
    <Suspense fallback={<BootPlaceholder />}>
      <AppErrorBoundary>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </AppErrorBoundary>
    </Suspense>
  </StrictMode>,
);
