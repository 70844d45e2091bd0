// Hash router (docs/product.md §2): every page is its own lazily loaded chunk behind a
// 'Loading...' placeholder, inside the page wrapper; unknown paths get a not-found page and a
// page that throws gets the error page. The home page is the exception: it is the first
// paint (prerendered into index.html), so it comes with the app's entry and never suspends.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createHashRouter, useLocation, type RouteObject } from 'react-router-dom';
import HomePage from '../features/home/pages/home-page';
import { AppShell } from './app-shell';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { LAZY_PAGES } from './pages';
import { RoutePage } from './route-page';
import { HOME_ALIAS, PAGE_PATHS, type PagePath } from './routes';

function pageComponent(path: PagePath): ComponentType | LazyExoticComponent<ComponentType> {
  return path === '/' ? HomePage : lazy(LAZY_PAGES[path]);
}

function RedirectHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const path of PAGE_PATHS) {
    const Page = pageComponent(path);
    // Only the home page paints before the wallet stack has loaded (docs/architecture.md, "Boot").
    const element = (
      <RoutePage needsWallet={path !== '/'}>
        <Page />
      </RoutePage>
    );
    routes.push(path === '/' ? { index: true, element } : { path, element });
  }
  return routes;
}

/** The app's routes, for the hash router and for the build's prerender of the home page. */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <ErrorPage />,
      children: [
        {
          // Errors thrown by a page render here, inside the shell.
          errorElement: <ErrorPage />,
          children: [
            ...pageRoutes(),
            { path: HOME_ALIAS, element: <RedirectHome /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(appRoutes());
}
