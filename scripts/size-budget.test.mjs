// The home route's size budget (scripts/size-budget.mjs): over it in files or bytes fails with
// the chunks that grew named; within it passes; a written budget adds the margin.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_FILE, budgetFrom, checkBudget } from './size-budget.mjs';

const summary = (chunks) => ({
  home: { files: chunks.length, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) },
  chunks,
});
const measured = summary([
  { name: 'entry', gzip: 40_000 },
  { name: 'react-dom', gzip: 44_000 },
  { name: 'sui-grpc', gzip: 24_000 },
]);
const budget = budgetFrom(measured);

describe('size budget', () => {
  it('is the measured figures plus 2%, with them as the baseline', () => {
    expect(budget.files).toBe(4); // ceil(3 * 1.02)
    expect(budget.gzip).toBe(Math.ceil(108_000 * 1.02));
    expect(budget.baseline.chunks).toEqual({ entry: 40_000, 'react-dom': 44_000, 'sui-grpc': 24_000 });
  });

  it('passes a home route within the budget, though a chunk grew a little', () => {
    expect(checkBudget(summary([{ name: 'entry', gzip: 41_000 }, ...measured.chunks.slice(1)]), budget)).toEqual([]);
  });

  it('fails on bytes, naming the chunk that grew', () => {
    const problems = checkBudget(summary([{ name: 'entry', gzip: 45_000 }, ...measured.chunks.slice(1)]), budget);
    expect(problems[0]).toMatch(/kB gz, over the budget of/);
    expect(problems.join('\n')).toMatch(/entry grew 39\.1 kB -> 43\.9 kB \(\+5000 B\)/);
    expect(problems.join('\n')).not.toMatch(/react-dom/);
  });

  it('fails on files, naming the new chunks', () => {
    const tiny = [1, 2].map((i) => ({ name: `feedback-${i}`, gzip: 100 }));
    const problems = checkBudget(summary([...measured.chunks, ...tiny]), budget);
    expect(problems[0]).toBe('5 files, over the budget of 4');
    expect(problems.join('\n')).toMatch(/new chunk feedback-1 .*new chunk feedback-2/);
  });

  it('the committed budget has the shape the check reads', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', BUDGET_FILE), 'utf8'));
    expect(committed.files).toBeGreaterThan(0);
    expect(committed.gzip).toBeGreaterThan(0);
    expect(Object.keys(committed.baseline.chunks)).toContain('entry');
  });
});
