// Dates and times in the reader's language (the locale tags of config/locales).
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale, LOCALE_TAGS } from '../config/locales';

export function formatDateTime(ms: number, language: string): string {
  const tag = LOCALE_TAGS[isLocale(language) ? language : FALLBACK_LOCALE];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** Formats epoch milliseconds for the current language. */
export function useFormatDateTime(): (ms: number) => string {
  const { i18n } = useTranslation();
  return (ms) => formatDateTime(ms, i18n.language);
}
