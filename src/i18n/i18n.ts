// i18next with a fetch backend (./fetch-backend.ts): only the active language's catalogue is
// downloaded, from the deployed base path (/chain/locales/<lng>/translation.json), with the
// product's loading limits (docs/product.md §9: 10 parallel loads, 5 retries, 350 ms retry delay
// doubling each time).
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDigitGroupingLocale } from '../chain/digit-grouping';
import { BASE_URL } from '../config/env';
import { LOCALES, LOCALE_TAGS, type Locale } from '../config/locales';
import { fetchBackend } from './fetch-backend';

export const I18N_NAMESPACE = 'translation';

// Changes when any catalogue changes (localesVersion in vite/locales.ts), so a deploy never
// serves a cached catalogue that lacks the new build's keys.
declare const __LOCALES_VERSION__: string;

function syncDocumentLanguage(lng: string): void {
  if (!(LOCALES as readonly string[]).includes(lng)) return;
  // Figures group their digits as the language writes them (en_IN: 3,70,370).
  setDigitGroupingLocale(LOCALE_TAGS[lng as Locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[lng as Locale];
}

/**
 * The fallback language is en_US by choice of the initial language (settings store), not by
 * i18next's fallbackLng: that would download en_US next to every other language. Key parity
 * across the six catalogues is enforced by src/i18n/locale-parity.test.ts instead.
 * `resources`: the catalogue given at once instead of downloaded (the build's prerender).
 */
export function initI18n(language: Locale, resources?: Resource): Promise<unknown> {
  i18n.on('languageChanged', syncDocumentLanguage);
  const catalogueUrl = (lng: string, ns: string) => `${BASE_URL}locales/${lng}/${ns}.json?v=${__LOCALES_VERSION__}`;
  return (resources ? i18n : i18n.use(fetchBackend(catalogueUrl)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [I18N_NAMESPACE],
      defaultNS: I18N_NAMESPACE,
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      resources,
      react: { useSuspense: true },
    });
}

export { i18n };

/**
 * Switches the catalogue (downloading it first) and remembers the choice. If the download
 * failed after its retries, i18next would switch anyway and show raw keys: go back instead.
 */
export async function changeAppLanguage(language: Locale, remember: (language: Locale) => void): Promise<void> {
  const previous = i18n.language;
  await i18n.changeLanguage(language);
  if (!i18n.hasResourceBundle(language, I18N_NAMESPACE)) {
    await i18n.changeLanguage(previous);
    throw new Error(`the ${language} catalogue could not be loaded`);
  }
  remember(language);
}
