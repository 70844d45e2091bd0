// The app's language sets how its figures group their digits: English (India) writes
// 3,70,370.367 as its readers do (the dates already follow en-IN), every other language 370,370.367.
import { afterAll, describe, expect, it } from 'vitest';
import { formatDisplay } from '../chain/amount';
import { i18n, initI18n } from './i18n';

afterAll(async () => {
  await i18n.changeLanguage('en_US');
});

describe('figures in the app’s language', () => {
  it('group the Indian way in en_IN, and by thousands again after switching to another language', async () => {
    await initI18n('en_IN', { en_IN: { translation: {} }, ja_JP: { translation: {} }, en_US: { translation: {} } });
    expect(formatDisplay(370_370_367_000_000n, 9)).toBe('3,70,370.367');
    await i18n.changeLanguage('ja_JP');
    expect(formatDisplay(370_370_367_000_000n, 9)).toBe('370,370.367');
    await i18n.changeLanguage('en_IN');
    expect(formatDisplay(12_345_678_900_000_000n, 9)).toBe('1,23,45,678.9');
  });
});
