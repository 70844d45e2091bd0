// A coin's page reads its content in the user's language, reads it again when the language
// changes, and marks a page the server could only give in en_US as English (lang). A real HTTP
// server on this machine answers GET /api/pages/:slug per locale, falling back to en_US.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson } from '../../../test/local-api';
import { serveLocalizedApi } from '../../../test/localized-api';
import { renderForTest } from '../../../test/render-for-test';
import { CoinPage } from './coin-page';

// The BTC page exists in en_US and ja_JP only.
const TEXTS: Partial<Record<ContentPage['locale'], { title: string; body: string }>> = {
  en_US: { title: 'Bitcoin (BTC)', body: 'Bitcoin is the first decentralized digital currency.' },
  ja_JP: { title: 'ビットコイン (BTC)', body: 'ビットコインは世界初の分散型デジタル通貨です。' },
};

const { asked } = serveLocalizedApi(({ url, locale: asking }, res) => {
  if (url.pathname !== '/api/pages/btc') return false;
  const locale = TEXTS[asking] ? asking : 'en_US';
  const text = TEXTS[locale]!;
  replyJson(res, 200, { slug: 'btc', locale, title: text.title, bodyHtml: `<p>${text.body}</p>`, updatedAt: '2026-11-01T00:00:00.000Z' } satisfies ContentPage);
});

describe('CoinPage', () => {
  it('shows the page in the chosen language, and the English page marked English where there is no translation', async () => {
    act(() => useSettingsStore.getState().setLanguage('ja_JP'));
    renderForTest(<CoinPage symbol="BTC" slug="btc" />, { url: '/btc' });
    expect((await screen.findByText('ビットコインは世界初の分散型デジタル通貨です。')).closest('[lang]')!.getAttribute('lang')).toBe('ja-JP');
    expect(screen.getByRole('heading', { name: 'ビットコイン (BTC)' })).toBeTruthy();

    act(() => useSettingsStore.getState().setLanguage('zh_TW'));
    expect((await screen.findByText('Bitcoin is the first decentralized digital currency.')).closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    expect(screen.queryByText('ビットコイン (BTC)')).toBeNull();
    expect(asked).toEqual(['ja_JP', 'zh_TW']);
  });
});
