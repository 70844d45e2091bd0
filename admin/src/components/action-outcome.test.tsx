// A success is a status and a failure an alert, so a screen reader announces each as it should;
// the close button is there only when the screen can take the outcome away.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionOutcome } from './action-outcome.tsx';

describe('ActionOutcome', () => {
  it('shows a success as a status with its description and action', () => {
    render(<ActionOutcome ok message="Sessions ended." description="The user signs in again." action={<a href="#/proposals/show/7">Open proposal 7</a>} testId="outcome" />);
    const status = screen.getByRole('status');
    expect(status).toBe(screen.getByTestId('outcome'));
    expect(status.textContent).toContain('Sessions ended.');
    expect(status.textContent).toContain('The user signs in again.');
    expect(screen.getByRole('link', { name: 'Open proposal 7' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('shows a failure as an alert, closed by its button', () => {
    const onClose = vi.fn();
    render(<ActionOutcome ok={false} message="The sessions were not ended." description="no user 0x2" onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The sessions were not ended.');
    expect(alert.textContent).toContain('no user 0x2');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
