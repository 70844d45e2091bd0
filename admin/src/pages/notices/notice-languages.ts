// Which of the six languages a notice lacks, and what a user of the app reads in one the notice was not
// written in: the English (US) text (the server falls back to en_US per notice).
import { type AdminNotice, type Locale, LOCALES } from '../../../../contract/admin.ts';
import { LANGUAGE_NAMES } from '../../components/language-names.ts';

/** The languages the notice has no text in, in the app's order. */
export function missingLanguages(texts: AdminNotice['texts']): Locale[] {
  return LOCALES.filter((locale) => texts[locale] === undefined);
}

/** What publishing says about the languages left out; null when it is written in all six. */
export function fallbackSentence(texts: AdminNotice['texts']): string | null {
  const missing = missingLanguages(texts);
  if (missing.length === 0) return null;
  const names = missing.map((locale) => `${LANGUAGE_NAMES[locale]} (${locale})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const written = LOCALES.length - missing.length;
  return `Written in ${written} of ${LOCALES.length} languages: users who read the app in ${list} will see the English (US) text.`;
}
