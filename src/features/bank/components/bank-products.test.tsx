// The bank's products are named in the user's language: the list asks the server for that
// locale, reads it again when the language changes, and marks a name the server could only
// give in en_US as English (lang). A real HTTP server on this machine answers
// GET /api/bank/products per locale, falling back to en_US per product as the reference server does.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankProduct, Locale } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson } from '../../../test/local-api';
import { serveLocalizedApi } from '../../../test/localized-api';
import { renderForTest } from '../../../test/render-for-test';
import { BankProducts } from './bank-products';

const NAMES: Record<string, Partial<Record<Locale, string>>> = {
  'sui-7': { en_US: 'SUI Savings, 7 days', ja_JP: 'SUI 預金・7 日', ko_KR: 'SUI 예금 · 7일' },
  // No Korean name.
  'sui-30': { en_US: 'SUI Savings, 30 days', ja_JP: 'SUI 預金・30 日' },
};

const { asked } = serveLocalizedApi(({ url, locale: asking }, res) => {
  if (url.pathname !== '/api/bank/products') return false;
  const items: BankProduct[] = Object.entries(NAMES).map(([id, names]) => {
    const locale = names[asking] ? asking : 'en_US';
    return { id, coin: 'SUI', dailyRateBps: 10, lockDays: id === 'sui-7' ? 7 : 30, minAmount: '10000000000', feeBps: 300, name: names[locale]!, locale };
  });
  replyJson(res, 200, { items });
});

const langOf = async (name: string) => (await screen.findByRole('heading', { name })).querySelector('[lang]')!.getAttribute('lang');

describe('BankProducts', () => {
  it('names the products in the chosen language, again after a change, and marks an English fallback', async () => {
    act(() => useSettingsStore.getState().setLanguage('ja_JP'));
    renderForTest(<BankProducts />, { url: '/financial' });
    expect(await langOf('SUI 預金・7 日')).toBe('ja-JP');
    expect(await langOf('SUI 預金・30 日')).toBe('ja-JP');

    act(() => useSettingsStore.getState().setLanguage('ko_KR'));
    expect(await langOf('SUI 예금 · 7일')).toBe('ko-KR');
    expect(await langOf('SUI Savings, 30 days')).toBe('en-US');
    expect(screen.queryByText('SUI 預金・7 日')).toBeNull();
    expect(asked).toEqual(['ja_JP', 'ko_KR']);
  });
});
