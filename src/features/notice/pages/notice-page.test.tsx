// The notices page reads the notices in the user's language: it asks the server for that
// locale, shows what comes back, refetches when the language changes, and marks a notice the
// server could only serve in en_US as English (lang). A real HTTP server on this machine
// answers GET /api/notices and /api/notices/:id per locale, falling back to en_US as the
// reference server does.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson } from '../../../test/local-api';
import { serveLocalizedApi } from '../../../test/localized-api';
import { renderForTest } from '../../../test/render-for-test';
import NoticePage from './notice-page';

type Texts = Partial<Record<Notice['locale'], { title: string; body: string }>>;
const NOTICES: { id: string; texts: Texts }[] = [
  {
    id: '3',
    texts: {
      en_US: { title: 'Node sale: limited places', body: 'Nodes are on sale in three tiers.' },
      ja_JP: { title: 'ノード販売：数量限定', body: 'ノードは 3 つのランクで販売しています。' },
      ko_KR: { title: '노드 한정 판매', body: '노드는 세 가지 등급으로 판매됩니다.' },
    },
  },
  // Not translated into Korean: served in en_US.
  { id: '2', texts: { en_US: { title: 'Bank savings are open', body: 'The bank is open.' }, ja_JP: { title: '銀行の預金を始めました', body: '銀行がオープンしました。' } } },
];

function served(notice: (typeof NOTICES)[number], locale: Notice['locale']): Notice {
  const servedLocale = notice.texts[locale] ? locale : 'en_US';
  const text = notice.texts[servedLocale]!;
  return {
    id: notice.id, category: 'notice', locale: servedLocale, title: text.title, summary: '', bodyHtml: `<p>${text.body}</p>`,
    publishedAt: '2026-11-16T08:00:00.000Z',
  };
}

const { requested: asked } = serveLocalizedApi(({ url, locale }, res) => {
  if (url.pathname === '/api/notices') return replyJson(res, 200, { items: NOTICES.map((n) => served(n, locale)), nextCursor: null });
  const one = NOTICES.find((n) => url.pathname === `/api/notices/${n.id}`);
  if (!one) return false;
  replyJson(res, 200, served(one, locale));
});

const heading = (name: string) => screen.findByRole('heading', { name });

describe('NoticePage', () => {
  it('lists the notices in the chosen language and reads them again when the language changes', async () => {
    act(() => useSettingsStore.getState().setLanguage('ja_JP'));
    renderForTest(<NoticePage />, { url: '/notice' });
    await heading('ノード販売：数量限定');
    expect(screen.getByRole('heading', { name: '銀行の預金を始めました' })).toBeTruthy();
    expect(screen.queryByText('Node sale: limited places')).toBeNull();
    expect(asked).toEqual(['/api/notices?locale=ja_JP']);

    act(() => useSettingsStore.getState().setLanguage('ko_KR'));
    await heading('노드 한정 판매');
    expect(asked).toEqual(['/api/notices?locale=ja_JP', '/api/notices?locale=ko_KR']);
    expect(screen.queryByText('ノード販売：数量限定')).toBeNull();
    // The Korean notice is marked Korean; the one the server could only give in English, English.
    expect(screen.getByRole('heading', { name: '노드 한정 판매' }).closest('a')!.getAttribute('lang')).toBe('ko-KR');
    expect(screen.getByRole('heading', { name: 'Bank savings are open' }).closest('a')!.getAttribute('lang')).toBe('en-US');
  });

  it('opens a notice in the chosen language, falling back to the English text the server sends', async () => {
    act(() => useSettingsStore.getState().setLanguage('ko_KR'));
    const first = renderForTest(<NoticePage />, { url: '/notice?id=3' });
    await heading('노드 한정 판매');
    expect(screen.getByText('노드는 세 가지 등급으로 판매됩니다.').closest('[lang]')!.getAttribute('lang')).toBe('ko-KR');
    first.unmount();

    renderForTest(<NoticePage />, { url: '/notice?id=2' });
    await heading('Bank savings are open');
    expect(screen.getByText('The bank is open.').closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    await waitFor(() => expect(asked).toEqual(['/api/notices/3?locale=ko_KR', '/api/notices/2?locale=ko_KR']));
  });
});
