// The whole app as one element: main.tsx renders it (or hydrates index.html's prerendered home
// screen with it), and the build's prerender (prerender.tsx) renders the same tree, so that the
// two produce the same markup.
import { StrictMode, Suspense, useEffect, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { BootPlaceholder } from './loading-placeholder';
import { AppProvider } from './provider';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/** Runs `onMounted` once the app's first render is on screen (after hydration, too). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function AppRoot({ router, onMounted }: { router: AppRouter; onMounted?: () => void }) {
  return (
    <StrictMode>
      {/* The first catalogue download suspends every translated component. */}
      <Suspense fallback={<BootPlaceholder />}>
        <AppErrorBoundary>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </AppErrorBoundary>
      </Suspense>
      {onMounted && <Mounted onMounted={onMounted} />}
    </StrictMode>
  );
}
