import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSkeleton, TextSkeleton } from './loading-skeleton';

describe('TextSkeleton and CardSkeleton', () => {
  it('announce the loading once and show a heading bar and the given number of lines', () => {
    render(<TextSkeleton label="Loading..." rows={4} />);
    const status = screen.getByRole('status', { name: 'Loading...' });
    expect(status.textContent).toBe('');
    expect(status.querySelectorAll('.rv-skeleton__title')).toHaveLength(1);
    expect(status.querySelectorAll('.rv-skeleton__row')).toHaveLength(4);
  });

  it('put the lines in a card, in place of the card that will come', () => {
    const { container } = render(<CardSkeleton label="Loading..." />);
    const card = container.querySelector('section');
    expect(card?.contains(screen.getByRole('status', { name: 'Loading...' }))).toBe(true);
    expect(card?.querySelectorAll('.rv-skeleton__row')).toHaveLength(3);
  });
});
