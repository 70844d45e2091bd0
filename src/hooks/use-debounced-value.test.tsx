import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

function Probe({ value }: { value: string }) {
  return <p>{useDebouncedValue(value, 300)}</p>;
}

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the input only after it stopped changing for the delay', () => {
    const { container, rerender } = render(<Probe value="1" />);
    expect(container.textContent).toBe('1');
    rerender(<Probe value="12" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Probe value="123" />);
    act(() => vi.advanceTimersByTime(200));
    expect(container.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(100));
    expect(container.textContent).toBe('123');
  });
});
