import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RecordTabs } from './record-tabs';

const TABS = [
  { key: 'a', title: 'Top-up' },
  { key: 'b', title: 'Withdrawal' },
  { key: 'c', title: 'Transfer' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Harness() {
  const [active, setActive] = useState<Key>('a');
  return (
    <RecordTabs tabs={[...TABS]} active={active} onChange={setActive}>
      {(key) => <p>list {key}</p>}
    </RecordTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('RecordTabs', () => {
  it('is a tablist whose selected tab labels the one panel and alone is in the tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Top-up', 'Withdrawal', 'Transfer']);
    expect(tab('Top-up').getAttribute('aria-selected')).toBe('true');
    expect(tab('Withdrawal').getAttribute('aria-selected')).toBe('false');
    expect(tab('Top-up').tabIndex).toBe(0);
    expect(tab('Withdrawal').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Top-up' });
    expect(panel.textContent).toBe('list a');
    expect(tab('Transfer').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('switches on a tap and shows only the chosen list', () => {
    render(<Harness />);
    fireEvent.click(tab('Transfer'));
    expect(tab('Transfer').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Transfer' }).textContent).toBe('list c');
    expect(screen.queryByText('list a')).toBeNull();
  });

  it('moves with the arrow keys, wrapping, and Home/End, focus following the selection', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Top-up'), { key: 'ArrowRight' });
    expect(tab('Withdrawal').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Withdrawal'));
    fireEvent.keyDown(tab('Withdrawal'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Transfer'));
    fireEvent.keyDown(tab('Transfer'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Top-up'));
    fireEvent.keyDown(tab('Top-up'), { key: 'ArrowLeft' });
    expect(tab('Transfer').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Transfer'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('list a');
    // Other keys leave it alone.
    fireEvent.keyDown(tab('Top-up'), { key: 'a' });
    expect(tab('Top-up').getAttribute('aria-selected')).toBe('true');
  });
});
