import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the description and the action', () => {
    render(<EmptyState description="No positions yet" action={<button>Connect</button>} />);
    expect(screen.getByText('No positions yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('renders no action container without an action', () => {
    const { container } = render(<EmptyState description="Nothing" />);
    expect(container.querySelector('button')).toBeNull();
  });
});
