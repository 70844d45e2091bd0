import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChartCard, type ChartCardProps } from './chart-card';
import { CHART_COLORS } from './chart-series';

const base: ChartCardProps = {
  title: 'Income per day',
  state: { status: 'ready' },
  data: { x: [0, 1, 2], xKind: 'index', series: [{ label: 'Static', values: [0, 1, 2], style: { kind: 'bars', color: CHART_COLORS.blue, pattern: 'solid' } }] },
  formatX: String,
  formatY: String,
  summary: 'Bar chart of your income',
  readout: (index) => `day ${index}`,
  legend: [{ label: 'Static', style: { kind: 'bars', color: CHART_COLORS.blue, pattern: 'solid' } }],
  table: { caption: 'Income per day', columns: ['Day', 'Total'], rows: [{ key: 'a', cells: ['Nov 21', '2'] }], note: 'Days without income are not listed.' },
  testId: 'chart',
};

describe('ChartCard', () => {
  it('reads out the last point first, describes the chart in words and shows the table one tap away', async () => {
    render(<ChartCard {...base} />);
    expect(screen.getByTestId('chart-readout').textContent).toBe('day 2');
    const plot = screen.getByRole('img', { name: 'Bar chart of your income' });
    expect(plot.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-readout').textContent).toBe('day 1');
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(screen.getByTestId('chart-readout').textContent).toBe('day 0');
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Static');
    // happy-dom draws no canvas: the chart says so and shows its figures as the table instead.
    await waitFor(() => expect(screen.queryByTestId('chart-table')).not.toBeNull(), { timeout: 5_000 });
    expect(screen.getByText('The chart cannot be drawn in this browser; every figure is in the table.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Day' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Nov 21' })).toBeTruthy();
  });

  it('has a table button that shows and hides the table', () => {
    render(<ChartCard {...base} />);
    const button = screen.getByRole('button', { name: 'Table' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('chart-table')).toBeTruthy();
  });

  it('says when there is nothing yet, and offers a retry when the figures could not be loaded', () => {
    const { rerender } = render(<ChartCard {...base} data={null} table={null} state={{ status: 'empty', text: 'No income in the last 30 days yet.' }} />);
    expect(screen.getByText('No income in the last 30 days yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Table' })).toBeNull();
    const retry = vi.fn();
    rerender(<ChartCard {...base} state={{ status: 'error', error: new Error('x'), retry }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
