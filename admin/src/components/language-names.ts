// The six languages as the console names them (notices, bank products): each in its own words,
// and the two Englishes told apart.
import type { Locale } from '../../../contract/admin.ts';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English (US)',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  ja_JP: '日本語',
  ko_KR: '한국어',
  en_IN: 'English (India)',
};
