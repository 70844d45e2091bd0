// The size budget (scripts/size-budget.mjs): over it in files or bytes, for the document, the home
// route of a visitor with no wallet or the wallet stack, fails with the chunks that grew named;
// within it passes; a written budget adds the margin.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_FILE, budgetFrom, checkBudget } from './size-budget.mjs';

const summary = (chunks) => ({ chunks });
const measured = summary([
  { name: 'index.html', part: 'html', gzip: 20_000 },
  { name: 'entry', part: 'entry', gzip: 40_000 },
  { name: 'react-dom', part: 'entry', gzip: 44_000 },
  { name: 'sui-grpc', part: 'walletStack', gzip: 24_000 },
]);
const budget = budgetFrom(measured);
const replace = (name, gzip) => summary(measured.chunks.map((chunk) => (chunk.name === name ? { ...chunk, gzip } : chunk)));

describe('size budget', () => {
  it("is each part's figures plus 2%, with the chunks as the baseline", () => {
    expect(budget.document).toEqual({ files: 2, gzip: Math.ceil(20_000 * 1.02) }); // files: ceil(1 * 1.02)
    expect(budget.home).toEqual({ files: 4, gzip: Math.ceil(104_000 * 1.02) }); // files: ceil(3 * 1.02)
    expect(budget.walletStack).toEqual({ files: 2, gzip: Math.ceil(24_000 * 1.02) });
    expect(budget.baseline.chunks).toEqual({ 'index.html': 20_000, entry: 40_000, 'react-dom': 44_000, 'sui-grpc': 24_000 });
  });

  it('passes within the budget, though a chunk grew a little', () => {
    expect(checkBudget(replace('entry', 41_000), budget)).toEqual([]);
  });

  it("fails on the home route's bytes, naming the chunk that grew", () => {
    const problems = checkBudget(replace('entry', 45_000), budget);
    expect(problems[0]).toMatch(/^the home route of a visitor with no wallet: .* kB gz, over the budget of/);
    expect(problems.join('\n')).toMatch(/entry grew 39\.1 kB -> 43\.9 kB \(\+5000 B\)/);
    expect(problems.join('\n')).not.toMatch(/react-dom|wallet stack/);
  });

  it('fails on the document alone when it outgrows the first round trip’s budget', () => {
    const problems = checkBudget(replace('index.html', 20_500), budget);
    expect(problems).toEqual(['the document, all the first paint needs: 20.0 kB gz, over the budget of 19.9 kB', 'grown against the baseline: index.html grew 19.5 kB -> 20.0 kB (+500 B)']);
  });

  it("fails on the wallet stack's bytes on their own", () => {
    const problems = checkBudget(replace('sui-grpc', 30_000), budget);
    expect(problems[0]).toMatch(/^the wallet stack: 29\.3 kB gz, over the budget of 23\.9 kB/);
    expect(problems.join('\n')).toMatch(/sui-grpc grew/);
    expect(problems.join('\n')).not.toMatch(/home route/);
  });

  it('fails on files, naming the new chunks', () => {
    const tiny = [1, 2].map((i) => ({ name: `feedback-${i}`, part: 'entry', gzip: 100 }));
    const problems = checkBudget(summary([...measured.chunks, ...tiny]), budget);
    expect(problems[0]).toBe('the home route of a visitor with no wallet: 5 files, over the budget of 4');
    expect(problems.join('\n')).toMatch(/new chunk feedback-1 .*new chunk feedback-2/);
  });

  it('the committed budget has the shape the check reads', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', BUDGET_FILE), 'utf8'));
    for (const scope of ['document', 'home', 'walletStack']) {
      expect(committed[scope].files).toBeGreaterThan(0);
      expect(committed[scope].gzip).toBeGreaterThan(0);
    }
    expect(Object.keys(committed.baseline.chunks)).toContain('entry');
  });
});
