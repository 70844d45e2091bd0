import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinLabel, TokenIcon } from './token-icon';

describe('TokenIcon', () => {
  it('draws each coin inline, hidden from assistive technology, and nothing for another text', () => {
    const { container } = render(
      <>
        <TokenIcon coin="SUI" />
        <TokenIcon coin="USDC" size="md" />
        <TokenIcon coin="BTC" />
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives each SUIL icon a gradient of its own, which its circle fills with', () => {
    const { container } = render(
      <>
        <CoinLabel coin="SUIL" />
        <CoinLabel coin="SUIL" />
      </>,
    );
    const gradients = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(gradients).size).toBe(2);
    const fills = [...container.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'));
    expect(fills).toEqual(gradients.map((id) => `url(#${id})`));
    // An id a url() reference and a CSS selector can both name.
    for (const id of gradients) expect(id).toMatch(/^[\w-]+$/);
  });
});
