// index.html's boot script: a classic script that the browser runs before its first paint
// (external, not inline, so a CSP without 'unsafe-inline' allows it; vite.config.ts bundles
// it on its own, so it carries only what it imports here). It
//  - starts downloading the visitor's catalogue at once, in parallel with the app's JavaScript
//    (the URL matches i18next-http-backend's request);
//  - keeps the prerendered home screen (#root[data-prerender], in one language, no wallet) only
//    when it is what the app will render: the home route, that language, no remembered wallet
//    to restore. Otherwise it shows the boot spinner instead (html.suil-no-prerender), so that
//    nothing changes language or state in front of the visitor.
import { initialLanguage, type Locale } from '../config/locales';
import { rememberedWallet } from '../wallet/remembered-wallet';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const data = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
const language: Locale = initialLanguage({
  storage: localStorageOrUndefined(),
  browserLanguages: navigator.languages ?? [navigator.language],
});

if (data.catalogue) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = data.catalogue.replace('{{lng}}', language);
  document.head.appendChild(link);
}

const route = window.location.hash.replace(/^#/, '').split('?')[0];
const homeRoute = route === '' || route === '/';
if (!(homeRoute && language === data.prerender && !rememberedWallet())) {
  document.documentElement.classList.add('suil-no-prerender');
}
