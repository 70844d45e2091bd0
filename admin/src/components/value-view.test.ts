import { describe, expect, it } from 'vitest';
import { valueView } from './value-view.ts';

describe('valueView', () => {
  it('shows nothing as nothing, a string as it is, and the rest as indented JSON', () => {
    expect(valueView(null)).toEqual({ kind: 'none', text: 'nothing' });
    expect(valueView(undefined)).toEqual({ kind: 'none', text: 'nothing' });
    expect(valueView('<b>paused</b>')).toEqual({ kind: 'text', text: '<b>paused</b>' });
    expect(valueView(false)).toEqual({ kind: 'json', text: 'false' });
    expect(valueView({ paused: true, reason: 'incident' })).toEqual({ kind: 'json', text: '{\n  "paused": true,\n  "reason": "incident"\n}' });
  });

  it('keeps markup inside a value as source text', () => {
    expect(valueView({ bodyHtml: '<script>alert(1)</script>' }).text).toContain('"<script>alert(1)</script>"');
  });
});
