import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale, localeFromTag } from './locales';

describe('browser language detection', () => {
  it.each([
    ['zh-CN', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-HK', 'zh_TW'],
    ['ja', 'ja_JP'],
    ['ja-JP', 'ja_JP'],
    ['ko-KR', 'ko_KR'],
    ['en-IN', 'en_IN'],
    ['en-US', 'en_US'],
    ['en-GB', 'en_US'],
    ['en', 'en_US'],
  ])('maps %s to %s', (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it('ignores languages the app does not speak', () => {
    expect(localeFromTag('fr-FR')).toBeUndefined();
    expect(localeFromTag('de')).toBeUndefined();
  });

  it('takes the first supported language in preference order', () => {
    expect(detectLocale(['fr-FR', 'de', 'ko-KR', 'en-US'])).toBe('ko_KR');
    expect(detectLocale(['fr-FR'])).toBeUndefined();
    expect(detectLocale([])).toBeUndefined();
  });

  it('recognises only the six locale codes', () => {
    expect(isLocale('en_IN')).toBe(true);
    expect(isLocale('en-IN')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
