// The ecology page shows the operator's page in the user's language, reads it again when the
// language changes, and marks the en_US fallback as English (lang). A real HTTP server on this
// machine answers GET /api/pages/ecology per locale, falling back to en_US.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../contract/api';
import { useSettingsStore } from '../../../stores/settings';
import { replyJson } from '../../../test/local-api';
import { serveLocalizedApi } from '../../../test/localized-api';
import { renderForTest } from '../../../test/render-for-test';
import EcologyPage from './ecology-page';

// Translated into Korean only.
const TEXTS: Partial<Record<ContentPage['locale'], { title: string; body: string }>> = {
  en_US: { title: 'The SuiL ecosystem', body: 'SuiL brings liquidity, savings and rewards together on Sui.' },
  ko_KR: { title: 'SuiL 생태계', body: 'SuiL은 Sui 위에서 유동성, 예금, 보상을 하나로 연결합니다.' },
};

const { asked } = serveLocalizedApi(({ url, locale: asking }, res) => {
  if (url.pathname !== '/api/pages/ecology') return false;
  const locale = TEXTS[asking] ? asking : 'en_US';
  const text = TEXTS[locale]!;
  replyJson(res, 200, { slug: 'ecology', locale, title: text.title, bodyHtml: `<p>${text.body}</p>`, updatedAt: '2026-11-01T00:00:00.000Z' } satisfies ContentPage);
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

  it('says what the ecosystem is and promises no deposit into it: the finance package has none', async () => {
    act(() => useSettingsStore.getState().setLanguage('en_US'));
    renderForTest(<EcologyPage />, { url: '/ecology' });
    expect(await screen.findByText(TEXTS.en_US!.body)).toBeTruthy();
    expect(screen.getByText('The SuiL ecosystem brings together projects built around the SUIL token.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/deposit/i);
  });
});
