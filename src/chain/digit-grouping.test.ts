// Figures group their digits as the reader's language writes them: English (India) the Indian
// way (lakhs, crores), the other languages by thousands; the digits themselves are the exact
// bigint's, never rounded through a float.
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../config/locales';
import { formatAmount, formatDisplay } from './amount';
import { groupDigits, setDigitGroupingLocale } from './digit-grouping';

afterEach(() => setDigitGroupingLocale(null));

describe('digit grouping', () => {
  it('groups the Indian way in en_IN: 3,70,370.367, and crores beyond', () => {
    setDigitGroupingLocale(LOCALE_TAGS.en_IN);
    expect(formatDisplay(370_370_367_000_000n, 9)).toBe('3,70,370.367');
    expect(groupDigits('1234')).toBe('1,234');
    expect(groupDigits('12345678')).toBe('1,23,45,678');
    expect(formatAmount(2_500_000_000_000_000n, 9, { group: true })).toBe('25,00,000');
  });

  it('keeps every digit of amounts far beyond a float’s precision, and the fraction as it is', () => {
    setDigitGroupingLocale(LOCALE_TAGS.en_IN);
    // 2^64 - 1 MIST: a float would round the last digits.
    expect(formatAmount(18_446_744_073_709_551_615n, 9, { group: true })).toBe('18,44,67,44,073.709551615');
    expect(formatDisplay(18_446_744_073_709_551_615n, 9)).toBe('18,44,67,44,073.7095');
    setDigitGroupingLocale(LOCALE_TAGS.en_US);
    expect(formatAmount(123_456_789_012_345_678_901_234_567_890n, 0, { group: true })).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('groups by thousands in the other five languages, and before any language is set', () => {
    expect(formatDisplay(370_370_367_000_000n, 9)).toBe('370,370.367');
    for (const locale of ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR'] as const) {
      setDigitGroupingLocale(LOCALE_TAGS[locale]);
      expect(formatDisplay(370_370_367_000_000n, 9), locale).toBe('370,370.367');
      expect(formatDisplay(-1_234_567_000_000_000n, 9), locale).toBe('-1,234,567');
    }
  });

  it('leaves small figures and text without plain digits alone', () => {
    setDigitGroupingLocale(LOCALE_TAGS.en_IN);
    expect(formatDisplay(999_000_000_000n, 9)).toBe('999');
    expect(formatDisplay(1_230_000n, 9)).toBe('0.00123');
    expect(groupDigits('')).toBe('');
  });
});
