import { act, render } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PhraseText } from './phrase-text';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en_US'));
});

describe('PhraseText', () => {
  it('in Japanese, breaks only between phrases: a <wbr> between them, none inside', async () => {
    await act(() => i18n.changeLanguage('ja_JP'));
    const { container } = render(<PhraseText>ハッシュレートマイニング</PhraseText>);
    const span = container.querySelector('.suil-phrases')!;
    expect(span.innerHTML).toBe('ハッシュ<wbr>レート<wbr>マイニング');
    expect(span.textContent).toBe('ハッシュレートマイニング');
  });

  it('in English, the text as it is (the prerendered home page’s markup)', () => {
    const { container } = render(<PhraseText>Hashrate mining</PhraseText>);
    expect(container.innerHTML).toBe('Hashrate mining');
  });
});
