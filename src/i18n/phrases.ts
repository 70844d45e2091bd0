// Where a Chinese or Japanese label may break: between its phrases. These languages put no space
// between words, and a browser breaks them between any two characters, so a narrow tile reads
// 'ハッシュレー|トマイニン|グ'. A label reads whole when it breaks only between words. The words
// are the browser's own (Intl.Segmenter and its ICU dictionary, in every browser the app
// supports: nothing to download); a Japanese phrase is a word with the kana that follow it
// (particles and endings: 'コミュニティの', '接続すると'), a Chinese one a word with its particle
// ('我的'); punctuation stays with the word before it, an opening bracket with the word after.
// Korean writes spaces between words and wraps there already (theme.css).
import { LOCALE_TAGS, type Locale } from '../config/locales';

const PHRASED: ReadonlySet<Locale> = new Set<Locale>(['ja_JP', 'zh_CN', 'zh_TW']);
/** Kana that lean on the word before them: particles, verb and adjective endings. */
const JAPANESE_TRAILING = /^[\p{Script=Hiragana}ー]+$/u;
/** Chinese particles that lean on the word before them. */
const CHINESE_TRAILING: ReadonlySet<string> = new Set(['的', '了', '地', '得', '着', '過', '过', '嗎', '吗', '呢', '吧', '啊', '們', '们']);
const OPENING = /^[\s]*[([{（「『【〔〈《〖〘“‘]+$/u;

const segmenters = new Map<Locale, Intl.Segmenter>();

/** The phrases of `text` in `locale`, in order (they join back into the text); null where phrases do not apply. */
export function phrasesOf(text: string, locale: Locale): string[] | null {
  if (!PHRASED.has(locale) || typeof Intl.Segmenter !== 'function') return null;
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(LOCALE_TAGS[locale], { granularity: 'word' })));
  const trailing = (segment: string) => (locale === 'ja_JP' ? JAPANESE_TRAILING.test(segment) : CHINESE_TRAILING.has(segment));
  const phrases: string[] = [];
  let opening = '';
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike && OPENING.test(segment)) {
      opening += segment;
    } else if (phrases.length > 0 && opening === '' && (!isWordLike || trailing(segment))) {
      phrases[phrases.length - 1] += segment;
    } else {
      phrases.push(opening + segment);
      opening = '';
    }
  }
  if (opening !== '') phrases.push(opening);
  return phrases;
}
