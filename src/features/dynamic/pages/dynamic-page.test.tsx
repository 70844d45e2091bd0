// The community posts come in the user's language, are read again when the language changes,
// and a post the server could only give in en_US is marked English (lang). A real HTTP server
// on this machine answers GET /api/notices?category=dynamic per locale, falling back to en_US.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson } from '../../../test/local-api';
import { serveLocalizedApi } from '../../../test/localized-api';
import { renderForTest } from '../../../test/render-for-test';
import DynamicPage from './dynamic-page';

const POSTS: { id: string; texts: Partial<Record<Notice['locale'], string>> }[] = [
  { id: '6', texts: { en_US: 'Top teams of November', zh_TW: '11 月優秀團隊', ja_JP: '11 月のトップチーム' } },
  // Not translated into Traditional Chinese.
  { id: '5', texts: { en_US: 'Wallet safety week', ja_JP: 'ウォレット安全週間' } },
];

const { asked } = serveLocalizedApi(({ url, locale: asking }, res) => {
  if (url.pathname !== '/api/notices' || url.searchParams.get('category') !== 'dynamic') return false;
  const items: Notice[] = POSTS.map(({ id, texts }) => {
    const locale = texts[asking] ? asking : 'en_US';
    return { id, category: 'dynamic', locale, title: texts[locale]!, summary: '', bodyHtml: `<p>${texts[locale]!} (${id})</p>`, publishedAt: '2026-11-19T12:00:00.000Z' };
  });
  replyJson(res, 200, { items, nextCursor: null });
});

// By the heading's text: a Chinese or Japanese title breaks between phrases (<wbr>, PhraseText),
// which happy-dom's accessible-name computation spaces out as if each were a block.
const langOf = async (title: string) =>
  (await screen.findByRole('heading', { name: (_name, heading) => heading.textContent === title })).querySelector('[lang]')!.getAttribute('lang');

describe('DynamicPage', () => {
  it('lists the posts in the chosen language, again after a change, and marks an English fallback', async () => {
    act(() => useSettingsStore.getState().setLanguage('ja_JP'));
    renderForTest(<DynamicPage />, { url: '/dynamic' });
    expect(await langOf('11 月のトップチーム')).toBe('ja-JP');
    expect(await langOf('ウォレット安全週間')).toBe('ja-JP');

    act(() => useSettingsStore.getState().setLanguage('zh_TW'));
    expect(await langOf('11 月優秀團隊')).toBe('zh-TW');
    expect(await langOf('Wallet safety week')).toBe('en-US');
    expect(screen.getByText('Wallet safety week (5)').closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    expect(screen.queryByText('ウォレット安全週間')).toBeNull();
    expect(asked).toEqual(['ja_JP', 'zh_TW']);
  });
});
