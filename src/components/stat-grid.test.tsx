import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatGrid, UNKNOWN_VALUE } from './stat-grid';

const items = [
  { label: 'SUI', value: null },
  { label: 'SUIL', value: '5' },
];

describe('StatGrid', () => {
  it('shows a skeleton for each figure still loading, not "--"', () => {
    const { container } = render(<StatGrid items={items} loading />);
    expect(container.querySelectorAll('dd .rv-skeleton')).toHaveLength(1);
    expect(screen.queryByText(UNKNOWN_VALUE)).toBeNull();
    expect(screen.getByText('5')).toBeTruthy();
    expect(container.querySelector('dl')!.getAttribute('aria-busy')).toBe('true');
  });

  it('says "--" for a figure that is unknown and not loading (no wallet, not signed in)', () => {
    const { container } = render(<StatGrid items={items} />);
    expect(screen.getByText(UNKNOWN_VALUE)).toBeTruthy();
    expect(container.querySelector('.rv-skeleton')).toBeNull();
    expect(container.querySelector('dl')!.hasAttribute('aria-busy')).toBe(false);
  });
});
