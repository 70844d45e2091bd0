// Build time only, in Node (vite/prerender.ts's plugin): the home route's first screen
// as the app renders it for a visitor in `language` with no wallet yet, to be put into
// index.html so that the first paint needs no JavaScript. main.tsx later hydrates it: the
// same tree (AppRoot) on the same markup (index.html's boot script hides it, and main.tsx
// renders the app instead, when the app would render otherwise).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath } from 'react-router-dom';
import type { Locale } from '../config/locales';
import { i18n, initI18n } from '../i18n/i18n';
import { PrerenderedConnectSheet } from '../wallet/connect-sheet';
import { AppRoot } from './app-root';
import { appRoutes } from './router';

/** The home screen, and the wallet sheet that a tap on its Connect shows before the app has run. */
export interface PrerenderedScreens {
  home: string;
  connectSheet: string;
}

export async function renderHomeScreen(language: Locale, catalogue: Record<string, unknown>): Promise<PrerenderedScreens> {
  await initI18n(language, { [language]: { translation: catalogue } });
  if (i18n.language !== language) throw new Error(`prerender: i18n did not start in ${language}`);
  const router = createMemoryRouter(appRoutes(), { initialEntries: ['/'] });
  // Links as the hash router writes them (#/route): a tap on the prerendered screen navigates
  // before the app has run, and the app then mounts on that route (src/app/boot-script.ts).
  router.createHref = (to) => `#${typeof to === 'string' ? to : createPath(to)}`;
  return { home: renderToString(<AppRoot router={router} />), connectSheet: renderToString(<PrerenderedConnectSheet />) };
}
