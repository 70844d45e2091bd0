// The ecology page shows the operator's page in the user's language, reads it again when the
// language changes, and marks the en_US fallback as English (lang). A real HTTP server on this
// machine answers GET /api/pages/ecology per locale, falling back to en_US.
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import { renderForTest } from '../../../test/render-for-test';
import EcologyPage from './ecology-page';

// Translated into Korean only.
const TEXTS: Partial<Record<ContentPage['locale'], { title: string; body: string }>> = {
  en_US: { title: 'The SuiL ecosystem', body: 'SuiL brings liquidity, savings and rewards together on Sui.' },
  ko_KR: { title: 'SuiL 생태계', body: 'SuiL은 Sui 위에서 유동성, 예금, 보상을 하나로 연결합니다.' },
};

let api: LocalApi;
let restorePage: () => void;
const asked: string[] = [];

beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    const parsed = new URL(url, 'http://x');
    if (parsed.pathname !== '/api/pages/ecology') return replyJson(res, 404, { error: { code: 'not_found', message: 'no such page' } });
    const asking = (parsed.searchParams.get('locale') ?? 'en_US') as ContentPage['locale'];
    asked.push(asking);
    const locale = TEXTS[asking] ? asking : 'en_US';
    const text = TEXTS[locale]!;
    replyJson(res, 200, { slug: 'ecology', locale, title: text.title, bodyHtml: `<p>${text.body}</p>`, updatedAt: '2026-11-01T00:00:00.000Z' } satisfies ContentPage);
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

describe('EcologyPage', () => {
  it('shows the page in the chosen language, then the English page marked English where there is no translation', async () => {
    act(() => useSettingsStore.getState().setLanguage('ko_KR'));
    renderForTest(<EcologyPage />, { url: '/ecology' });
    expect((await screen.findByText(TEXTS.ko_KR!.body)).closest('[lang]')!.getAttribute('lang')).toBe('ko-KR');
    expect(screen.getByRole('heading', { name: 'SuiL 생태계' }).querySelector('[lang]')!.getAttribute('lang')).toBe('ko-KR');

    act(() => useSettingsStore.getState().setLanguage('zh_CN'));
    expect((await screen.findByText(TEXTS.en_US!.body)).closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    expect(screen.queryByText('SuiL 생태계')).toBeNull();
    expect(asked).toEqual(['ko_KR', 'zh_CN']);
  });
});
