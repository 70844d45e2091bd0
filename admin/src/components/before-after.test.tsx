// The two cards as an operator sees them: nothing as "nothing", JSON and strings as text, and
// markup inside a value never turned into elements.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeforeAfter } from './before-after.tsx';

describe('BeforeAfter', () => {
  it('shows a missing before as nothing and the after as JSON, under their titles', () => {
    render(<BeforeAfter before={{ title: 'Now', value: null, testId: 'before' }} after={{ title: 'Proposed', value: { tier: 'primary', price: '120500000' }, testId: 'after' }} />);
    expect(screen.getByText('Now')).toBeTruthy();
    expect(screen.getByText('Proposed')).toBeTruthy();
    expect(screen.getByTestId('before').textContent).toBe('nothing');
    expect(screen.getByTestId('after').textContent).toBe('{\n  "tier": "primary",\n  "price": "120500000"\n}');
  });

  it('keeps markup as source text, in a string and inside JSON', () => {
    render(<BeforeAfter before={{ title: 'Before', value: '<b>Old</b>', testId: 'before' }} after={{ title: 'After', value: { bodyHtml: '<img src=x onerror=alert(1)>' }, testId: 'after' }} />);
    const before = screen.getByTestId('before');
    const after = screen.getByTestId('after');
    expect(before.textContent).toBe('<b>Old</b>');
    expect(before.querySelector('b')).toBeNull();
    expect(after.textContent).toContain('"bodyHtml": "<img src=x onerror=alert(1)>"');
    expect(after.querySelector('img')).toBeNull();
  });
});
