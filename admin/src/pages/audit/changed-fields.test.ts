import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

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
