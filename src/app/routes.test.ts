import { describe, expect, it } from 'vitest';
import { LAZY_PAGES } from './pages';
import { PAGE_PATHS } from './routes';

describe('route table', () => {
  it('has a page for every path but the index (the entry brings the home page)', () => {
    expect(Object.keys(LAZY_PAGES).sort()).toEqual(PAGE_PATHS.filter((path) => path !== '/').sort());
  });

  it('loads a component from every lazy page', async () => {
    const problems: string[] = [];
    for (const [path, load] of Object.entries(LAZY_PAGES)) {
      const page = (await load()).default as unknown;
      if (typeof page !== 'function') problems.push(`${path}: default export is ${typeof page}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
