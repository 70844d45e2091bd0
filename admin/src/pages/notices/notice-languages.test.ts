import { describe, expect, it } from 'vitest';
import type { AdminNotice } from '../../../../contract/admin.ts';
import { fallbackSentence, missingLanguages } from './notice-languages.ts';

const text = (title: string) => ({ title, summary: '', bodyHtml: '' });

describe('a notice published in fewer than six languages', () => {
  it('says which languages will show the English text', () => {
    const texts: AdminNotice['texts'] = { en_US: text('Maintenance'), ja_JP: text('メンテナンス') };
    expect(missingLanguages(texts)).toEqual(['zh_CN', 'zh_TW', 'ko_KR', 'en_IN']);
    expect(fallbackSentence(texts)).toBe(
      'Written in 2 of 6 languages: users who read the app in 简体中文 (zh_CN), 繁體中文 (zh_TW), 한국어 (ko_KR) and English (India) (en_IN) will see the English (US) text.',
    );
  });

  it('one language missing is named alone; all six say nothing', () => {
    const five: AdminNotice['texts'] = { en_US: text('a'), zh_CN: text('b'), zh_TW: text('c'), ja_JP: text('d'), ko_KR: text('e') };
    expect(fallbackSentence(five)).toBe('Written in 5 of 6 languages: users who read the app in English (India) (en_IN) will see the English (US) text.');
    expect(fallbackSentence({ ...five, en_IN: text('f') })).toBeNull();
  });
});
