// A label that, in Chinese and Japanese, breaks only between its phrases (src/i18n/phrases.ts):
// a <wbr> between them, and no break inside one (theme.css, .suil-phrases) unless a word alone is
// wider than the line. In the other languages, and where the browser cannot cut words, the text
// as it is: the prerendered English home page is the same markup as the app's.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../config/locales';
import { phrasesOf } from '../i18n/phrases';

/** `locale`: the text's own language when it is not the app's (the operator's content in its en_US fallback). */
export function PhraseText({ children, locale }: { children: string; locale?: Locale }) {
  const { i18n } = useTranslation();
  const language = locale ?? i18n.language;
  const phrases = isLocale(language) ? phrasesOf(children, language) : null;
  if (phrases === null) return children;
  return (
    <span className="suil-phrases">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
