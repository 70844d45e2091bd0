// A coin's page reads its content in the user's language, reads it again when the language
// changes, and marks a page the server could only give in en_US as English (lang). A real HTTP
// server on this machine answers GET /api/pages/:slug per locale, falling back to en_US.
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import { renderForTest } from '../../../test/render-for-test';
import { CoinPage } from './coin-page';

// The BTC page exists in en_US and ja_JP only.
const TEXTS: Partial<Record<ContentPage['locale'], { title: string; body: string }>> = {
  en_US: { title: 'Bitcoin (BTC)', body: 'Bitcoin is the first decentralized digital currency.' },
  ja_JP: { title: 'ビットコイン (BTC)', body: 'ビットコインは世界初の分散型デジタル通貨です。' },
};

let api: LocalApi;
let restorePage: () => void;
const asked: string[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    const parsed = new URL(url, 'http://x');
    if (parsed.pathname !== '/api/pages/btc') return replyJson(res, 404, { error: { code: 'not_found', message: 'no such page' } });
    const asking = (parsed.searchParams.get('locale') ?? 'en_US') as ContentPage['locale'];
    asked.push(asking);
    const locale = TEXTS[asking] ? asking : 'en_US';
    const text = TEXTS[locale]!;
    replyJson(res, 200, { slug: 'btc', locale, title: text.title, bodyHtml: `<p>${text.body}</p>`, updatedAt: '2026-11-01T00:00:00.000Z' } satisfies ContentPage);
  });
  restorePage = setPageUrl(`${api.origin}/`);
});

afterAll(async () => {
  restorePage();
  await api.close();
});

afterEach(() => {
  cleanup(); // unmounted first: the language reset below must not make a mounted page read again
  act(() => useSettingsStore.getState().setLanguage('en_US'));
  asked.length = 0;
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
