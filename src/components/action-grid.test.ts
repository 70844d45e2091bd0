import { describe, expect, it } from 'vitest';
import { gridColumns } from './action-grid';

describe('gridColumns', () => {
  it('fills every row: one row up to four tiles, else rows of four or three that come out even', () => {
    expect([2, 3, 4, 6, 8, 9, 12].map(gridColumns)).toEqual([2, 3, 4, 3, 4, 3, 4]);
    for (const count of [2, 3, 4, 6, 8, 9, 12]) expect(count % gridColumns(count)).toBe(0);
  });
});
