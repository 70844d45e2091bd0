import { describe, expect, it } from 'vitest';
import { auditValueView, changedFields } from './audit-value.ts';

describe('auditValueView', () => {
  it('shows nothing as nothing, a string as it is, and the rest as indented JSON', () => {
    expect(auditValueView(null)).toEqual({ kind: 'none', text: 'nothing' });
    expect(auditValueView(undefined)).toEqual({ kind: 'none', text: 'nothing' });
    expect(auditValueView('<b>paused</b>')).toEqual({ kind: 'text', text: '<b>paused</b>' });
    expect(auditValueView(false)).toEqual({ kind: 'json', text: 'false' });
    expect(auditValueView({ paused: true, reason: 'incident' })).toEqual({ kind: 'json', text: '{\n  "paused": true,\n  "reason": "incident"\n}' });
  });

  it('keeps markup inside a value as source text', () => {
    expect(auditValueView({ bodyHtml: '<script>alert(1)</script>' }).text).toContain('"<script>alert(1)</script>"');
  });
});

describe('changedFields', () => {
  it('names the top-level fields that differ, whatever the key order of nested objects', () => {
    const before = { paused: false, reason: null, limits: { a: '1', b: '2' }, same: ['x'] };
    const after = { limits: { b: '2', a: '1' }, paused: true, reason: 'incident', same: ['x'], added: 'new' };
    expect(changedFields(before, after)).toEqual(['added', 'paused', 'reason']);
  });

  it('is empty unless both sides are objects', () => {
    expect(changedFields(null, { a: '1' })).toEqual([]);
    expect(changedFields('a', 'b')).toEqual([]);
    expect(changedFields([1], [2])).toEqual([]);
  });
});
